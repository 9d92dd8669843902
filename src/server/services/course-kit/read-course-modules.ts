import type { Kysely } from 'kysely';
import { readModuleText } from '../../../shared/course-module-text.js';
import { kindOfPlan } from '../../../shared/product-kind.js';
import { isTemplateDraft } from '../../../shared/template-text.js';
import { withoutAsides } from '../../../shared/markdown-asides.js';
import type { Database } from '../../db/schema.js';
import { chapterKey } from '../products/book/book-parts.js';
import { readBook } from '../book-model/read-book.js';
import { bookShares, sectionShare } from '../text-origins/text-shares.js';
import type { CourseEndText, CourseEnds, CourseModuleText } from '../products/course/course-parts.js';

/** Whether a section's text is still mostly the built-in writer's template (shared/template-text.ts). */
const isTemplate = (section: Parameters<typeof sectionShare>[0]) =>
  isTemplateDraft(bookShares([sectionShare(section)]));

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
