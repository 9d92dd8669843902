import type { PlanNoun } from './plan-words.js';
import type { CoverDifference, CoverPart } from './schemas/cover.js';

const PART_NAMES: Record<CoverPart, string> = { title: 'title', subtitle: 'subtitle', author: 'author' };

/** 'The cover shows another title', '… another title and author', '… another title, subtitle and author'. */
export function coverDifferencesHeading(differences: readonly CoverDifference[]) {
  const names = differences.map((difference) => PART_NAMES[difference.part]);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `The cover shows another ${listed}`;
}

const quoted = (text: string) => `“${text}”`;

/**
 * One difference in a sentence, the product called by its plan's noun (shared/plan-words.ts): 'The cover shows
 * “Inside Budgeting”; the book is “Budgeting on Irregular Income”.'
 */
export function coverDifferenceSentence({ part, cover, book }: CoverDifference, noun: PlanNoun) {
  if (part === 'title') return `The cover shows ${quoted(cover)}; the ${noun} is ${quoted(book)}.`;
  if (part === 'author')
    return `The cover names ${cover ? quoted(cover) : 'no author'}; the ${noun}’s author is ${book ? quoted(book) : 'not set'}.`;
  if (!cover) return `The cover has no subtitle; the ${noun}’s is ${quoted(book)}.`;
  return `The cover shows the subtitle ${quoted(cover)}; the ${noun} ${book ? `has ${quoted(book)}` : 'has none'}.`;
}

/** The differences as a paragraph: the heading, then each difference in a sentence. */
export const coverDifferencesText = (differences: readonly CoverDifference[], noun: PlanNoun) =>
  [
    `${coverDifferencesHeading(differences)}.`,
    ...differences.map((difference) => coverDifferenceSentence(difference, noun)),
  ].join(' ');

/** What the toast says once the cover is redrawn with the plan's words. */
export const coverRedrawnMessage = (noun: PlanNoun) => `The cover now shows the ${noun}’s title and author.`;
