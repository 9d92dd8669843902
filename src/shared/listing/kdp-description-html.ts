/**
 * The markup KDP accepts in a book description (KDP's "Description" help page): paragraphs, bold, italic, underline,
 * line breaks, lists and small headings. Everything else a description may hold is text.
 */
export const KDP_DESCRIPTION_TAGS = ['p', 'b', 'strong', 'i', 'em', 'u', 'br', 'ul', 'ol', 'li', 'h4', 'h5', 'h6'];

const ALLOWED = new Set(KDP_DESCRIPTION_TAGS);
const VOID = 'br';

/** Elements whose content is not text a reader sees: dropped with their tags. */
const HIDDEN_ELEMENT = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/giu;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/gu;
/** A start or end tag; its attributes, whatever they are, are not kept. */
const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^<>]*>/giu;
/** An ampersand that does not begin a character reference, which a description keeps as written. */
const BARE_AMPERSAND = /&(?![a-z][a-z0-9]*;|#\d+;|#x[0-9a-f]+;)/giu;

/** Text set in a description as the reader wrote it: `<`, `>` and a bare `&` escaped, nothing else changed. */
export const escapeDescriptionText = (text: string) =>
  text.replace(BARE_AMPERSAND, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/**
 * A description cleaned to the markup KDP accepts (docs/decisions/0057-listing.md): tags outside its set are removed
 * and their text kept; attributes are dropped; script and style elements are dropped with their content; a `<` or `>`
 * that is not part of a tag is escaped, so it reads as written; unclosed tags are closed and stray end tags dropped.
 * Cleaning a cleaned description changes nothing.
 */
export function cleanKdpDescription(html: string): string {
  const source = html.replace(HIDDEN_ELEMENT, '').replace(COMMENT, '');
  const open: string[] = [];
  let cleaned = '';
  let from = 0;
  for (const match of source.matchAll(TAG)) {
    cleaned += escapeDescriptionText(source.slice(from, match.index));
    from = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (name === VOID) cleaned += '<br>';
    else if (match[1] !== '/') {
      open.push(name);
      cleaned += `<${name}>`;
    } else if (open.includes(name)) {
      while (open.length > 0) {
        const closed = open.pop();
        cleaned += `</${closed}>`;
        if (closed === name) break;
      }
    }
  }
  cleaned += escapeDescriptionText(source.slice(from));
  return (
    cleaned +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  ).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a reader reads in a cleaned description: its text without markup, blocks and line breaks as spaces. */
export function descriptionReadingText(html: string): string {
  return html
    .replace(TAG, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (entity: string, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = /^#x/iu.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/gu, ' ')
    .trim();
}
