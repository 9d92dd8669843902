import { asModelAnswer } from '../../../../shared/markdown-asides.js';
import { blankRows, writeInTable } from '../../../../shared/write-in-markdown.js';
import type { ChapterGoal } from './chapter-goal.js';

/** The rows of the plan a reader fills in. */
const PLAN_ROWS = 3;
/** The choices of the best first step, the right one first. */
const FIRST_STEPS = [
  'A. Try it once, in the smallest way you can, and note what holds you back',
  'B. Wait until you have a whole free weekend for it',
  'C. Buy every tool you might need before you start',
] as const;
/** The lines a reflection question leaves to write its answer on by hand: a few sentences' worth. */
const REFLECTION_ROWS = 3;

/**
 * The exercises a workbook's chapter ends with (docs/decisions/0076-fillable-pdf.md): what its reader does with the
 * chapter's goal, in the Markdown every file prints as something to fill in — a rating to tick, a question with three
 * lettered choices, a plan to write in a table, boxes to tick as each step is done, and questions each heading a table
 * of lines to answer on — so the printable workbook has room to write by hand and the fillable one a field in each
 * place. Each instruction ends in a colon, so the files keep it on the page of what it introduces
 * (render/section-blocks.ts). The choices, the plan and the questions have model answers, which only the answer key
 * and the teacher's edition print (docs/decisions/0077-answer-key.md): the right choice and why, an example plan, and
 * what a strong answer to each question holds, since the reader's own answer is the point. Every sentence names the
 * chapter's action, so no two chapters share one.
 */
export function workbookExercises({ action }: ChapterGoal, quotedTitle: string): string {
  const doing = action.charAt(0).toUpperCase() + action.slice(1);
  const bestFirstStep = `Tick the best first step when you set out to ${action}`;
  const harder = `What was harder than you expected when you set out to ${action}?`;
  const differently = `What will you do differently the next time you ${action}?`;
  return [
    '## Your Turn',
    `### Where You Stand on ${quotedTitle}`,
    `Before you start, tick how sure you are that you can ${action} today:`,
    ['1: not yet', '2', '3', '4', '5: without thinking about it'].map((level) => `- [ ] ${level}`).join('\n'),
    '### Check Your Understanding',
    `${bestFirstStep}:`,
    FIRST_STEPS.map((choice) => `- [ ] ${choice}`).join('\n'),
    asModelAnswer(
      `**${bestFirstStep}:** ${FIRST_STEPS[0]}. A small first try shows what holds you back while it is still easy to change; a free weekend may not come, and tools bought before a first try are often the wrong ones.`,
    ),
    '### Your Plan',
    `Write the steps you will take to ${action}, and the day you will take each one:`,
    writeInTable(
      ['Step', 'What you will do', 'By when'],
      Array.from({ length: PLAN_ROWS }, (_, i) => String(i + 1)),
    ),
    asModelAnswer(
      [
        'An example plan: three small steps, each with a day, the last one a second try.',
        '| Step | What you will do | By when |',
        '| --- | --- | --- |',
        `| 1 | ${doing} once, in the smallest way you can | This week |`,
        '| 2 | Write down what held you back, and change one thing | The day after |',
        `| 3 | ${doing} again, with that one change | Within two weeks |`,
      ].join('\n'),
    ),
    '### Check Your Progress',
    `Come back to this list once you have tried to ${action}, and tick each line that is true:`,
    [
      `I have tried to ${action} at least once.`,
      `I know what held me back when I set out to ${action}, and what I will change.`,
      `I have set a date to ${action} again.`,
    ]
      .map((item) => `- [ ] ${item}`)
      .join('\n'),
    '### Reflect',
    'Write a few lines in answer to each question:',
    writeInTable([harder], blankRows(REFLECTION_ROWS)),
    asModelAnswer(
      `**${harder}** There is no one right answer. A strong answer names one moment when you set out to ${action}, what made it hard (time, tools, not knowing the next step, or nerve), and what would have made it easier.`,
    ),
    writeInTable([differently], blankRows(REFLECTION_ROWS)),
    asModelAnswer(
      `**${differently}** A strong answer names one change you can make (a smaller first step, a set time, the tools ready beforehand) and the day you will try it.`,
    ),
  ].join('\n\n');
}
