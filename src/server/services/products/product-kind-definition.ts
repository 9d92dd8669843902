import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { SectionInput } from '../render/book-model.js';

/** A written section as the book's files are made from it: its id, its name and its Markdown. */
export interface WrittenSection {
  id: string;
  section_name: string;
  content: string;
}

/**
 * What a kind of product is made of (shared/product-kind.ts names the kinds, docs/decisions/0081-product-core.md): a
 * kind's folder under services/products/ declares it once, and the services that read, write and print a product ask
 * the kind's declaration (product-kinds.ts) rather than asking which kind it is.
 */
export interface ProductKindDefinition {
  /**
   * The plan as the kind holds it, on every read and save: what each chapter carries besides its title and goal (a
   * course's lessons and quiz, a template's file spec), each filled until the creator gives their own. What another
   * kind's plan had besides is not kept.
   */
  planOf: (plan: BookPlan) => BookPlan;
  /**
   * What the run asks its writer for before writing a chapter's part, when the plan lacks it: a course's module its
   * lessons and quiz (book-runs/plan-course-module.ts, the `draft-course-module` task); null when a chapter is written
   * from its title and goal alone.
   */
  chapterPlanWriter: 'draft-course-module' | null;
  /** The sections its PDF, DOCX and EPUB print, made from the written sections in their order. */
  printedSections: (plan: BookPlan, sections: readonly WrittenSection[]) => SectionInput[];
  /**
   * What those files print of the plan besides its title and chapters' titles, as one comparable text: a saved plan
   * that changes it makes the files out of date.
   */
  printedPlan: (plan: BookPlan) => string;
}
