import type { Kysely } from 'kysely';
import { COURSE_KIT_FILES, type CourseKitFormat } from '../../../shared/course-kit.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { documentFileName } from '../documents/document-file-name.js';
import { COURSE_KIT_WRITERS } from './course-kit-files.js';
import { courseQuizzesOf } from './course-quizzes.js';

export const NOT_A_COURSE = 'This product is not a course: only a course has a quiz bank';
export const NO_QUESTIONS = 'The course plan has no quiz questions yet: add them to its modules and save the plan';

/**
 * One file of a course's kit, made from its plan as it is saved now, named after the course's title. Another user's
 * project is 'Project not found' (404), a book 404, a course with no questions 409.
 */
export async function makeCourseKitFile(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  format: CourseKitFormat,
) {
  const { plan, kind } = await readBookPlan(db, userId, projectId);
  if (kind !== 'course') throw new AppError('NOT_FOUND', NOT_A_COURSE);
  const course = courseQuizzesOf(projectId, plan);
  if (!course) throw new AppError('CONFLICT', NO_QUESTIONS);
  const writer = COURSE_KIT_WRITERS[format];
  return {
    bytes: writer.write(course),
    contentType: writer.contentType,
    disposition: documentFileName(course.title, writer.extension, {
      draft: false,
      label: COURSE_KIT_FILES[format].label,
    }),
  };
}
