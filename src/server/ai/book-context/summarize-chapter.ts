import { splitAsides } from '../../../shared/markdown-asides.js';

const MAX_SUMMARY = 400;
const MAX_SENTENCES = 3;

/** Markdown syntax around a line's words: heading marks, quotes, list markers, task boxes, emphasis, links. */
const HEADING = /^\s{0,3}#{1,6}(\s|$)/;
const FENCE = /^\s{0,3}(```|~~~)/;
const LINE_PREFIX = /^\s*(?:>\s*)*(?:(?:[-*+]|\d{1,9}[.)])\s+)?(?:\[[ xX]\]\s+)?/;
const LINK = /!?\[([^\]]*)\]\([^)]*\)/g;
const EMPHASIS = /(\*\*|__|\*|_|`)(?=\S)([^*_`]*?\S)\1/g;

/** The reader's text of a chapter as plain prose: author notes, headings, code and list markers left out. */
function readerProse(markdown: string): string {
  const lines: string[] = [];
  let inCode = false;
  for (const part of splitAsides(markdown)) {
    if (part.kind !== 'text') continue;
    for (const line of part.markdown.split(/\r?\n/)) {
      if (FENCE.test(line)) inCode = !inCode;
      if (inCode || FENCE.test(line) || HEADING.test(line)) continue;
      const words = line.replace(LINE_PREFIX, '').replace(LINK, '$1').replace(EMPHASIS, '$2').trim();
      if (words) lines.push(/[.!?:;]$/.test(words) ? words : `${words}.`);
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

/** The text cut at a word boundary to at most `max` characters, marked as cut. */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * What a chapter says, in short: the first two or three sentences of its reader's text (headings, author notes and
 * list markers left out), at most 400 characters. Given to the writer of a later chapter so it does not say the
 * same again (docs/decisions/0028-book-plan.md).
 */
export function summarizeChapter(markdown: string): string {
  const sentences = readerProse(markdown).match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g) ?? [];
  let summary = '';
  for (const sentence of sentences.slice(0, MAX_SENTENCES).map((s) => s.trim())) {
    const longer = summary ? `${summary} ${sentence}` : sentence;
    if (summary && longer.length > MAX_SUMMARY) break;
    summary = longer;
  }
  return clipAtWord(summary, MAX_SUMMARY);
}
