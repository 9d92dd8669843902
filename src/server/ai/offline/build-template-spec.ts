import type { TemplateColumn, TemplateKind, TemplateSpec } from '../../../shared/schemas/template-plan.js';

/** A column as a shape names it: its name and type, a choice's options, a formula and how its result is shown. */
type ColumnShape = Pick<TemplateColumn, 'name' | 'type'> &
  Partial<Pick<TemplateColumn, 'choices' | 'formula' | 'format'>>;

/** A kind of template a title can name, with the words that name it, its columns and example rows. */
interface TemplateShape {
  /** The words that name it, each matched as a whole word wherever it stands in the title. */
  words: RegExp;
  /** A spreadsheet where it works something out; a page to print and fill in by hand where it does not. */
  kind: TemplateKind;
  columns: ColumnShape[];
  examples: string[][];
}

const STATUS = ['Not started', 'In progress', 'Done'];

const BUDGET: TemplateShape = {
  words: /\b(budget\w*|expenses?|spending|costs?|money|savings)\b/gi,
  kind: 'spreadsheet',
  columns: [
    { name: 'Date', type: 'date' },
    { name: 'Item', type: 'text' },
    { name: 'Category', type: 'choice', choices: ['Needs', 'Wants', 'Savings'] },
    { name: 'Planned', type: 'currency' },
    { name: 'Spent', type: 'currency' },
    { name: 'Left', type: 'formula', formula: '{Planned} - {Spent}', format: 'currency' },
  ],
  examples: [
    ['2026-01-05', 'Example: weekly shop', 'Needs', '120', '104.50', ''],
    ['2026-01-09', 'Example: one treat', 'Wants', '30', '42', ''],
  ],
};

const TRACKER: TemplateShape = {
  words: /\b(trackers?|progress|logs?|habits?|streaks?|calendars?)\b/gi,
  kind: 'spreadsheet',
  columns: [
    { name: 'Week of', type: 'date' },
    { name: 'What you track', type: 'text' },
    { name: 'Target', type: 'number' },
    { name: 'Done', type: 'number' },
    { name: 'Progress', type: 'formula', formula: '{Done} / {Target}', format: 'percent' },
    { name: 'Status', type: 'choice', choices: STATUS },
  ],
  examples: [
    ['2026-01-05', 'Example: sessions this week', '5', '4', '', 'In progress'],
    ['2026-01-12', 'Example: sessions this week', '5', '5', '', 'Done'],
  ],
};

/**
 * The shapes the built-in writer drafts a template as (docs/decisions/0078-template-pack.md): a budget that works out
 * what is left, a tracker that works out progress and a review that works out the change since last time, as
 * spreadsheets; a planner, a checklist, a goal worksheet and a cheat sheet, as pages to print; a letter, proposal or
 * form as a document to fill in; a deck, presentation, pitch or webinar as slides. Structure, not subject matter: the columns and examples are the
 * creator's to rename, and the examples show only how a row is filled in.
 */
