import { splitSentences, textBlocks } from './markdown-sentences.js';

/** Most sentences a summary keeps, and the length a third one may not take it past. */
const MAX_SENTENCES = 3;
const MAX_CHARACTERS = 400;

/**
 * What a chapter says, for the chapters written after it (docs/decisions/0028-book-plan.md): its first two or
 * three sentences of prose, as plain text, without headings, lists or author notes. A third sentence is kept only
 * while the summary stays within 400 characters. Empty when the chapter has no prose.
 */
export function summarizeChapter(markdown: string): string {
  const sentences = textBlocks(markdown, { lists: false, notes: false }).flatMap(splitSentences);
  const kept: string[] = [];
  for (const sentence of sentences.slice(0, MAX_SENTENCES)) {
    if (kept.length >= 2 && [...kept, sentence].join(' ').length > MAX_CHARACTERS) break;
    kept.push(sentence);
  }
  return kept.join(' ');
}
