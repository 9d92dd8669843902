import { COURSE_PLAN_LIMITS as LIMITS } from '../../../shared/limits.js';
import type { CourseLesson, QuizQuestion } from '../../../shared/schemas/course-plan.js';
import type { CourseModuleDraft, CourseModuleRequest } from '../course-module/course-module-request.js';
import { fitLength } from './fit-length.js';

/** A lesson's title from the module's: its name, then where the lesson stands in the module. */
const lessonTitle = (module: string, step: string) =>
  `${fitLength(module, LIMITS.lessonTitle - step.length - 2)}: ${step}`;

/** A sentence of the module's goal, for an objective that quotes it. */
const goalSentence = (goal: string) => goal.replace(/[\s.!?…]+$/u, '');

/**
 * The built-in writer's draft of a course module (docs/decisions/0073-course-plan.md): structure, not subject matter.
 * Three lessons that take the module from its aim through its steps to the learner's own case, with objectives made
 * of the module's own words and no key points (the creator's subject matter, which no template knows), or the
 * lessons its creator planned; and a quiz on them.
 */
export function buildCourseModule(input: CourseModuleRequest): CourseModuleDraft {
  const lessons = input.lessons?.length ? [...input.lessons] : templateLessons(input);
  return { lessons, quiz: quizOn(lessons, input) };
}

/** Three lessons from the module's title and goal. */
function templateLessons(input: CourseModuleRequest): CourseLesson[] {
  const module = input.title;
  const goal = goalSentence(input.goal);
  return [
    {
      title: lessonTitle(module, 'what it is for'),
      objective: fitLength(
        goal
          ? `Say in your own words why this module matters: ${goal}.`
          : `Say in your own words what ${module} is for.`,
        LIMITS.objective,
      ),
      keyPoints: [],
    },
    {
      title: lessonTitle(module, 'step by step'),
      objective: fitLength(`Carry out the steps of ${module} once, from start to finish.`, LIMITS.objective),
      keyPoints: [],
    },
    {
      title: lessonTitle(module, 'in your own case'),
      objective: fitLength(`Apply ${module} to your own situation and note what changed.`, LIMITS.objective),
      keyPoints: [],
    },
  ];
}

/**
 * What each of its questions' explanations starts with: they ask about the plan, not the subject, and every file that
 * carries the quiz (the quiz banks, the SCORM package, the workbook's answer key) says so.
 */
export const TEMPLATE_QUESTION =
  'Template question from the built-in writer, about the course plan: replace it with one on your subject.';

/** An explanation as the template's: its label, then what it explains. */
const explained = (text: string) => fitLength(`${TEMPLATE_QUESTION} ${text}`.trim(), LIMITS.explanation);

/**
 * A quiz whose answers are true of the course's plan itself: which lesson has the second lesson's objective (or comes
 * second, when it has none), their order, the module's name, each labelled as the template's. Every field within the
 * plan's limits, so it saves as it is; a module of one lesson is asked only its name.
 */
function quizOn(lessons: readonly CourseLesson[], input: CourseModuleRequest): QuizQuestion[] {
  const module = input.title;
  const named: QuizQuestion = {
    kind: 'short-answer',
    question: fitLength(`Which module of ${input.courseTitle} is this quiz part of?`, LIMITS.question),
    acceptedAnswers: [fitLength(module, LIMITS.acceptedAnswer)],
    explanation: explained(''),
  };
  const [first, second] = lessons;
  const last = lessons.at(-1);
  if (!first || !second || !last) return [named];
  const choices = lessons.slice(0, LIMITS.choicesPerQuestion);
  return [
    {
      kind: 'multiple-choice',
      question: fitLength(
        second.objective
          ? `Which lesson of this module sets out to: ${second.objective}`
          : 'Which lesson of this module comes second?',
        LIMITS.question,
      ),
      choices: choices.map((lesson) => fitLength(lesson.title, LIMITS.choice)),
      answer: 1,
      explanation: explained(
        second.objective ? `"${second.title}" is the lesson with that objective.` : `"${second.title}" comes second.`,
      ),
    },
    {
      kind: 'true-false',
      question: fitLength(`"${last.title}" comes before "${first.title}" in this module.`, LIMITS.question),
      answer: false,
      explanation: explained(
        `The module's lessons go in this order: ${lessons.map((lesson) => lesson.title).join('; ')}.`,
      ),
    },
    named,
  ];
}
