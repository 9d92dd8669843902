import type { CourseLesson, DraftCourseModuleInput, QuizQuestion } from '../../../shared/schemas/course-plan.js';
import type { ContentRequest } from '../book-context/chapter-context.js';

/** What a writer is told to draft a course module (docs/decisions/0073-course-plan.md): the module, its course's idea. */
export interface CourseModuleRequest extends DraftCourseModuleInput {
  ideaContext?: ContentRequest['ideaContext'];
  /**
   * The module's lessons as its creator planned them, when it has some and wants a quiz: the quiz checks their
   * objectives, and the draft's lessons are these, as they are.
   */
  lessons?: readonly CourseLesson[];
}

/** A module's drafted lessons and quiz, each valid as the Course Plan saves it. */
export interface CourseModuleDraft {
  lessons: CourseLesson[];
  quiz: QuizQuestion[];
}
