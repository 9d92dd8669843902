import { COURSE_PLAN_LIMITS } from '../../../../../shared/limits.js';
import type { QuizQuestion } from '../../../../../shared/schemas/course-plan.js';
import { csvFile } from '../../../../../shared/csv-cell.js';
import type { CourseQuizzes } from '../course-quizzes.js';

const CHOICE_LETTERS = 'ABCDEF'.slice(0, COURSE_PLAN_LIMITS.choicesPerQuestion).split('');
const TYPE_NAMES = { 'multiple-choice': 'Multiple choice', 'true-false': 'True/false', 'short-answer': 'Short answer' };
const HEADER = [
  'Module',
  'Module title',
  'Question number',
  'Type',
  'Question',
  ...CHOICE_LETTERS.map((letter) => `Choice ${letter}`),
  'Right answer',
  'Explanation',
];

/** What is right: the right choice's letter and text, True or False, or every accepted answer apart by ' | '. */
function rightAnswer(question: QuizQuestion): string {
  switch (question.kind) {
    case 'multiple-choice':
      return `${CHOICE_LETTERS[question.answer]}: ${question.choices[question.answer]}`;
    case 'true-false':
      return question.answer ? 'True' : 'False';
    case 'short-answer':
      return question.acceptedAnswers.join(' | ');
  }
}

/**
 * The quiz bank as a spreadsheet reads it: a row per question with its module, type, choices, right answer and
 * explanation; UTF-8 with a byte-order mark, so Excel shows accents and emoji as typed.
 */
export function writeQuizCsv(course: CourseQuizzes): string {
  const rows: (string | number)[][] = [HEADER];
  for (const module of course.modules) {
    module.quiz.forEach((question, index) => {
      const choices = CHOICE_LETTERS.map((_, place) =>
        question.kind === 'multiple-choice' ? (question.choices[place] ?? '') : '',
      );
      rows.push([
        module.number,
        module.title,
        index + 1,
        TYPE_NAMES[question.kind],
        question.question,
        ...choices,
        rightAnswer(question),
        question.explanation,
      ]);
    });
  }
  return csvFile(rows);
}
