import type { ProductKindDefinition } from '../product-kind-definition.js';
import { bookPlanOf } from '../book/book-kind.js';
import { courseWorkbookSections, workbookPlanPrint } from './course-workbook.js';

/**
 * A course (docs/decisions/0073-course-plan.md, 0074-course-run.md): modules, each with its lessons and quiz (empty
 * until given), and the course's final assignment; the run drafts a module's lessons and quiz when the plan has none,
 * then writes each module as one part (course-parts.ts); its PDF, DOCX and EPUB are the learner's workbook
 * (course-workbook.ts), and its kit the files of course-kit-files.ts.
 */
export const COURSE_KIND: ProductKindDefinition = {
  planOf: (plan) => ({
    ...bookPlanOf(plan),
    chapters: plan.chapters.map(({ title, goal, lessons, quiz }) => ({
      title,
      goal,
      lessons: lessons ?? [],
      quiz: quiz ?? [],
    })),
    finalAssignment: plan.finalAssignment ?? '',
  }),
  chapterPlanWriter: 'draft-course-module',
  printedSections: courseWorkbookSections,
  printedPlan: workbookPlanPrint,
};
