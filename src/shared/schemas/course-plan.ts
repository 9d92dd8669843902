import { z } from 'zod';
import { formatCount } from '../format-count.js';
import { COURSE_PLAN_LIMITS as LIMITS } from '../limits.js';
import { plainText, requiredText, textList } from './fields.js';

/**
 * What a course's plan adds to each module (docs/decisions/0073-course-plan.md): its lessons, each with an objective
 * and key points, and its quiz; and to the plan, a final assignment. A module's title and goal are the plan's
 * chapter's, so a module is renamed, moved and written as a chapter is.
 */

/** One lesson of a module: what the learner can do after it, and the points it makes. */
export const courseLesson = z.object({
  title: requiredText('Lesson title', LIMITS.lessonTitle),
  objective: plainText('Lesson objective', LIMITS.objective),
  keyPoints: textList('Key point', LIMITS.keyPointsPerLesson, LIMITS.keyPoint),
});
export type CourseLesson = z.output<typeof courseLesson>;

const question = requiredText('Question', LIMITS.question);
const explanation = plainText('Explanation', LIMITS.explanation);

/** A question with two to six choices, one of them right (`answer` is its place, from 0). */
const multipleChoice = z
  .object({
    kind: z.literal('multiple-choice'),
    question,
    choices: z
      .array(requiredText('Choice', LIMITS.choice), { error: 'Choices must be a list' })
      .min(2, 'A multiple-choice question needs at least 2 choices')
      .max(LIMITS.choicesPerQuestion, `A question can have at most ${LIMITS.choicesPerQuestion} choices`),
    answer: z.number({ error: 'Choose the right answer' }).int().min(0),
    explanation,
  })
  .refine((item) => item.answer < item.choices.length, {
    path: ['answer'],
    message: 'The right answer must be one of the choices',
  });

/** A statement that is true or false. */
const trueFalse = z.object({
  kind: z.literal('true-false'),
  question,
  answer: z.boolean({ error: 'Say whether the statement is true or false' }),
  explanation,
});

/** A question answered in a few words; any of the accepted answers is right, whatever its letter case. */
const shortAnswer = z.object({
  kind: z.literal('short-answer'),
  question,
  acceptedAnswers: textList('Accepted answer', LIMITS.acceptedAnswers, LIMITS.acceptedAnswer).refine(
    (answers) => answers.length > 0,
    'A short-answer question needs at least one accepted answer',
  ),
  explanation,
});

/** One question of a module's quiz, with the explanation shown once it is answered. */
export const quizQuestion = z.discriminatedUnion('kind', [multipleChoice, trueFalse, shortAnswer], {
  error: 'A question is multiple-choice, true-false or short-answer',
});
export type QuizQuestion = z.output<typeof quizQuestion>;
export type QuizQuestionBody = z.input<typeof quizQuestion>;
export type QuizQuestionKind = QuizQuestion['kind'];

/** What a course's module holds besides its title and goal. */
export const courseModuleFields = {
  lessons: z
    .array(courseLesson, { error: 'Lessons must be a list' })
    .max(LIMITS.lessonsPerModule, `A module can have at most ${formatCount(LIMITS.lessonsPerModule)} lessons`)
    .optional(),
  quiz: z
    .array(quizQuestion, { error: 'The quiz must be a list of questions' })
    .max(LIMITS.questionsPerModule, `A quiz can have at most ${formatCount(LIMITS.questionsPerModule)} questions`)
    .optional(),
};

/** What a course's plan holds besides its modules: the assignment that closes the course, if any. */
export const coursePlanFields = {
  finalAssignment: plainText('Final assignment', LIMITS.finalAssignment).optional(),
};

/**
 * POST /api/projects/:id/plan/draft-module: one module as the Course Plan shows it now (saved or not), for a writer to
 * draft its lessons and quiz.
 */
export const draftCourseModuleInput = z.object({
  courseTitle: requiredText('Course title', LIMITS.lessonTitle),
  title: requiredText('Module title', LIMITS.lessonTitle),
  goal: plainText('Module goal', LIMITS.objective),
  /** The course's other modules' titles, so the draft covers this module's ground and not theirs. */
  otherModules: z
    .array(plainText('Module title', LIMITS.lessonTitle), { error: 'Other modules must be a list' })
    .max(LIMITS.otherModules, `At most ${formatCount(LIMITS.otherModules)} other modules`),
});
export type DraftCourseModuleInput = z.output<typeof draftCourseModuleInput>;

/** A drafted module: lessons and quiz questions, and whether the built-in writer drafted them (structure to rewrite). */
export const draftCourseModuleResult = z.object({
  lessons: z.array(courseLesson),
  quiz: z.array(quizQuestion),
  template: z.boolean(),
});
export type DraftCourseModuleResult = z.output<typeof draftCourseModuleResult>;
