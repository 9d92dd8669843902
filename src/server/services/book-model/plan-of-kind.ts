import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { ProductKind } from '../../../shared/product-kind.js';

/**
 * The plan as its kind of product holds it (docs/decisions/0073-course-plan.md): a book's chapters are a title and a
 * goal; a course's modules also have their lessons and quiz, and the course its final assignment, each empty until
 * given. What another kind's plan had besides is not kept.
 */
export function planOfKind(plan: BookPlan, kind: ProductKind): BookPlan {
  const { finalAssignment, ...book } = plan;
  if (kind === 'book') return { ...book, chapters: plan.chapters.map(({ title, goal }) => ({ title, goal })) };
  return {
    ...book,
    chapters: plan.chapters.map(({ title, goal, lessons, quiz }) => ({
      title,
      goal,
      lessons: lessons ?? [],
      quiz: quiz ?? [],
    })),
    finalAssignment: finalAssignment ?? '',
  };
}
