import { withoutUnstorableCharacters } from '../text-characters.js';

/** A tag or a comment of the markup; everything between two of them is text. */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?:\s[^>]*)?\/?>/g;

/** Tags whose start and end part the text into paragraphs. */
const PARAGRAPHS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol']);

/** The named character references a description is written with; any other stays as written. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;

function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : '�';
}

/** The text with its character references read: '&lt;b&gt; &amp; &#233;' → '<b> & é'. */
const decoded = (text: string) =>
  text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) =>
    decimal !== undefined
      ? codePoint(Number(decimal))
      : hex !== undefined
        ? codePoint(parseInt(hex, 16))
        : (NAMED[name ?? ''] ?? whole),
  );

/**
 * A listing's description (KDP's markup: paragraphs, bold, italic, underline, line breaks, lists, small headings) as
 * plain text, for the files' metadata, the wrap cover's back and listing.md: a blank line between paragraphs and
 * headings, each list item a line of its own ('• ' or its number), line breaks kept; every tag dropped and every
 * character reference read, so text the creator typed as '<script>' comes out as those characters and no tag ever
 * does. Spaces run together as a browser shows them; a line break in the text stays one, so a description written as
 * plain paragraphs reads the same.
 */
export function kdpDescriptionText(html: string): string {
  const lists: Array<{ ordered: boolean; next: number }> = [];
  let text = '';
  /** The break owed before the next text: none, a line, or a blank line between paragraphs. */
  let owed = 0;
  /** A list item's mark, set before its text. */
  let mark = '';
  const owe = (lines: number) => (owed = Math.max(owed, lines));
  const addText = (raw: string) => {
    raw.split('\n').forEach((line, index) => {
      if (index > 0) owed = Math.min(owed + 1, 2);
      const words = decoded(line).replace(/\s+/g, ' ');
      if (words.trim() === '') {
        if (text !== '' && owed === 0) text += words;
        return;
      }
      if (text !== '') text += '\n'.repeat(owed);
      text += mark + (owed > 0 || text === '' ? words.trimStart() : words);
      [owed, mark] = [0, ''];
    });
  };
  let from = 0;
  for (const match of html.matchAll(MARKUP)) {
    addText(html.slice(from, match.index));
    from = match.index + match[0].length;
    const [, closing, name] = match;
    if (name === undefined) continue;
    const tag = name.toLowerCase();
    if (tag === 'br') owed = Math.min(owed + 1, 2);
    else if (tag === 'li') {
      owe(1);
      const list = lists.at(-1);
      mark = closing ? '' : list?.ordered ? `${list.next++}. ` : '• ';
    } else if (PARAGRAPHS.has(tag)) {
      // Within a list a paragraph or a list inside it only starts a line; a whole list is a paragraph of its own.
      const list = tag === 'ul' || tag === 'ol';
      if (list && closing) lists.pop();
      owe(lists.length > 0 ? 1 : 2);
      if (list && !closing) lists.push({ ordered: tag === 'ol', next: 1 });
    }
  }
  addText(html.slice(from));
  return withoutUnstorableCharacters(
    text
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').trimEnd())
      .join('\n'),
  );
}
