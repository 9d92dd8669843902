import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { ProductKind } from '../../../shared/product-kind.js';
import { buildTemplateSpec } from '../../ai/offline/build-template-spec.js';

/**
 * The plan as its kind of product holds it (docs/decisions/0073-course-plan.md, 0078-template-pack.md): a book's
 * chapters are a title and a goal; a course's modules also have their lessons and quiz, and the course its final
 * assignment, each empty until given; a template pack's templates also have their file's kind, columns and examples,
 * drafted from the template's title by the built-in writer until the creator saves their own. What another kind's
 * plan had besides is not kept.
 */
export function planOfKind(plan: BookPlan, kind: ProductKind): BookPlan {
  const { finalAssignment, templatePack: _templatePack, ...book } = plan;
  switch (kind) {
    case 'book':
      return { ...book, chapters: plan.chapters.map(({ title, goal }) => ({ title, goal })) };
    case 'course':
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
    case 'templates':
      return {
        ...book,
        chapters: plan.chapters.map(({ title, goal, template }) => ({
          title,
          goal,
          template: template ?? buildTemplateSpec(title),
        })),
        templatePack: true,
      };
  }
}
