import { splitSentences } from '../../book-context/markdown-sentences.js';
import { readGoal, type ChapterGoal } from './chapter-goal.js';

/**
 * Where a summary says what the reader can do after the chapter, the words before the aim: 'you will be able to',
 * 'the aim is that you can', 'by its last page you can', 'you will learn how to', 'shows you how to'.
 */
const AIM_LEADS = [
  /\bbe able to\s+/i,
  /\b(?:that|page,?|chapter,?|module,?) you can\s+/i,
  /\b(?:you(?:’ll|'ll| will)? learn|teaches you|shows you) (?:how )?to\s+/i,
];
/** What a sentence adds after the aim about the book itself: '…, and the book will have done its job'. */
const ABOUT_THE_BOOK = /,\s+and (?:the|this) (?:book|ebook|course|guide|workbook|pack)\b.*$/i;
/** Longest aim taken from a summary: past it, the sentence says more than one line of what the chapter covers. */
const MAX_AIM_CHARACTERS = 160;

/**
 * What a written chapter's summary (summarizeChapter) says the reader can do after it, read as a goal: 'feed and
 * store a starter so it is ready on every bake day'. Undefined when no sentence says it, when the summary was cut
 * inside it, or when it quotes something (another chapter's title, which is not this chapter's aim).
 */
export function readChapterAim(summary: string): ChapterGoal | undefined {
  for (const sentence of splitSentences(summary)) {
    const lead = AIM_LEADS.map((pattern) => pattern.exec(sentence)).find((match) => match !== null);
    if (!lead) continue;
    const aim = sentence
      .slice(lead.index + lead[0].length)
      .replace(ABOUT_THE_BOOK, '')
      .replace(/[.!]+$/, '')
      .trim();
    if (/[“”"…?]/.test(aim) || aim.length > MAX_AIM_CHARACTERS) return undefined;
    return readGoal(aim);
  }
  return undefined;
}
