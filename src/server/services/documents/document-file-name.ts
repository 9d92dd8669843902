import { withoutTrailingSmallWords } from '../../../shared/trailing-small-words.js';

/** At most this many characters of the book's title name a file; a plan title may have 200. */
const MAX_TITLE_CHARACTERS = 100;
/** And at most this many bytes of UTF-8, well under the 255 most file systems allow for a whole name. */
const MAX_TITLE_BYTES = 180;
/** What names a draft copy's files after the title (docs/decisions/0037-draft-and-sale-copies.md). */
const DRAFT_SUFFIX = ' (Draft)';
/** And the print edition's files: its interior and its full-wrap cover (docs/decisions/0050-print-edition.md). */
const PRINT_SUFFIXES = { print: ' (Print)', 'wrap-cover': ' (Cover)' } as const;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The title within the caps, cut at the last space when one lies in the last quarter of what fits (not ending on a
 * small word such as "and"), else after the last whole character (an emoji is never cut in half).
 */
function capped(title: string): string {
  const characters = Array.from(title);
  let fitting = '';
  for (const character of characters.slice(0, MAX_TITLE_CHARACTERS)) {
    if (utf8Bytes(fitting + character) > MAX_TITLE_BYTES) break;
    fitting += character;
  }
  if (fitting.length === title.length) return fitting;
  const space = fitting.lastIndexOf(' ');
  return space > (fitting.length * 3) / 4 ? withoutTrailingSmallWords(fitting.slice(0, space).trim()) : fitting.trim();
}

/** The book's title as a file name: characters a file system refuses dropped, a long title cut. */
const safeTitle = (title: string) =>
  capped(
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ) || 'Untitled';

/**
 * Which file of the book: the draft copy's, the print interior or wrap cover, or the copy for sale's ebook file;
 * `label` names one of several files of one kind, such as a cover shape ("Banner").
 */
export interface FileCopy {
  draft: boolean;
  print?: keyof typeof PRINT_SUFFIXES;
  label?: string;
}

/** What follows the title in a file's name: "(Draft)", "(Print)" or "(Cover)", the label in brackets, then the extension. */
const suffixOf = (extension: string, { draft, print, label }: FileCopy) =>
  `${draft ? DRAFT_SUFFIX : ''}${print ? PRINT_SUFFIXES[print] : ''}${label ? ` (${label})` : ''}.${extension}`;

/** A file named after the book's title, as a file system takes it; a draft copy's name ends in "(Draft)". */
export const bookFileName = (title: string, extension: string, copy: FileCopy): string =>
  `${safeTitle(title)}${suffixOf(extension, copy)}`;

/** Latin letters that do not decompose into a plain letter and a mark, as they are written in ASCII. */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

/**
 * Content-Disposition for a download named after the book's title (RFC 6266): `filename*` keeps the title as typed
 * (UTF-8 per RFC 5987, emoji included), `filename` is a plain ASCII fallback; characters a file system refuses are
 * dropped, a long title is cut, a draft copy's name ends in "(Draft)", the print interior's in "(Print)" and the
 * wrap cover's in "(Cover)".
 */
export function documentFileName(title: string, extension: string, copy: FileCopy): string {
  const name = safeTitle(title);
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, (character) => LATIN_LETTERS[character] ?? '')
      .replace(/\s+/g, ' ')
      .trim() || 'book';
  const suffix = suffixOf(extension, copy);
  const encoded = encodeURIComponent(`${name}${suffix}`).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}${suffix}"; filename*=UTF-8''${encoded}`;
}
