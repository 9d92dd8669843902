import type { Pool } from './chapter-moves.js';

/**
 * The material of a book's introduction and conclusion, written after its chapters from what they say. A pool holds
 * the variants of one beat; the part takes one of each, drawn for the book.
 *
 * Slots (README.md, 'Slots'): {book} (the title in italics), {audience}, {topic}, {constraint}, {noun}, {unit},
 * {units}, {count} ('twelve'), {chapters} ('twelve chapters', 'one chapter'), {first} and {last} (the first and last
 * chapters' titles), {lastGoal} (what the last chapter's reader can do, as after 'able to'); {groups} and {size} (how
 * a long book is grouped); in a chapter's line, {title} and {goal}; in a run of chapters, {titles}.
 */

/** Whom the book is for. */
export const READERS: Pool = [
  '{book} is written for {audience}: people who want {topic} to fit around {constraint}, not around an ideal week that never comes.',
  'This {noun} is for {audience}. It asks for no special background, only the wish to succeed at {topic} and the patience to try things more than once.',
];

/** The problem the book solves, and how its order answers it: one order, one aim to each chapter. */
export const PROBLEMS: readonly (readonly [string, string])[] = [
  [
    'Most of what you need to know about {topic} is written down somewhere already. What is hard to find is the order: what to settle first, what can wait and how each step depends on the one before it.',
    'That order is what this {noun} gives you: {chapters}, each with a single aim, so you always know what you are working on and why it comes where it does.',
  ],
  [
    'The difficulty is rarely one step on its own. It is the number of steps, and the way advice on {topic} comes in pieces, each written for someone else’s situation, with no clear place to start.',
    'Here the steps come one at a time: {chapters}, each with one aim, in the order you will need them.',
  ],
  [
    'Advice on {topic} is easy to find and hard to put together. One source starts in the middle, another skips a step, and it is rarely clear which of the gaps matter.',
    'The {chapters} that follow put it together in one order, with one aim to each {unit}.',
  ],
];
/** The answer of a book of one chapter. */
export const SINGLE_ANSWER =
  'This {noun} keeps it short and in order, so you always know what you are working on and why it comes where it does.';

/** What only the author can add to the introduction: who they are and why they wrote the book. */
export const AUTHOR_STORY =
  'Add a few sentences on who you are and why you wrote this {noun}: your own experience with {topic}, and what it taught you that the usual advice leaves out.';

export const OUTCOME_HEADINGS: Pool = ['What you will be able to do by the end', 'Where this {noun} takes you'];

/** Where the book ends up, from its last chapter's aim. */
export const OUTCOMES: Pool = [
  'By the last page you will be able to {lastGoal}. Each {unit} before that leaves you with one thing you can do, and the last step rests on all of them.',
  'The {noun} ends where you want to be: able to {lastGoal}. Every {unit} on the way adds one piece of that, and each piece is something you can use as soon as you have read it.',
];
/** The same, when the last chapter's summary says no aim. */
export const OUTCOMES_WITHOUT_AIM: Pool = [
  'By the last page, with “{last}”, you will have worked through every part of {topic} this {noun} covers, and each {unit} on the way leaves you with one thing you can do.',
];
/** A book of one chapter, with its aim and without one. */
export const SINGLE_OUTCOME = 'Its one {unit}, “{last}”, has a single aim: that by its end you can {lastGoal}.';
export const SINGLE_OUTCOME_WITHOUT_AIM = 'Everything is in its one {unit}, “{last}”.';

export const ORGANISATION_HEADINGS: Pool = ['How the {noun} is organised', 'What each {unit} covers'];

/** The line before the chapters' list, for a book short enough to list in one run. */
export const ORGANISATION_LEADS: Pool = [
  'The {units} follow the order in which you will need them, each building on the ones before:',
  'There are {chapters}, in the order you will use them:',
];
/** The line before the chapters' groups, for a long book. */
export const GROUPED_LEADS: Pool = [
  'The {chapters} fall into {groups} stretches of {size} or so. Read them in order: each stretch builds on the one before.',
];

/** A chapter of the introduction's list, by what its reader learns to do. */
export const PLANNED_SKILLS: Pool = [
  '“{title}” shows you how to {goal}.',
  '“{title}”: how to {goal}.',
  'In “{title}” you learn to {goal}.',
  '“{title}” helps you {goal}.',
  '“{title}” is where you learn to {goal}.',
  '“{title}” takes you through how to {goal}.',
];
/** A chapter of the introduction's list whose aim is a decision or an understanding: it is weighed, not practised. */
export const PLANNED_JUDGEMENTS: Pool = ['“{title}” helps you {goal}.', 'In “{title}” you {goal}.'];

