/** Words a shortened title must not end on: "… Who Work Long Hours and" reads as cut off. */
const TRAILING_SMALL_WORD = /\s+(?:a|an|and|as|at|by|for|from|in|into|of|on|or|the|to|with|&)$/i;
/** Separators a shortened title must not end on either. */
const TRAILING_SEPARATORS = /[\s,;:–—-]+$/;

/**
 * A title shortened at a word, without the small words and separators it would end on; the text as it was when it
 * is nothing else.
 */
export function withoutTrailingSmallWords(text: string): string {
  let words = text;
  while (TRAILING_SMALL_WORD.test(words)) words = words.replace(TRAILING_SMALL_WORD, '');
  return words.replace(TRAILING_SEPARATORS, '') || text;
}
