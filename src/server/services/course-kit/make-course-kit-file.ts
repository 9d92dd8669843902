import type { Kysely } from 'kysely';
import {
  COURSE_KIT_FILES,
  courseKitCounts,
  kitFileReady,
  KIT_FILE_NEEDS,
  type CourseKitFormat,
} from '../../../shared/course-kit.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { documentFileName } from '../documents/document-file-name.js';
import { COURSE_KIT_WRITERS } from '../products/course/course-kit-files.js';
import { readProjectDeckTheme } from '../covers/project-deck-theme.js';
import { readCourseModules } from './read-course-modules.js';
import { writtenLessons } from '../products/course/course-parts.js';
import { writeKitFileOnThread } from './write-kit-file-on-thread.js';

export const NOT_A_COURSE = 'This product is not a course: only a course has a course kit';

/**
 * One file of a course's kit, made from its plan as it is saved now and its modules as written now, named after the course's title. Another user's
 * project is 'Project not found' (404), a book 404, a course whose plan has nothing for the file yet 409.
 */
export async function makeCourseKitFile(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  format: CourseKitFormat,
) {
  const { plan, kind, modules, ends } = await readCourseModules(db, userId, projectId);
  if (kind !== 'course') throw new AppError('NOT_FOUND', NOT_A_COURSE);
  if (!kitFileReady(format, courseKitCounts(plan, writtenLessons(modules))))
    throw new AppError('CONFLICT', KIT_FILE_NEEDS[COURSE_KIT_FILES[format].needs]);
  const writer = COURSE_KIT_WRITERS[format];
  return {
    bytes: await writeKitFileOnThread(format, {
      projectId,
      plan,
      modules,
      ends,
      deckTheme: () => readProjectDeckTheme(db, userId, projectId, plan),
    }),
    contentType: writer.contentType,
    disposition: documentFileName(plan.title, writer.extension, {
      draft: false,
      label: COURSE_KIT_FILES[format].label,
    }),
  };
}
