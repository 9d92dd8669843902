import { COURSE_PLAN_LIMITS } from '../../../../shared/limits.js';
import type { CourseModuleRequest } from '../../course-module/course-module-request.js';
import { bulletBlock, joinLines, labelledLine, type PromptParts } from '../../providers/prompt-format.js';

const SYSTEM = [
  'You are an instructional designer who plans online courses sold on Teachable, Kajabi, Thinkific and Moodle.',
  'You break a module into lessons a learner can finish in one sitting, each with one measurable objective, and you',
  'write quiz questions that check those objectives, each with the reason its answer is right.',
].join(' ');

/** The provider's request for one module's lessons and quiz. */
export function buildCourseModulePrompt(input: CourseModuleRequest): PromptParts {
  const idea = input.ideaContext;
  const planned = input.lessons?.length ? input.lessons : undefined;
  return {
    system: SYSTEM,
    prompt: joinLines([
      `Plan the lessons and the quiz of one module of the online course "${input.courseTitle}".`,
      '',
      `- Module: ${input.title}`,
      ...labelledLine('What the learner can do after it', input.goal || undefined),
      ...labelledLine('The course', idea?.concept),
      ...labelledLine('Learners', idea?.targetAudience),
      ...bulletBlock("The course's other modules (leave their ground to them):", input.otherModules),
      ...bulletBlock(
        "The module's lessons, as its creator planned them (return them exactly as they are):",
        planned?.map((lesson) => [lesson.title, lesson.objective, ...lesson.keyPoints].filter(Boolean).join(' — ')),
        true,
      ),
      '',
      'Rules:',
      ...(planned
        ? ['- The lessons are the ones above, unchanged, in the same order.']
        : [
            `- 3 to ${COURSE_PLAN_LIMITS.draftedLessons} lessons, in teaching order. Each: a short title (no "Lesson 1"),`,
            '  an objective (one sentence that starts with a verb: what the learner can do after it), and 2 to 5 key',
            '  points (one short sentence each, specific to this subject, no filler).',
          ]),
      `- 3 to ${COURSE_PLAN_LIMITS.draftedQuestions} quiz questions that check the objectives, mixing the kinds:`,
      '  "multiple-choice" (3 or 4 choices in "choices", the right one\'s place from 0 in "rightChoice"),',
      '  "true-false" (a statement; "isTrue" says whether it is true), and "short-answer" (answered in one to three',
      '  words; every accepted spelling in "acceptedAnswers"). Leave the fields a kind does not use empty.',
      '- Each question has an "explanation": one or two sentences on why the right answer is right.',
      '- Plain text only: no markdown, no numbering, no quotation marks around whole fields.',
    ]),
  };
}
