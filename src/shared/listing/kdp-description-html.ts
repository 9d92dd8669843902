/**
 * The markup KDP accepts in a book description (KDP's "Description" help page): paragraphs, bold, italic, underline,
 * line breaks, lists and small headings. Everything else a description may hold is text.
 */
export const KDP_DESCRIPTION_TAGS = ['p', 'b', 'strong', 'i', 'em', 'u', 'br', 'ul', 'ol', 'li', 'h4', 'h5', 'h6'];

const ALLOWED = new Set(KDP_DESCRIPTION_TAGS);
const VOID = 'br';

/** Where an element whose content is not text a reader sees opens: dropped with its tags (`withoutHiddenElements`). */
const HIDDEN_START = /<(script|style)\b/giu;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/gu;
/** A start or end tag; its attributes, whatever they are, are not kept. */
const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^<>]*>/giu;
/** An ampersand that does not begin a character reference, which a description keeps as written. */
const BARE_AMPERSAND = /&(?![a-z][a-z0-9]*;|#\d+;|#x[0-9a-f]+;)/giu;

/** Text set in a description as the reader wrote it: `<`, `>` and a bare `&` escaped, nothing else changed. */
export const escapeDescriptionText = (text: string) =>
  text.replace(BARE_AMPERSAND, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/**
 * The text without its script and style elements, each dropped from its start tag to its end tag or, left open, to
 * the end. One pass, each search going on where the last one stopped, so the time grows with the text, whatever it
 * holds: a pattern over the whole element ran to the end of the text again at every `<style` that no `>` closed.
 */
export function withoutHiddenElements(html: string): string {
  let kept = '';
  let from = 0;
  HIDDEN_START.lastIndex = 0;
  for (let start = HIDDEN_START.exec(html); start; start = HIDDEN_START.exec(html)) {
    // With no '>' past this opener, no later one can open an element either: the rest is text.
    const startTagEnd = html.indexOf('>', HIDDEN_START.lastIndex);
    if (startTagEnd === -1) break;
    kept += html.slice(from, start.index);
    const endTag = new RegExp(`</${start[1]}\\s*>`, 'giu');
    endTag.lastIndex = startTagEnd + 1;
    const end = endTag.exec(html);
    from = end ? end.index + end[0].length : html.length;
    HIDDEN_START.lastIndex = from;
  }
  return kept + html.slice(from);
}

/**
 * A description cleaned to the markup KDP accepts (docs/decisions/0057-listing.md): tags outside its set are removed
 * and their text kept; attributes are dropped; script and style elements are dropped with their content; a `<` or `>`
 * that is not part of a tag is escaped, so it reads as written; unclosed tags are closed and stray end tags dropped.
 * Cleaning a cleaned description changes nothing.
 */
export function cleanKdpDescription(html: string): string {
  const source = withoutHiddenElements(html).replace(COMMENT, '');
  const open: string[] = [];
  /** How many of each element are open: an end tag asks in one step, not by reading every open one. */
  const openCount = new Map<string, number>();
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
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
      cleaned += `<${name}>`;
    } else if (openCount.get(name)) {
      for (let closed = open.pop(); closed !== undefined; closed = open.pop()) {
        openCount.set(closed, openCount.get(closed)! - 1);
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
