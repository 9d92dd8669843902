import { kdpDescriptionText } from './listing/kdp-description-text.js';
import type { BookPlanChapter } from './schemas/book-plan.js';
import type { ListingFields } from './schemas/listing.js';
import { kindOfPlan } from './product-kind.js';

/** What a description calls the product and its parts, by its kind. */
const UNITS = {
  book: ['book', 'chapter'],
  course: ['course', 'module'],
  templates: ['template pack', 'template'],
} as const;

/** Chapters a description names one by one; a longer book is described by its first and last. */
const LISTED_CHAPTERS = 12;

/** The text as a sentence: a full stop added unless it ends on one of its own. */
const sentence = (text: string) => (/[.!?…]$/u.test(text) ? text : `${text}.`);

/** 'A, B and C'. */
const listOf = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

/**
 * The description the files carry while the plan has none of its own (docs/decisions/0028-book-plan.md): the
 * title and subtitle, and what its chapters are — 'Slow Mornings: A Gentle Plan. A book in 3 chapters: Why
 * Mornings Feel Hard, Quiet Kitchens and Weekend Mornings.' (a course's: 'A course in 3 modules: …'; a template
 * pack's: 'A template pack in 6 templates: …'). Built from the
 * plan alone, never from an idea's pitch; the longest plan's fits the description's limit.
 */
export function describeBook(plan: {
  title: string;
  subtitle: string;
  chapters: readonly BookPlanChapter[];
  finalAssignment?: string;
  templatePack?: boolean;
}): string {
  const [product, unit] = UNITS[kindOfPlan(plan)];
  const title = plan.title.trim();
  const subtitle = plan.subtitle.trim();
  const titles = plan.chapters.map((chapter) => chapter.title.trim()).filter(Boolean);
  const heading = subtitle ? `${title}: ${subtitle}` : title;
  const chapters =
    titles.length === 0
      ? ''
      : titles.length === 1
        ? `A ${product} in one ${unit}: ${titles[0]}`
        : titles.length <= LISTED_CHAPTERS
          ? `A ${product} in ${titles.length} ${unit}s: ${listOf(titles)}`
          : `A ${product} in ${titles.length} ${unit}s, from ${titles[0]} to ${titles[titles.length - 1]}`;
  return [heading, chapters].filter(Boolean).map(sentence).join(' ');
}

/** What the files print of a plan: its title, subtitle and chapters, and its own description. */
type PrintedPlan = Parameters<typeof describeBook>[0] & { description: string };

/**
 * The description the files carry, in their metadata and, without a blurb, on the wrap cover's back
 * (docs/decisions/0059-listing-in-files.md): the listing's description as plain text when the project has one, else
 * the plan's own, else the one built from the plan.
 */
export const printedDescription = (plan: PrintedPlan, listing: Pick<ListingFields, 'description'> | null): string =>
  kdpDescriptionText(listing?.description ?? '') || plan.description.trim() || describeBook(plan);

/** The wrap cover's back: the listing's blurb when it has one, else the description the files carry. */
export const printedBackCover = (plan: PrintedPlan, listing: Pick<ListingFields, 'description' | 'blurb'> | null) =>
  listing?.blurb.trim() || printedDescription(plan, listing);
