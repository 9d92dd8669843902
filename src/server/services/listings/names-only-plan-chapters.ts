import { descriptionReadingText } from '../../../shared/listing/kdp-description-html.js';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';

/** A quoted phrase as compared with the plan's titles: case, spacing and the punctuation quoted with it aside. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.,;:!?]+|[\s.,;:!?]+$/gu, '');

/**
 * Whether a description names only chapters the plan has (docs/decisions/0057-listing.md): every phrase it quotes is
 * the book's title or subtitle or one of its chapters' titles, and every chapter it names by number is in the plan.
 * A writer is told to name chapters only that way, so a chapter the book does not have shows here.
 */
export function namesOnlyPlanChapters(description: string, plan: Pick<BookPlan, 'title' | 'subtitle' | 'chapters'>) {
  const text = descriptionReadingText(description);
  const titles = new Set([plan.title, plan.subtitle, ...plan.chapters.map((chapter) => chapter.title)].map(comparable));
  const quoted = [...text.matchAll(/[“"«]([^”"»]+)[”"»]/gu)].map((match) => comparable(match[1] ?? ''));
  const numbers = [...text.matchAll(/\bchapters?\s+(\d+)/giu)].map((match) => Number(match[1]));
  return (
    quoted.every((phrase) => titles.has(phrase)) &&
    numbers.every((number) => number >= 1 && number <= plan.chapters.length)
  );
}
