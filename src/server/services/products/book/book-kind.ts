import type { BookPlan } from '../../../../shared/schemas/book-plan.js';
import type { ProductKindDefinition } from '../product-kind-definition.js';

/** A plan with nothing of another kind's: the title, subtitle, author and description, each chapter a title and goal. */
export function bookPlanOf(plan: BookPlan): BookPlan {
  const { finalAssignment: _finalAssignment, templatePack: _templatePack, ...book } = plan;
  return { ...book, chapters: plan.chapters.map(({ title, goal }) => ({ title, goal })) };
}

/**
 * A book: chapters, each a title and goal, written as one part each between its front and back matter
 * (book-parts.ts), and printed as written in its PDF, DOCX and EPUB.
 */
export const BOOK_KIND: ProductKindDefinition = {
  planOf: bookPlanOf,
  chapterPlanWriter: null,
  printedSections: (_plan, sections) =>
    sections.map((section) => ({ heading: section.section_name, markdown: section.content })),
  printedPlan: () => '',
};
