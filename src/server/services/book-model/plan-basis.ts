import { z } from 'zod';
import type { BookPlan, BookPlanChapter } from '../../../shared/schemas/book-plan.js';
import { readJson, writeJson } from '../../db/codec.js';
import type { BookPartPlan } from '../products/book/book-parts.js';
import { namesPhrase } from '../../../shared/names-phrase.js';

/** The book's own names a part may print: its title, subtitle and author. */
const bookNames = z.object({ title: z.string(), subtitle: z.string(), authorName: z.string() });
export type BookNames = z.output<typeof bookNames>;

/**
 * The plan a part was written against (docs/decisions/0040-parts-know-their-plan.md), stored with its section
 * (`generated_content.plan_basis`): the chapter titles in order, the part's own chapter number (null for the
 * introduction and conclusion), the numbers of the chapters that were written when it was, and the book's title,
 * subtitle and author then (parts written before these were recorded have none).
 */
export const planBasis = z.object({
  chapters: z.array(z.string()),
  number: z.number().int().nullable(),
  written: z.array(z.number().int()),
  book: bookNames.optional(),
  /** A course's module: the titles of its lessons, in order, that it was written as (docs/decisions/0074). */
  lessons: z.array(z.string()).optional(),
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
  chapters: readonly Pick<BookPlanChapter, 'title' | 'lessons'>[];
  /** The numbers of the chapters that are written. */
  written: readonly number[];
  book: Pick<BookPlan, 'title' | 'subtitle' | 'authorName'>;
}

const sameList = <Item>(a: readonly Item[], b: readonly Item[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const BOOK_NAMES = ['title', 'subtitle', 'authorName'] as const;

/** The names the book has now, which an old name inside one of them is not counted in (names-phrase.ts). */
const namesNow = (now: PlanNow, titles: readonly string[]) => [...BOOK_NAMES.map((name) => now.book[name]), ...titles];

/** The book's title, subtitle or author the part was written with that has changed since and that its text prints. */
function printsOldBookName(basis: PlanBasis, now: PlanNow, titles: readonly string[], text: string): boolean {
  const before = basis.book;
  if (!before) return false;
  return BOOK_NAMES.some(
    (name) => before[name] !== now.book[name] && namesPhrase(text, before[name], namesNow(now, titles)),
  );
}

/** A chapter the part's text names by its title then that the plan no longer has (renamed or removed). */
function printsOldChapterTitle(basis: PlanBasis, now: PlanNow, titles: readonly string[], text: string): boolean {
  return basis.chapters.some((title) => !titles.includes(title) && namesPhrase(text, title, namesNow(now, titles)));
}

/**
 * Whether a written part prints names the plan no longer has, or no longer where it says (docs/decisions/0040):
 * - the introduction and conclusion, which tell every chapter, when the chapter titles or their order changed, or a
 *   chapter was written (or removed) after them — without a recorded plan, as soon as any chapter is written;
 * - a chapter when its own number or title changed, or the title of the chapter before or after it (it names them);
 *   a course's module also when its lessons' titles or their order changed since it was written as them;
 * - any part with a recorded plan whose text names the book's title, subtitle or author as they were, or a chapter by
 *   a title it no longer has.
 * A chapter without a recorded plan (written in the Content tool, picked in Assemble) is not marked: what it names
 * cannot be told, and a creator's chapter is not rewritten unasked.
 */
export function isOutOfDate(
  part: Pick<BookPartPlan, 'role' | 'number'>,
  basis: PlanBasis | null,
  now: PlanNow,
  text: string,
) {
  const titles = now.chapters.map((chapter) => chapter.title);
  if (part.role !== 'chapter' || part.number === null) {
    if (!basis) return now.written.length > 0;
    return (
      !sameList(basis.chapters, titles) ||
      !sameList([...basis.written].sort(byNumber), [...now.written].sort(byNumber)) ||
      printsOldBookName(basis, now, titles, text)
    );
  }
  if (!basis) return false;
  const index = part.number - 1;
  return (
    basis.number !== part.number ||
    [index - 1, index, index + 1].some((at) => basis.chapters[at] !== titles[at]) ||
    (basis.lessons !== undefined && !sameList(basis.lessons, lessonTitles(now.chapters[index]))) ||
    printsOldBookName(basis, now, titles, text) ||
    printsOldChapterTitle(basis, now, titles, text)
  );
}

const byNumber = (a: number, b: number) => a - b;

/** The titles of a module's lessons, in order; none for a book's chapter. */
export const lessonTitles = (chapter: Pick<BookPlanChapter, 'lessons'> | undefined): string[] =>
  chapter?.lessons?.map((lesson) => lesson.title) ?? [];
