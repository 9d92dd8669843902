import { z } from 'zod';
import { COURSE_PLAN_LIMITS } from '../../../../shared/limits.js';
import { courseLesson, quizQuestion, type QuizQuestionBody } from '../../../../shared/schemas/course-plan.js';
import type { CourseModuleDraft } from '../../course-module/course-module-request.js';

/** The shape the model answers in: every field present, so any provider's structured output can hold it. */
export const courseModuleOutput = z.object({
  lessons: z.array(
    z.object({
      title: z.string(),
      objective: z.string().describe('One sentence, starting with a verb'),
      keyPoints: z.array(z.string()),
    }),
  ),
  questions: z.array(
    z.object({
      kind: z.enum(['multiple-choice', 'true-false', 'short-answer']),
      question: z.string(),
      choices: z.array(z.string()).describe('multiple-choice only'),
      rightChoice: z.number().describe('multiple-choice only: the right choice, from 0'),
      isTrue: z.boolean().describe('true-false only'),
      acceptedAnswers: z.array(z.string()).describe('short-answer only'),
      explanation: z.string(),
    }),
  ),
});
export type CourseModuleOutput = z.infer<typeof courseModuleOutput>;

/** A question of the answer as the plan holds one of its kind. */
function questionOf(item: CourseModuleOutput['questions'][number]): QuizQuestionBody {
  const { kind, question, explanation } = item;
  if (kind === 'multiple-choice')
    return { kind, question, choices: item.choices, answer: item.rightChoice, explanation };
  if (kind === 'true-false') return { kind, question, answer: item.isTrue, explanation };
  return { kind, question, acceptedAnswers: item.acceptedAnswers, explanation };
}

/**
 * The answer as the Course Plan saves it: each lesson and question checked by the plan's own rules (a question whose
 * right choice is not among its choices, a lesson without a title, a field over its limit: left out), at most the
 * drafted counts. Undefined when no lesson is left.
 */
export function toCourseModuleDraft(output: CourseModuleOutput): CourseModuleDraft | undefined {
  const lessons = output.lessons
    .flatMap((lesson) => courseLesson.safeParse(lesson).data ?? [])
    .slice(0, COURSE_PLAN_LIMITS.draftedLessons);
  const quiz = output.questions
    .flatMap((item) => quizQuestion.safeParse(questionOf(item)).data ?? [])
    .slice(0, COURSE_PLAN_LIMITS.draftedQuestions);
  return lessons.length > 0 ? { lessons, quiz } : undefined;
}
