import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { CoverDifference, GenerateCoverImageInput } from '../../../shared/schemas/cover.js';
import { joinTitle, splitTitle } from '../../../shared/title-parts.js';
import { drawableText } from './draw/drawable-text.js';

/** What a cover drawn with this title and author prints: the drawable text, split as the cover splits it. */
function printedParts(title: string, author: string) {
  const tidy = (text: string) => drawableText(text).text.replace(/\s+/g, ' ').trim();
  const { main, subtitle } = splitTitle(tidy(title));
  return { title: main, subtitle, author: tidy(author) };
}

/**
 * The words a cover drawn with this request prints, in its order: its title, subtitle (when it has one) and author,
 * as the cover sets them. The ebook PDF carries them on its cover page, so they can be read there.
 */
export function coverPrintedWords(drawnWith: Pick<GenerateCoverImageInput, 'title' | 'authorName'>): string[] {
  const { title, subtitle, author } = printedParts(drawnWith.title, drawnWith.authorName);
  return [title, subtitle, author].filter(Boolean);
}

/** The cover's title and author text a redraw of it takes from the book plan: 'Title: Subtitle' and the author. */
export const planCoverText = (plan: Pick<BookPlan, 'title' | 'subtitle' | 'authorName'>) => ({
  title: joinTitle(plan.title.trim(), plan.subtitle.trim()),
  authorName: plan.authorName,
});

/**
 * Where a cover drawn with `drawnWith` prints another title, subtitle or author than the plan's would be printed
 * (docs/decisions/0036-cover-follows-the-plan.md). Both are compared as the cover prints them, so an emoji it leaves
 * out or a colon it sets as the subtitle's break is no difference. A cover whose drawing request is unknown has none.
 */
export function coverDifferences(
  drawnWith: Pick<GenerateCoverImageInput, 'title' | 'authorName'> | null,
  plan: Pick<BookPlan, 'title' | 'subtitle' | 'authorName'>,
): CoverDifference[] {
  if (!drawnWith) return [];
  const book = planCoverText(plan);
  const onCover = printedParts(drawnWith.title, drawnWith.authorName);
  const inBook = printedParts(book.title, book.authorName);
  return (['title', 'subtitle', 'author'] as const)
    .filter((part) => onCover[part] !== inBook[part])
    .map((part) => ({ part, cover: onCover[part], book: inBook[part] }));
}
