import type { WrittenModule } from '../../../../shared/course-module-text.js';

/**
 * A course's parts as written: each module of its plan is one part whose text follows shared/course-module-text.ts
 * (each lesson, its video script, the module's summary), besides the overview and conclusion the book's ends are
 * (docs/decisions/0074-course-run.md).
 */
export interface CourseModuleText extends WrittenModule {
  /** Its text is still mostly the built-in writer's template (shared/template-text.ts), so its pages say so. */
  template: boolean;
  /** Its plan changed since it was written: a module or lesson renamed or moved (book-model/plan-basis.ts). */
  outOfDate: boolean;
}

/** The course's overview or conclusion as its section holds it now. */
export interface CourseEndText {
  /** Its text for the learner, author notes left out. */
  markdown: string;
  /** Still mostly the built-in writer's template. */
  template: boolean;
}

/** The course's written overview and conclusion, each null while it is not written. */
export interface CourseEnds {
  overview: CourseEndText | null;
  conclusion: CourseEndText | null;
}

/** The lessons the written modules hold. */
export const writtenLessons = (modules: readonly (CourseModuleText | null)[]) =>
  modules.reduce((sum, module) => sum + (module?.lessons.length ?? 0), 0);
