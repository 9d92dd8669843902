import type { BookPlan } from '../../../shared/schemas/book-plan.js';

/** A course's lessons' objectives, each once, in order: what a learner comes away able to do. */
export const lessonObjectives = (plan: Pick<BookPlan, 'chapters'>): string[] => [
  ...new Set(
    plan.chapters.flatMap((module) => module.lessons ?? []).flatMap((lesson) => lesson.objective.trim() || []),
  ),
];
