import { LIMITS } from '@shared/limits';

interface Heading {
  depth: number;
  text: string;
}

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Lines that start a block of their own (code, list item, quote, rule), so they neither are nor continue a paragraph. */
const OTHER_BLOCK = /^(?: {4}|\t| {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$)/;

const plain = (text: string) => text.replace(/\*\*|__|`/g, '').trim();

/**
 * The headings of markdown, ATX ('## Title', closing #s dropped) and setext (a line underlined with
 * = or -), with their inline emphasis and code marks removed. Lines inside code fences are not headings.
 */
function headingsOf(lines: string[]): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  let paragraph: string[] = [];
  for (const line of lines) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      paragraph = [];
      continue;
    }
    const underline = SETEXT_UNDERLINE.exec(line)?.[1];
    if (underline && paragraph.length > 0) {
      headings.push({ depth: underline.startsWith('=') ? 1 : 2, text: plain(paragraph.join(' ')) });
      paragraph = [];
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    if (atx?.[1]) {
      headings.push({ depth: atx[1].length, text: plain(atx[2] ?? '') });
      paragraph = [];
      continue;
    }
    if (line.trim() === '' || OTHER_BLOCK.test(line)) paragraph = [];
    else paragraph.push(line.trim());
  }
  return headings.filter((heading) => heading.text !== '');
}

/** The text of the first heading of markdown that is still being written: only complete lines count. */
export function firstHeading(markdown: string) {
  const completeLines = markdown.split('\n').slice(0, -1);
  return headingsOf(completeLines)[0]?.text.slice(0, LIMITS.name);
}
