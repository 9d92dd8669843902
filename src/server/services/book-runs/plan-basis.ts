import { z } from 'zod';
import type { BookPlanChapter } from '../../../shared/schemas/book-plan.js';
import { readJson, writeJson } from '../../db/codec.js';
import type { BookPartPlan } from './book-parts.js';

/**
 * The plan a part was written against (docs/decisions/0040-parts-know-their-plan.md), stored with its section
 * (`generated_content.plan_basis`): the chapter titles in order, the part's own chapter number (null for the
 * introduction and conclusion) and the numbers of the chapters that were written when it was.
 */
export const planBasis = z.object({
  chapters: z.array(z.string()),
  number: z.number().int().nullable(),
  written: z.array(z.number().int()),
});
export type PlanBasis = z.output<typeof planBasis>;

/** The stored basis as JSON text; null for a section written without one (the Content tool, or before runs kept it). */
export const writePlanBasis = (basis: PlanBasis): string => writeJson(basis);

/** The stored basis read back; null when there is none or it is not one. */
export function readPlanBasis(value: unknown): PlanBasis | null {
  if (value === null || value === undefined) return null;
  const parsed = planBasis.safeParse(readJson(value));
  return parsed.success ? parsed.data : null;
}

/** The book as it stands, as far as whether a part is out of date goes. */
export interface PlanNow {
  chapters: readonly Pick<BookPlanChapter, 'title'>[];
  /** The numbers of the chapters that are written. */
  written: readonly number[];
}

const sameList = <Item>(a: readonly Item[], b: readonly Item[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Whether a written part names chapters the plan no longer has where it says (docs/decisions/0040): the introduction
 * and conclusion when the chapter titles or their order changed, or a chapter was written (or removed) after them —
 * without a recorded plan, as soon as any chapter is written; a chapter when its own number, or the title of the
 * chapter before or after it, changed. A chapter without a recorded plan (written in the Content tool, picked in
 * Assemble) is not marked: what it names cannot be told, and a creator's chapter is not rewritten unasked.
 */
export function isOutOfDate(part: Pick<BookPartPlan, 'role' | 'number'>, basis: PlanBasis | null, now: PlanNow) {
  const titles = now.chapters.map((chapter) => chapter.title);
  if (part.role !== 'chapter' || part.number === null) {
    if (!basis) return now.written.length > 0;
    return (
      !sameList(basis.chapters, titles) || !sameList([...basis.written].sort(byNumber), [...now.written].sort(byNumber))
    );
  }
  if (!basis) return false;
  const index = part.number - 1;
  return (
    basis.number !== part.number ||
    basis.chapters[index - 1] !== titles[index - 1] ||
    basis.chapters[index + 1] !== titles[index + 1]
  );
}

const byNumber = (a: number, b: number) => a - b;
