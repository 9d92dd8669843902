import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { documentFileName } from '../documents/document-file-name.js';
import { COURSE_KIT_FILES, type CourseKitFormat } from './course-kit-files.js';
import type { CourseQuizzes } from './course-quizzes.js';

export const NOT_A_COURSE = 'This product is not a course: only a course has a quiz bank';
export const NO_QUESTIONS = 'The course plan has no quiz questions yet: add them to its modules and save the plan';

/** The course's quizzes as its saved or derived plan has them: every module that has a question, by its number. */
async function readCourseQuizzes(db: Kysely<Database>, userId: string, projectId: string): Promise<CourseQuizzes> {
  const { plan, kind } = await readBookPlan(db, userId, projectId);
  if (kind !== 'course') throw new AppError('NOT_FOUND', NOT_A_COURSE);
  const modules = plan.chapters
    .map((chapter, index) => ({ number: index + 1, title: chapter.title, quiz: chapter.quiz ?? [] }))
    .filter((module) => module.quiz.length > 0);
  if (modules.length === 0) throw new AppError('CONFLICT', NO_QUESTIONS);
  return { projectId, title: plan.title, modules };
}

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
  const course = await readCourseQuizzes(db, userId, projectId);
  const file = COURSE_KIT_FILES[format];
  return {
    bytes: file.write(course),
    contentType: file.contentType,
    disposition: documentFileName(course.title, file.extension, { draft: false, label: file.label }),
  };
}
