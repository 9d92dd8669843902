import { STORE_CATEGORIES } from './store-categories.js';

/** A text's words, lower case: 'Sourdough for the Market Stall' → sourdough, for, the, market, stall. */
const wordsOf = (texts: readonly string[]) =>
  new Set(
    texts.flatMap(
      (text) =>
        text
          .normalize('NFC')
          .toLowerCase()
          .match(/[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu) ?? [],
    ),
  );

/** What a book is, in its words: its idea and title weigh twice what its chapters' goals do. */
export interface CategoryBasis {
  /** The title, subtitle and the idea's concept and audience. */
  main: readonly string[];
  /** The chapters' goals. */
  more: readonly string[];
}

/** A suggestion's score as a share of the best one's, under which it is left out: a goal's passing word. */
const LEAST_SHARE = 1 / 3;

/**
 * The store categories closest to a book (store-categories.ts), the closest first, at most `count`: each scored by
 * the words of its own the book holds, those of the idea and title counting 2 and those of the goals 1; ties in the
 * list's order; none scoring under a third of the best. Empty only when no category shares a word with the book.
 */
export function suggestCategories({ main, more }: CategoryBasis, count: number): string[] {
  const mainWords = wordsOf(main);
  const moreWords = wordsOf(more);
  const scored = STORE_CATEGORIES.map(({ heading, words }) => ({
    heading,
    score: words.reduce((sum, word) => sum + (mainWords.has(word) ? 2 : moreWords.has(word) ? 1 : 0), 0),
  }));
  const best = Math.max(0, ...scored.map(({ score }) => score));
  return scored
    .filter(({ score }) => score > 0 && score >= best * LEAST_SHARE)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ heading }) => heading);
}
