import { writingOrder, type BookPartPlan } from '../products/book/book-parts.js';
import type { Book } from '../book-model/read-book.js';
import type { StoredRunStep } from './stored-run.js';

/**
 * The written parts "Write the rest" writes again (docs/decisions/0040-parts-know-their-plan.md): those out of date,
 * and the introduction and conclusion whenever a chapter is still to be written, since they tell what every chapter
 * says and are written after the chapters.
 */
export function partsToRewrite(book: Book): BookPartPlan[] {
  const chapterLeft = book.parts.some((part) => part.role === 'chapter' && !book.byKey.has(part.key));
  return book.parts.filter(
    (part) => book.byKey.has(part.key) && (book.outOfDate.has(part.key) || (chapterLeft && part.role !== 'chapter')),
  );
}

/**
 * What a run of the book writes, in writing order: every part not written, and with `rewriteOutOfDate` the parts of
 * `partsToRewrite`, each naming the section whose text it replaces.
 */
export function bookRunSteps(book: Book, { rewriteOutOfDate }: { rewriteOutOfDate: boolean }): StoredRunStep[] {
  const rewrites = rewriteOutOfDate ? new Set(partsToRewrite(book).map((part) => part.key)) : new Set<string>();
  return writingOrder(
    book.parts.flatMap((part) => {
      const section = book.byKey.get(part.key);
      if (!section) return [part];
      return rewrites.has(part.key) ? [{ ...part, contentId: section.id }] : [];
    }),
  );
}