export const USE_HEADINGS: Pool = ['How to use this {noun}', 'Getting the most from it'];

/** How to work through the book; the first holds its order, left out of a book of one chapter. */
export const IN_ORDER =
  'Start with “{first}” and read the {units} in order the first time: each builds on what the ones before it covered.';
export const USE_ADVICE: Pool = [
  'Give each {unit} a first read, then do what it teaches before you move on. A {unit} acted on, even roughly, teaches more than three read straight through.',
  'Each {unit} has one aim. If you can already do what it teaches, skim it; if not, slow down there.',
  'Keep notes as you go: what you tried, what happened and what you would change. They make a second pass through any {unit} much quicker.',
  'Come back to single {units} later, when you need them: once you have been through the whole {noun}, each makes sense on its own.',
];
/** How many pieces of advice the introduction gives, besides the order. */
export const USE_ADVICE_COUNT = 3;

/** The conclusion's opening: where the book began and ended, and what comes in the conclusion. */
export const CLOSINGS_OPENINGS: Pool = [
  '{book} began with “{first}” and ended with “{last}”: {chapters}, each with one aim. Here is what they add up to, and what to do with them now.',
  'That is the whole of {book}: {chapters}, from “{first}” to “{last}”. Before you put it down, it is worth seeing what they add up to and deciding what you will do first.',
];
/** The same, for a book of one chapter. */
export const SINGLE_CLOSINGS_OPENING =
  '{book} is one {unit}, “{last}”. Here is what it adds up to, and what to do with it now.';

export const RECAP_HEADINGS: Pool = [
  'What you can do now',
  'Looking back over the {noun}',
  'What the {units} gave you',
];

/** A chapter of the conclusion's recap, by what its reader learned to do. */
export const LEARNED_SKILLS: Pool = [
  'In “{title}” you learned to {goal}.',
  '“{title}” showed you how to {goal}.',
  '“{title}” left you able to {goal}.',
  '“{title}” taught you to {goal}.',
  '“{title}” was about how to {goal}.',
  'With “{title}” you worked out how to {goal}.',
];
/** A chapter of the recap whose aim is a decision or an understanding. */
export const LEARNED_JUDGEMENTS: Pool = ['“{title}” helped you {goal}.', 'In “{title}” you set out to {goal}.'];

/** Chapters without a summary, named together: at the start of the recap, and later. */
export const UNTOLD_FIRST = 'You began with {titles}.';
export const UNTOLD_LATER: Pool = ['You also worked through {titles}.', 'Then came {titles}.'];

/** After the recap: why the chapters belong together. */
export const RECAP_ENDINGS: Pool = [
  'None of these stands alone. Each {unit} built on the ones before it, which is why the order mattered, and why going back to an early {unit} often fixes a problem that shows up late.',
  'Taken together, they are one piece of work rather than {count} separate ones: when a later step goes wrong, the cause is often in an earlier {unit}, and that is the first place to look.',
];
/** The same, for a book of one chapter. */
export const SINGLE_RECAP_ENDING =
  'It is one piece of work: when a result goes wrong, the cause is usually in a step you hurried, and that is the first place to look.';

export const NEXT_HEADINGS: Pool = ['What to do now', 'Where to go from here'];
export const NEXT_LEADS: Pool = [
  'Finishing the {noun} is a good moment to decide what happens now. Take these steps, in this order:',
  'What you do in the weeks after reading decides how much of it stays with you. A plan for the first month:',
];
export const NEXT_STEPS = {
  hardest:
    '**This week:** choose the {unit} you found hardest and do what it teaches once more, from start to finish, with the {noun} open at that {unit}.',
  last: '**Within two weeks:** put what “{last}” teaches into practice once, for real rather than on paper.',
  again:
    '**Within a month:** go through the {noun} again from “{first}” to “{last}”, quickly where you are sure and slowly where you hesitate.',
  record:
    '**From then on:** keep a short record of each attempt, what you did, what happened and what you would change, and reread a {unit} whenever its result starts to slip.',
} as const;

/** The conclusion's last words, after its next steps. */
export const FAREWELLS: Pool = [
  'Keep {book} within reach. Its {units} are short enough to reread on the day you need one, and that is how most of what is in them will stick.',
  'That is all the {noun} has to teach. The rest comes from doing it, a little at a time, and checking your results against what the {units} describe.',
];

/** What only the author can add to the conclusion: where readers can go from here. */
export const AUTHOR_OFFER =
  'Tell readers where they can go from here if you offer more: a newsletter, a community, another {noun} or a course, with where to find it.';
