import type { Selectable } from 'kysely';
import { z } from 'zod';
import { PRODUCT_TYPE_VALUES } from '../../../shared/catalog.js';
import { BOOK_PART_ROLES } from '../../../shared/schemas/book-run.js';
import { readJson } from '../../db/codec.js';
import type { BookRunsTable } from '../../db/schema.js';
import type { Book } from '../book-model/read-book.js';

/** The plan a run writes from, as it stood when the run started: later edits to the plan do not move a run. */
export const storedRunPlan = z.object({
  title: z.string(),
  /** The subtitle and author the book had (runs started before they were kept have none). */
  subtitle: z.string().optional(),
  authorName: z.string().optional(),
  productType: z.enum(PRODUCT_TYPE_VALUES),
  /** Each chapter's title and goal; a course's module also its lessons (runs before courses had them have none). */
  chapters: z.array(
    z.object({
      title: z.string(),
      goal: z.string(),
      lessons: z
        .array(z.object({ title: z.string(), objective: z.string(), keyPoints: z.array(z.string()) }))
        .optional(),
      /**
       * False for a course's module that had no quiz, which the run drafts before writing it (plan-course-module.ts),
       * so its estimate counts that; runs from before it have none, and are estimated as before.
       */
      quizzed: z.boolean().optional(),
    }),
  ),
});
export type StoredRunPlan = z.output<typeof storedRunPlan>;

/** The plan a run started now writes from: the book's plan, its modules' lessons, and which have a quiz. */
export function runPlanOf(book: Pick<Book, 'plan' | 'productType'>): StoredRunPlan {
  return {
    title: book.plan.title,
    subtitle: book.plan.subtitle,
    authorName: book.plan.authorName,
    productType: book.productType,
    chapters: book.plan.chapters.map(({ title, goal, lessons, quiz }) => ({
      title,
      goal,
      ...(lessons ? { lessons } : {}),
      ...(quiz ? { quizzed: quiz.length > 0 } : {}),
    })),
  };
}

/** One part a run writes (products/book/book-parts.ts); a rewrite names the section it writes again. */
export const storedRunStep = z.object({
  key: z.string(),
  role: z.enum(BOOK_PART_ROLES),
  number: z.number().int().nullable(),
  title: z.string(),
  goal: z.string(),
  sectionName: z.string(),
  contentId: z.string().optional(),
});
export type StoredRunStep = z.output<typeof storedRunStep>;

export type BookRunRow = Selectable<BookRunsTable>;

/** A run row with its JSON read: the plan, the steps in writing order and the content type. */
export function readRunRow(row: BookRunRow) {
  return {
    plan: storedRunPlan.parse(readJson(row.plan)),
    steps: z.array(storedRunStep).parse(readJson(row.steps)),
    contentType: row.content_type,
  };
}

/** A run that holds the user's one place: it is writing, or paused waiting for Resume or Cancel. */
export const ACTIVE_STATUSES = ['running', 'paused'] as const;
