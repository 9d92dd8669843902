import { formatCount } from './format-count.js';
import { LIMITS } from './limits.js';
import type { ProductKind } from './product-kind.js';

/**
 * What the plan card calls the product and its parts, by its kind: a book's chapters, a course's modules, a template
 * pack's templates.
 */
export const PLAN_WORDS = {
  book: {
    kind: 'book',
    noun: 'book',
    plan: 'Book Plan',
    title: 'Book Title',
    unit: 'Chapter',
    units: 'Chapters',
    saved: 'Book plan saved!',
    write: 'Write the Book',
    contentType: 'Book Content Type',
  },
  course: {
    kind: 'course',
    noun: 'course',
    plan: 'Course Plan',
    title: 'Course Title',
    unit: 'Module',
    units: 'Modules',
    saved: 'Course plan saved!',
    write: 'Write the Course',
    contentType: 'Course Content Type',
  },
  templates: {
    kind: 'templates',
    noun: 'template pack',
    plan: 'Template Pack Plan',
    title: 'Pack Title',
    unit: 'Template',
    units: 'Templates',
    saved: 'Template pack plan saved!',
    write: 'Write the Pack',
    contentType: 'Pack Content Type',
  },
} as const satisfies Record<ProductKind, { kind: ProductKind } & Record<string, string>>;

export type PlanWords = (typeof PLAN_WORDS)[ProductKind];

/** 'The book plan has no chapters. Add chapters to the Book Plan first.' (a course's: its plan and modules). */
export const noChapters = (words: PlanWords) =>
  `The ${words.plan.toLowerCase()} has no ${words.units.toLowerCase()}. Add ${words.units.toLowerCase()} to the ${words.plan} first.`;

/** 'A book can have at most 100 chapters; this plan has 120.' (a course's: its modules). */
export const tooManyChapters = (words: PlanWords, chapters: number) =>
  `A ${words.noun} can have at most ${formatCount(LIMITS.bookChapters)} ${words.units.toLowerCase()}; this plan has ${formatCount(chapters)}.`;

/**
 * 'The book plan was saved again after these changes began, so they are not saved.' (a course's: its plan): a save
 * made on an older revision of the plan.
 */
export const planSavedSince = (words: PlanWords) =>
  `The ${words.plan.toLowerCase()} was saved again after these changes began, so they are not saved.`;

/** What a product is called by its plan: 'book', 'course' or 'template pack'. */
export type PlanNoun = (typeof PLAN_WORDS)[ProductKind]['noun'];
