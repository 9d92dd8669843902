import type { QuizQuestion } from '../../../../../shared/schemas/course-plan.js';
import { oneLine } from '../../../../../shared/one-line.js';
import { moduleName, type CourseQuizzes } from '../course-quizzes.js';

/** GIFT's own characters, which a text escapes with a backslash (Moodle's GIFT format). */
const escapeGift = (text: string) => oneLine(text).replace(/[~=#{}:\\]/g, (character) => `\\${character}`);

/**
 * An answer's text: GIFT reads an answer that starts with '%' as its weight ('%50%') and has no escape for it, so such
 * an answer starts after a no-break space, which Moodle keeps and shows as a space.
 */
const escapeAnswer = (text: string) => escapeGift(text.startsWith('%') ? `\u00A0${text}` : text);

/** A category name: Moodle reads '/' as a step down a category path, so a title's slash becomes a dash. */
const categoryName = (text: string) => oneLine(text).replace(/\//g, '-');

/** The explanation as the question's general feedback, shown once it is answered. */
const feedback = (question: QuizQuestion) => (question.explanation ? `####${escapeGift(question.explanation)}` : '');

function answers(question: QuizQuestion): string {
  switch (question.kind) {
    case 'multiple-choice':
      return question.choices
        .map((choice, index) => `\t${index === question.answer ? '=' : '~'}${escapeAnswer(choice)}`)
        .join('\n');
    case 'true-false':
      return `\t${question.answer ? 'TRUE' : 'FALSE'}`;
    case 'short-answer':
      return question.acceptedAnswers.map((answer) => `\t=${escapeAnswer(answer)}`).join('\n');
  }
}

/**
 * The course's quiz bank in GIFT, the text format Moodle's question bank imports: a category per module under the
 * course's, each question named by its module and place, with its right answers and its explanation as general
 * feedback. UTF-8, questions apart by a blank line.
 */
export function writeGift(course: CourseQuizzes): string {
  const blocks = [`// ${oneLine(course.title)}: quiz bank, one category per module`];
  for (const module of course.modules) {
    blocks.push(`$CATEGORY: $course$/top/${categoryName(course.title)}/${categoryName(moduleName(module))}`);
    module.quiz.forEach((question, index) => {
      const name = escapeGift(`Module ${module.number}, question ${index + 1}`);
      const body = `${answers(question)}\n\t${feedback(question)}`.trimEnd();
      blocks.push(`::${name}::${escapeGift(question.question)} {\n${body}\n}`);
    });
  }
  return `${blocks.join('\n\n')}\n`;
}
