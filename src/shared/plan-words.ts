import type { ProductKind } from './product-kind.js';

/** What the plan card calls the product and its parts, by its kind: a book's chapters, a course's modules. */
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
  },
} as const satisfies Record<ProductKind, { kind: ProductKind } & Record<string, string>>;

export type PlanWords = (typeof PLAN_WORDS)[ProductKind];

/** 'The book plan has no chapters. Add chapters to the Book Plan first.' (a course's: its plan and modules). */
export const noChapters = (words: PlanWords) =>
  `The ${words.plan.toLowerCase()} has no ${words.units.toLowerCase()}. Add ${words.units.toLowerCase()} to the ${words.plan} first.`;