const SHAPES: TemplateShape[] = [
  BUDGET,
  TRACKER,
  {
    words: /\b(reviews?|reflections?|retros?|scorecards?|audits?)\b/gi,
    kind: 'spreadsheet',
    columns: [
      { name: 'Area', type: 'text' },
      { name: 'Score now (1-10)', type: 'number' },
      { name: 'Score last time (1-10)', type: 'number' },
      { name: 'Change', type: 'formula', formula: '{Score now (1-10)} - {Score last time (1-10)}', format: 'number' },
      { name: 'One next step', type: 'text' },
    ],
    examples: [['Example: your routine', '7', '5', '', 'Example: keep the Monday slot']],
  },
  {
    words: /\b(planners?|schedules?|weekly|daily|routines?|plans?)\b/gi,
    kind: 'printable',
    columns: [
      { name: 'Day', type: 'choice', choices: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
      { name: 'Task', type: 'text' },
      { name: 'Minutes', type: 'number' },
      { name: 'Priority', type: 'choice', choices: ['High', 'Medium', 'Low'] },
      { name: 'Status', type: 'choice', choices: STATUS },
    ],
    examples: [
      ['Mon', 'Example: the one task that moves the week', '30', 'High', 'Done'],
      ['Wed', 'Example: a small task that keeps it going', '15', 'Medium', 'Not started'],
    ],
  },
  {
    words: /\b(checklists?|check lists?|to-dos?|todos?|steps)\b/gi,
    kind: 'printable',
    columns: [
      { name: 'Step', type: 'text' },
      { name: 'Why it matters', type: 'text' },
      { name: 'Status', type: 'choice', choices: STATUS },
      { name: 'Done on', type: 'date' },
    ],
    examples: [['Example: gather what you need first', 'Example: nothing stops you halfway', 'Done', '2026-01-05']],
  },
  {
    words: /\b(goals?|worksheets?|actions?|targets?)\b/gi,
    kind: 'printable',
    columns: [
      { name: 'Goal', type: 'text' },
      { name: 'Why it matters to you', type: 'text' },
      { name: 'First step', type: 'text' },
      { name: 'By when', type: 'date' },
      { name: 'Confidence (1-5)', type: 'number' },
    ],
    examples: [
      [
        'Example: one goal in your own words',
        'Example: what changes once it is done',
        'Example: ten minutes today',
        '2026-02-01',
        '4',
      ],
    ],
  },
  {
    words: /\b(letters?|proposals?|sops?|contracts?|agreements?|invoices?|quotes?|forms?|briefs?)\b/gi,
    kind: 'document',
    columns: [
      { name: 'For', type: 'text' },
      { name: 'Date', type: 'date' },
      { name: 'About', type: 'text' },
      { name: 'What they need to know', type: 'text' },
      { name: 'Next step', type: 'text' },
      { name: 'From', type: 'text' },
    ],
    examples: [
      [
        'Example: the person it is for',
        '2026-01-05',
        'Example: what it is about',
        'Example: the one thing they need to know',
        'Example: what happens next, and when',
        'Example: your name',
      ],
    ],
  },
  {
    words: /\b(decks?|slides?|slideshows?|presentations?|pitch(?:es)?|webinars?)\b/gi,
    kind: 'slides',
    columns: [
      { name: 'Heading', type: 'text' },
      { name: 'Key point', type: 'text' },
      { name: 'Support', type: 'text' },
      { name: 'What to say', type: 'text' },
    ],
    examples: [
      [
        'Example: the problem',
        'Example: the one sentence your audience nods along to',
        'Example: a number or a short story that shows it',
        'Example: ask who has felt this, then pause',
      ],
      [
        'Example: your answer',
        'Example: what changes for them',
        'Example: how it works, in three steps',
        'Example: walk through one step with a real case',
      ],
    ],
  },
  {
    words: /\b(cheat sheets?|references?|glossary|glossaries|guides?|sheets?)\b/gi,
    kind: 'printable',
    columns: [
      { name: 'Term', type: 'text' },
      { name: 'What it means', type: 'text' },
      { name: 'Example', type: 'text' },
    ],
    examples: [['Example: a word your buyer meets first', 'Example: its meaning in one line', 'Example: it in use']],
  },
];

/** The shape's words where they last stand in the title, or null. */
const lastMention = (title: string, shape: TemplateShape) => Array.from(title.matchAll(shape.words)).at(-1) ?? null;

/** A tracker or a log, of anything: of money, it is a budget. */
const TRACKS_ANYTHING = /^(trackers?|logs?)$/i;

/** A template no shape's words name: what a row is, notes, a date and how far it has got. */
const ANY_TEMPLATE: TemplateShape = {
  words: /$^/g,
  kind: 'spreadsheet',
  columns: [
    { name: 'Item', type: 'text' },
    { name: 'Notes', type: 'text' },
    { name: 'Date', type: 'date' },
    { name: 'Status', type: 'choice', choices: STATUS },
  ],
  examples: [['Example: the first thing to fill in', 'Example: a note on it', '2026-01-05', 'In progress']],
};

/**
 * The shape a title names: the one whose words stand last in it, as English puts the head of a name last ("Home
 * Budgeting Checklist" is a checklist), except that a tracker or log of money is a budget ("Expense Tracker").
 */
function shapeOf(title: string): TemplateShape {
  const [latest] = SHAPES.flatMap((shape) => {
    const mention = lastMention(title, shape);
    return mention ? [{ shape, word: mention[0], at: mention.index }] : [];
  }).sort((a, b) => b.at - a.at);
  if (!latest) return ANY_TEMPLATE;
  const ofMoney = TRACKS_ANYTHING.test(latest.word) && lastMention(title, BUDGET) !== null;
  return ofMoney ? BUDGET : latest.shape;
}

/**
 * The built-in writer's draft of a template from its title: the shape its title names, or `ANY_TEMPLATE`; a Notion
 * page when the title names Notion. The same title always gives the same draft.
 */
export function buildTemplateSpec(title: string): TemplateSpec {
  const shape = shapeOf(title);
  return {
    kind: /\bnotion\b/i.test(title) ? 'notion' : shape.kind,
    columns: shape.columns.map((column) => ({ choices: [], formula: '', format: 'number', ...column })),
    examples: shape.examples.map((row) => [...row]),
  };
}
