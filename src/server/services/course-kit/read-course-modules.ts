import type { Kysely } from 'kysely';
import { readModuleText, type WrittenModule } from '../../../shared/course-module-text.js';
import { kindOfPlan } from '../../../shared/product-kind.js';
import { isTemplateDraft } from '../../../shared/template-text.js';
import { withoutAsides } from '../../../shared/markdown-asides.js';
import type { Database } from '../../db/schema.js';
import { chapterKey } from '../book-model/book-parts.js';
import { readBook } from '../book-model/read-book.js';
import { bookShares, sectionShare } from '../text-origins/text-shares.js';

/** A module of a course as its section holds it now (docs/decisions/0074-course-run.md). */
export interface CourseModuleText extends WrittenModule {
  /** Its text is still mostly the built-in writer's template (shared/template-text.ts), so its pages say so. */
  template: boolean;
  /** Its plan changed since it was written: a module or lesson renamed or moved (book-model/plan-basis.ts). */
  outOfDate: boolean;
}

/** Whether a section's text is still mostly the built-in writer's template (shared/template-text.ts). */
const isTemplate = (section: Parameters<typeof sectionShare>[0]) =>
  isTemplateDraft(bookShares([sectionShare(section)]));

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

/**
 * One of the user's projects as a course: its plan (saved or derived), its kind, for each module of the plan the
 * lessons, video scripts and summary its section holds, or null while it is not written, and its written overview
 * and conclusion. Another user's project is 'Project not found'.
 */
export async function readCourseModules(db: Kysely<Database>, userId: string, projectId: string) {
  const { plan, byKey, outOfDate } = await readBook(db, userId, projectId);
  const end = (key: 'introduction' | 'conclusion'): CourseEndText | null => {
    const section = byKey.get(key);
    const markdown = section ? withoutAsides(section.content) : '';
    if (!section || !markdown) return null;
    return { markdown, template: isTemplate(section) };
  };
  const ends: CourseEnds = { overview: end('introduction'), conclusion: end('conclusion') };
  const modules = plan.chapters.map((_, index): CourseModuleText | null => {
    const key = chapterKey(index + 1);
    const section = byKey.get(key);
    if (!section) return null;
    return {
      ...readModuleText(section.content),
      template: isTemplate(section),
      outOfDate: outOfDate.has(key),
    };
  });
  return { plan, kind: kindOfPlan(plan), modules, ends };
}
export type CourseModules = Awaited<ReturnType<typeof readCourseModules>>;

/** The lessons the written modules hold. */
export const writtenLessons = (modules: readonly (CourseModuleText | null)[]) =>
  modules.reduce((sum, module) => sum + (module?.lessons.length ?? 0), 0);
