import type { BookPlan } from '../../src/shared/schemas/book-plan.js';

/**
 * A course of two modules whose workbook has every place to write or tick: two lessons a module (one objective holding
 * Markdown's own characters, one left empty), a quiz of each kind, and a final assignment.
 */
export const WORKBOOK_COURSE_PLAN: BookPlan = {
  title: 'Calm Kitchens',
  subtitle: '',
  authorName: 'Ana Núñez',
  isbn: '',
  description: '',
  finalAssignment: 'Cook one week from your plan and note what you would change.',
  chapters: [1, 2].map((n) => ({
    title: `Week ${n}`,
    goal: '',
    lessons: [1, 2].map((lesson) => ({
      title: `Step ${n}.${lesson}`,
      objective: lesson === 1 ? `Plan *week* ${n} in # ten minutes.` : '',
      keyPoints: [],
    })),
    quiz: [
      {
        kind: 'multiple-choice',
        question: `Which comes first in week ${n}?`,
        choices: ['Shopping', 'The plan'],
        answer: 1,
        explanation: 'The list follows the plan.',
      },
      { kind: 'true-false', question: `Week ${n} needs a freezer.`, answer: false, explanation: '' },
      {
        kind: 'short-answer',
        question: `Where does week ${n}'s food wait?`,
        acceptedAnswers: ['Pantry', 'the pantry'],
        explanation: '',
      },
    ],
  })),
};
