import type { Kysely } from 'kysely';
import { courseKitCounts } from '../../../shared/course-kit.js';
import { videoMinutesOf } from '../../../shared/course-module-text.js';
import type { CourseView } from '../../../shared/schemas/course-view.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { NOT_A_COURSE } from './make-course-kit-file.js';
import { readCourseModules } from './read-course-modules.js';
import { writtenLessons } from '../products/course/course-parts.js';

/**
 * The owner's course as its project page shows it (docs/decisions/0074-course-run.md): each module with its planned
 * lessons and, once written, the lessons its text holds with their videos' minutes. A book, or another user's
 * project, is a 404.
 */
export async function readCourseView(db: Kysely<Database>, userId: string, projectId: string): Promise<CourseView> {
  const { plan, kind, modules } = await readCourseModules(db, userId, projectId);
  if (kind !== 'course') throw new AppError('NOT_FOUND', NOT_A_COURSE);
  const counts = courseKitCounts(plan, writtenLessons(modules));
  return {
    modules: plan.chapters.map((module, index) => {
      const written = modules[index];
      return {
        title: module.title,
        plannedLessons: module.lessons?.length ?? 0,
        written: written
          ? {
              lessons: written.lessons.map(({ title, minutes }) => ({ title, minutes })),
              template: written.template,
              outOfDate: written.outOfDate,
            }
          : null,
      };
    }),
    counts: {
      lessons: counts.lessons,
      questions: counts.questions,
      writtenLessons: counts.written,
      videoMinutes: videoMinutesOf(modules.flatMap((module) => module?.lessons ?? [])),
    },
  };
}
