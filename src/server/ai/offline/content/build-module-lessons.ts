import { asAuthorNote } from '../../../../shared/markdown-asides.js';
import {
  lessonHeading,
  MODULE_SUMMARY_HEADING,
  scriptParagraph,
  VIDEO_SCRIPT_HEADING,
} from '../../../../shared/course-module-text.js';
import type { ChapterContext, PlannedLesson } from '../../book-context/chapter-context.js';
import type { Random } from '../random.js';
import { fill, inOneSentence, inSentence, sentence } from '../text.js';
import { inQuotes, numberInWords } from './build-chapter.js';

/**
 * A course's module written by the built-in writer (docs/decisions/0074-course-run.md): structure, not subject
 * matter. Each planned lesson gets its text (its objective, a part per key point with an author note asking for what
 * only the author knows, and an exercise) and a video script in the module text's format (what is shown, said and
 * done, its last screen the exercise), and the module ends on its summary. Each sentence has variants, so a rewrite reads differently.
 */
export function buildModuleLessons(chapter: ChapterContext, lessons: PlannedLesson[], random: Random): string {
  const module = inQuotes(chapter.title);
  const count = lessons.length;
  const values = {
    module,
    lessons: count === 1 ? 'one lesson' : `${numberInWords(count)} lessons`,
    goal: inSentence(inOneSentence(chapter.goal)),
  };
  /** The pool's templates filled, the `at`th of a shuffle of them: points of one lesson each get their own. */
  const shuffles = new Map<readonly string[], readonly string[]>();
  const say: Say = (pool, more = {}, at = 0) => {
    const order = shuffles.get(pool) ?? random.shuffle(pool);
    shuffles.set(pool, order);
    return fill(order[at % order.length]!, { ...values, ...more });
  };
  return [
    `# ${chapter.title}`,
    say(chapter.goal.trim() ? MODULE_OPENINGS_WITH_GOAL : MODULE_OPENINGS),
    ...lessons.flatMap((lesson, index) => lessonBlocks(lesson, index + 1, say)),
    `## ${MODULE_SUMMARY_HEADING}`,
    lessons
      .map((lesson) => `- **${lesson.title}**${lesson.objective.trim() ? `: ${sentence(lesson.objective)}` : ''}`)
      .join('\n'),
    chapter.nextTitle ? say(NEXT_MODULE, { next: inQuotes(chapter.nextTitle) }) : say(LAST_MODULE),
  ].join('\n\n');
}

type Say = (pool: readonly string[], more?: Record<string, string>, at?: number) => string;

/** The points a lesson is taught in: its key points, or when it has none, the three steps every lesson takes. */
const pointsOf = (lesson: PlannedLesson) =>
  lesson.keyPoints.length > 0 ? lesson.keyPoints : ['What it is for', 'How to do it', 'Where it goes wrong'];

function lessonBlocks(lesson: PlannedLesson, number: number, say: Say): string[] {
  const more = {
    lesson: inQuotes(lesson.title),
    number: String(number),
    objective: inSentence(inOneSentence(lesson.objective)),
  };
  const points = pointsOf(lesson);
  // The task is the lesson's last part and what the video shows at its end, so "the task on the screen" is there.
  const task = say(EXERCISES, more);
  return [
    `## ${lessonHeading(number, lesson.title)}`,
    say(lesson.objective.trim() ? LESSON_OPENINGS_WITH_OBJECTIVE : LESSON_OPENINGS, more),
    ...points.flatMap((point, at) => [
      `### ${point}`,
      say(POINT_LEADS, { ...more, point: inQuotes(point) }, at),
      asAuthorNote(pointNote(point)),
    ]),
    '### Your Turn',
    task,
    `### ${VIDEO_SCRIPT_HEADING}`,
    scriptParagraph('screen', lessonHeading(number, lesson.title)),
    scriptParagraph('say', say(SCRIPT_WELCOMES, more)),
    ...points.flatMap((point, at) => [
      scriptParagraph('cue', say(SCRIPT_CUES, { ...more, point: inQuotes(point) }, at)),
      scriptParagraph('screen', point),
      scriptParagraph('say', say(SCRIPT_POINTS, { ...more, point: inQuotes(point) }, at)),
    ]),
    scriptParagraph('screen', `Your turn: ${task}`),
    scriptParagraph('say', say(SCRIPT_CLOSINGS, more)),
  ];
}

