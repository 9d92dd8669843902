import type { BookPlan } from '../../../../shared/schemas/book-plan.js';
import type { QuizQuestion } from '../../../../shared/schemas/course-plan.js';

/** A course's quizzes as the quiz bank files print them: its title, and each module with a quiz, by its number. */
export interface CourseQuizzes {
  /** The project's id: the packages' identifiers are made from it, so an import again replaces, not duplicates. */
  projectId: string;
  title: string;
  modules: readonly QuizModule[];
}

export interface QuizModule {
  /** The module's place in the plan, from 1. */
  number: number;
  title: string;
  quiz: readonly QuizQuestion[];
}

/** The quizzes of a course's plan: every module that has a question, by its number; null when none has one. */
export function courseQuizzesOf(projectId: string, plan: BookPlan): CourseQuizzes | null {
  const modules = plan.chapters
    .map((chapter, index) => ({ number: index + 1, title: chapter.title, quiz: chapter.quiz ?? [] }))
    .filter((module) => module.quiz.length > 0);
  return modules.length === 0 ? null : { projectId, title: plan.title, modules };
}

/** How a module is named in a bank: 'Module 2: Pantry Setup'. */
export const moduleName = (module: Pick<QuizModule, 'number' | 'title'>) => `Module ${module.number}: ${module.title}`;
