import { buildTemplateSpec } from '../../../ai/offline/build-template-spec.js';
import type { ProductKindDefinition } from '../product-kind-definition.js';
import { BOOK_KIND, bookPlanOf } from '../book/book-kind.js';

/**
 * A template pack (docs/decisions/0078-template-pack.md): templates, each a chapter that also holds its file's kind,
 * columns and examples, drafted from its title by the built-in writer until the creator saves their own; its PDF,
 * DOCX and EPUB are the pack's guide, printed as written, and its templates the files of write-template-files.ts.
 */
export const TEMPLATES_KIND: ProductKindDefinition = {
  planOf: (plan) => ({
    ...bookPlanOf(plan),
    chapters: plan.chapters.map(({ title, goal, template }) => ({
      title,
      goal,
      template: template ?? buildTemplateSpec(title),
    })),
    templatePack: true,
  }),
  chapterPlanWriter: null,
  printedSections: BOOK_KIND.printedSections,
  printedPlan: BOOK_KIND.printedPlan,
};