/** The author note under a point: what the built-in writer cannot know. */
const pointNote = (point: string) =>
  `Add what you know about ${inQuotes(point)}: an example from your own work, the step your learners get wrong most, and a figure or source you trust.`;

const MODULE_OPENINGS_WITH_GOAL = [
  'This module takes you through {lessons} with one aim: {goal}. Each lesson is short, ends with something to do, and comes with a video.',
  'By the end of {module} you can {goal}. It gets there in {lessons}; do the task at the end of each lesson before you move on.',
  'Work through {lessons} of {module}, in order, towards one result: {goal}. Every lesson ends with a task and comes with a video.',
] as const;
const MODULE_OPENINGS = [
  'This module takes you through {lessons}. Each lesson is short, ends with something to do, and comes with a video.',
  '{Module} is taught in {lessons}; every lesson ends with a task and comes with a video to watch.',
  'Work through {lessons} of {module}, in order, and do the task at the end of each lesson before you move on.',
] as const;
const LESSON_OPENINGS_WITH_OBJECTIVE = [
  'In this lesson you will {objective}. Keep a page open for notes: you will use them in the task at the end.',
  'The aim of lesson {number} is plain: {objective}. Read it through once, then work through it with your own case in front of you.',
  'When you finish {lesson}, you will be able to {objective}. It takes a few minutes to read and a little longer to practise.',
] as const;
const LESSON_OPENINGS = [
  'This lesson is about {lesson}. Keep a page open for notes: you will use them in the task at the end.',
  'Lesson {number} takes up {lesson}. Read it through once, then work through it with your own case in front of you.',
  '{Lesson} is short to read and a little longer to practise.',
] as const;
const POINT_LEADS = [
  'Start with {point}: say in one sentence what it means in your own situation before you read on.',
  'Look at {point} the way you would explain it to a friend who has never tried it: what it is, and why it matters here.',
  'Next comes {point}. Write down where it shows up in your own work this week.',
] as const;
const EXERCISES = [
  'Take one thing from this lesson and do it today, then write two lines on what happened. Bring those lines to the next lesson.',
  'Before the next lesson, apply {lesson} once to a real case of your own, and note what you would do differently next time.',
  'Pick the point of this lesson that felt hardest, try it once on something small, and write down what you learned.',
] as const;
const SCRIPT_WELCOMES = [
  'Welcome to lesson {number} of {module}. In the next few minutes we will work on {lesson}, step by step.',
  'Hello, and welcome to {lesson}. This is lesson {number} of {module}, and by the end of it you will have something done, not just read.',
  'This is lesson {number}: {lesson}. Grab a pen, because there is a short task waiting for you at the end.',
] as const;
const SCRIPT_CUES = [
  'Show the title {point} on its own, then the example beside it.',
  'Cut to the slide for {point}.',
  'Bring up {point} and pause for a beat before speaking.',
] as const;
const SCRIPT_POINTS = [
  'Let us look at {point}. Here is what it means for you, and here is how it looks in a real case.',
  'Now, {point}. Think of your own situation as I explain it, and notice where it already applies.',
  'The next thing is {point}. I will show you an example first, and then you can try it yourself.',
] as const;
const SCRIPT_CLOSINGS = [
  'That is lesson {number}. Your task is on the screen: do it before the next lesson, it takes only a few minutes.',
  'Before you move on, do the task on the screen. It is the step that turns this lesson into something you can use.',
  'Well done for getting through {lesson}. Pause the video now and do the task; I will see you in the next lesson.',
] as const;
const NEXT_MODULE = [
  'Next comes {next}, which builds on what you did here.',
  'With these lessons done, you are ready for {next}.',
  'Keep your notes from these lessons: {next} starts from them.',
] as const;
const LAST_MODULE = [
  'This is the last module of the course: look back over your notes and the tasks you did, and pick the one you will keep doing.',
  'That completes the course’s last module. Go back to the task you found hardest and do it once more.',
  'You have reached the end of the course’s modules. Keep your notes: they are your own summary of what you learned.',
] as const;
