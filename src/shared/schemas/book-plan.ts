import { z } from 'zod';
import { formatCount } from '../format-count.js';
import { BOOK_PLAN_LIMITS } from '../limits.js';
import { joinTitle } from '../title-parts.js';
import { PRODUCT_KINDS } from '../product-kind.js';
import { courseModuleFields, coursePlanFields } from './course-plan.js';
import { templatePackFields } from './template-plan.js';
import { plainText, requiredText } from './fields.js';

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The ISBN's digits (and a final X of an ISBN-10), with the hyphens and spaces it is written with left out. */
export const isbnCharacters = (isbn: string) => isbn.replace(/[ -]/g, '').toUpperCase();

/** An ISBN-10 or ISBN-13 whose check digit is right; hyphens and spaces (not line breaks or tabs) may group its digits. */
export function isValidIsbn(isbn: string): boolean {
  if (!/^[\d -]+X?$/i.test(isbn.trim())) return false;
  const characters = isbnCharacters(isbn);
  if (/^\d{9}[\dX]$/.test(characters)) {
    const sum = [...characters].reduce(
      (total, character, index) => total + (character === 'X' ? 10 : Number(character)) * (10 - index),
      0,
    );
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(characters)) {
    const sum = [...characters].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
    return sum % 10 === 0;
  }
  return false;
}

/**
 * One chapter of the plan, numbered by its position; a course's module, which also has lessons and a quiz; a template
 * pack's template, which also has its file's kind, columns and examples.
 */
export const bookPlanChapter = z.object({
  title: requiredText('Chapter title', BOOK_PLAN_LIMITS.chapterTitle),
  /** One line: what the reader can do after the chapter. */
  goal: plainText('Chapter goal', BOOK_PLAN_LIMITS.chapterGoal),
  ...courseModuleFields,
  ...templatePackFields,
});
export type BookPlanChapter = z.output<typeof bookPlanChapter>;

/** PUT /api/projects/:id/plan: the whole plan, replacing the saved or derived one. */
export const bookPlanInput = z
  .object({
    title: requiredText('Book title', BOOK_PLAN_LIMITS.title),
    subtitle: plainText('Subtitle', BOOK_PLAN_LIMITS.subtitle).refine(
      (subtitle) => subtitle === '' || HAS_WORD_CHARACTER.test(subtitle),
      'Subtitle must contain words, not only emoji or symbols',
    ),
    authorName: requiredText('Author name', BOOK_PLAN_LIMITS.authorName),
    isbn: plainText('ISBN', 40).refine(
      (isbn) => isbn === '' || isValidIsbn(isbn),
      'Please enter a valid ISBN-10 or ISBN-13',
    ),
    chapters: z
      .array(bookPlanChapter, { error: 'Chapters must be a list' })
      .max(
        BOOK_PLAN_LIMITS.chapters,
        `A book plan can have at most ${formatCount(BOOK_PLAN_LIMITS.chapters)} chapters`,
      ),
    /**
     * What the files' metadata say the book is about, plain text with paragraphs. Empty (or left out), they carry one
     * built from the plan (shared/describe-book.ts).
     */
    description: plainText('Description', BOOK_PLAN_LIMITS.description).default(''),
    ...coursePlanFields,
    /**
     * The saved plan's revision the edits were made on (the `revision` a read answered). While the saved plan is still
     * at it, it is replaced; once it has been saved again since (a course run drafting a module, another tab), nothing
     * is saved and the answer is a 409. Left out, the plan is replaced whatever its revision.
     */
    revision: z.number({ error: 'Revision must be a number' }).int().min(0).optional(),
  })
  .refine(
    (plan) => !plan.subtitle || joinTitle(plan.title, plan.subtitle).length <= BOOK_PLAN_LIMITS.titleWithSubtitle,
    {
      path: ['subtitle'],
      message: `The title and subtitle together can have at most ${BOOK_PLAN_LIMITS.titleWithSubtitle} characters`,
    },
  );
export type BookPlanBody = z.input<typeof bookPlanInput>;

/**
 * A plan as the server answers it. Plain text fields: a derived plan is built from parts saved under other rules
 * (an account with no name has no author yet), so it is shown for the creator to complete, not refused.
 */
export const bookPlan = z.object({
  title: z.string(),
  subtitle: z.string(),
  authorName: z.string(),
  isbn: z.string(),
  chapters: z.array(z.object({ title: z.string(), goal: z.string(), ...courseModuleFields, ...templatePackFields })),
  /** The plan's own description; empty while the files carry the one built from the plan. */
  description: z.string(),
  ...coursePlanFields,
  /** Present, and true, on a template pack's plan (shared/product-kind.ts kindOfPlan). */
  templatePack: z.literal(true).optional(),
});

/** GET and PUT /api/projects/:id/plan: the plan, and whether it is saved or derived from the project's parts. */
export const bookPlanResponse = z.object({
  plan: bookPlan,
  /** False while no plan is saved and the plan shown is derived from the project's parts. */
  saved: z.boolean(),
  /** What the product is made as: a course's modules have lessons and a quiz (shared/product-kind.ts). */
  kind: z.enum(PRODUCT_KINDS),
  /** Counted up by every save (0 while none is saved): a save sends the one its edits were made on. */
  revision: z.number().int(),
});
export type BookPlan = z.output<typeof bookPlan>;
export type BookPlanResponse = z.output<typeof bookPlanResponse>;
