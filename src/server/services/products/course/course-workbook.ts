import { readModuleText, withoutVideoScripts } from '../../../../shared/course-module-text.js';
import { asModelAnswer } from '../../../../shared/markdown-asides.js';
import { ANSWER_LINE, blankRows, writeInTable } from '../../../../shared/write-in-markdown.js';
import { markdownText } from '../../../../shared/markdown-text.js';
import type { BookPlan, BookPlanChapter } from '../../../../shared/schemas/book-plan.js';
import type { QuizQuestion } from '../../../../shared/schemas/course-plan.js';
import { chapterKey, matchBookSections, planBookParts } from '../book/book-parts.js';
import type { SectionInput } from '../../render/book-model.js';

/**
 * A course's editions (PDF, DOCX, EPUB and the print edition) are its workbook for learners
 * (docs/decisions/0074-course-run.md): each module's lessons as written, without their video scripts (those are the
 * creator's, in the slide decks' notes and the lesson pages), its summary, then a worksheet made from its plan; the
 * final assignment with room to plan it. Each quiz's answers follow it as a model answer, which only the answer key
 * and the teacher's edition print (docs/decisions/0077-answer-key.md).
 */

/** The rows a blank table gives for writing notes or a plan. */
const WRITE_IN_ROWS = 4;
export const FINAL_ASSIGNMENT_HEADING = 'Final Assignment';
export const worksheetHeading = (number: number) => `Module ${number} Worksheet`;

const letter = (index: number) => String.fromCharCode(65 + index);

/** A question as the worksheet asks it: its words, then boxes to tick or a line to write on. */
function askedQuestion(question: QuizQuestion, number: number): string {
  const choices =
    question.kind === 'multiple-choice'
      ? question.choices.map((choice, index) => `${letter(index)}. ${markdownText(choice)}`)
      : question.kind === 'true-false'
        ? ['True', 'False']
        : null;
  const answer = choices ? choices.map((choice) => `   - [ ] ${choice}`).join('\n') : `   Your answer: ${ANSWER_LINE}`;
  return `${number}. ${markdownText(question.question)}\n\n${answer}`;
}

/** The right answer of a question, as the answer key prints it under the quiz's heading, with its explanation. */
function answerOf(question: QuizQuestion, number: number): string {
  const right =
    question.kind === 'multiple-choice'
      ? `${letter(question.answer)}. ${markdownText(question.choices[question.answer] ?? '')}`
      : question.kind === 'true-false'
        ? question.answer
          ? 'True'
          : 'False'
        : question.acceptedAnswers.map(markdownText).join(' or ');
  const why = question.explanation.trim() ? ` — ${markdownText(question.explanation)}` : '';
  return `${number}. **${right}**${why}`;
}

/**
 * A module's worksheet, a section of its own after the module's: what its lessons let the learner do, a plan to put
 * each into practice, its quiz, and room for notes.
 */
function worksheet(number: number, module: BookPlanChapter, lessonTitles: readonly string[]): SectionInput {
  const lessons = module.lessons ?? [];
  const titles = lessons.map((lesson, index) => lessonTitles[index] ?? lesson.title);
  const canDo = lessons.map((lesson, index) => markdownText(lesson.objective || `Explain “${titles[index]}”`));
  const quiz = module.quiz ?? [];
  const markdown = [
    'Work through this page once you have finished the module’s lessons.',
    ...(canDo.length > 0
      ? [
          '## What You Can Do Now',
          'Tick each one you can do without looking back at the lesson.',
          canDo.map((item) => `- [ ] ${item}`).join('\n'),
        ]
      : []),
    '## Put It Into Practice',
    titles.length > 0
      ? 'For each lesson, write one step you will take this week.'
      : 'Write the steps you will take this week.',
    titles.length > 0
      ? writeInTable(
          ['Lesson', 'Your next step'],
          titles.map((title) => markdownText(title)),
        )
      : writeInTable(['Your next steps'], blankRows(WRITE_IN_ROWS)),
    ...(quiz.length > 0
      ? [
          '## Check Yourself',
          'Answer without looking back, then check your answers against the answer key.',
          quiz.map((question, index) => askedQuestion(question, index + 1)).join('\n\n'),
          asModelAnswer(quiz.map((question, index) => answerOf(question, index + 1)).join('\n')),
        ]
      : []),
    '## Notes',
    writeInTable(['Your notes'], blankRows(WRITE_IN_ROWS)),
  ].join('\n\n');
  return { heading: worksheetHeading(number), markdown };
}

/** The final assignment, with a table to plan it in. */
const finalAssignment = (assignment: string): SectionInput => ({
  heading: FINAL_ASSIGNMENT_HEADING,
  markdown: [
    markdownText(assignment),
    '## Your Plan',
    writeInTable(['Step', 'What you will do', 'By when'], ['1', '2', '3', '4']),
  ].join('\n\n'),
});

/**
 * A course's sections as its editions print them: each module's section without its video scripts, followed by
 * its worksheet, the other sections as they are; then the final assignment, when the plan has one.
 */
export function courseWorkbookSections(
  plan: BookPlan,
  sections: readonly { id: string; section_name: string; content: string }[],
): SectionInput[] {
  const { byKey } = matchBookSections(planBookParts(plan, 'course'), plan, sections);
  const moduleOf = new Map(
    plan.chapters.flatMap((module, index) => {
      const section = byKey.get(chapterKey(index + 1));
      return section ? [[section.id, { number: index + 1, module }] as const] : [];
    }),
  );
  const printed = sections.flatMap((section): SectionInput[] => {
    const of = moduleOf.get(section.id);
    if (!of) return [{ heading: section.section_name, markdown: section.content }];
    const titles = readModuleText(section.content).lessons.map((lesson) => lesson.title);
    return [
      { heading: section.section_name, markdown: withoutVideoScripts(section.content) },
      worksheet(of.number, of.module, titles),
    ];
  });
  const assignment = plan.finalAssignment?.trim();
  return [...printed, ...(assignment ? [finalAssignment(assignment)] : [])];
}

/**
 * What the workbook prints of a course's plan besides its modules' titles: its lessons' objectives and titles, its
 * quizzes and its final assignment. A saved plan that changes it makes the files out of date.
 */
export const workbookPlanPrint = (plan: BookPlan): string =>
  JSON.stringify([
    plan.chapters.map((module) => [
      (module.lessons ?? []).map((lesson) => [lesson.title, lesson.objective]),
      module.quiz ?? [],
    ]),
    plan.finalAssignment ?? '',
  ]);
