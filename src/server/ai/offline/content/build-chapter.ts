import { asAuthorNote } from '../../../../shared/markdown-asides.js';
import type { ChapterContext, ContentRequest } from '../../book-context/chapter-context.js';
import { normalizeSentence, splitSentences } from '../../book-context/markdown-sentences.js';
import { productFormat } from '../../book-context/product-formats.js';
import { describeSection } from '../../book-context/section-role.js';
import { fitLength } from '../fit-length.js';
import type { Random } from '../random.js';
import { capitalize, fill, inOneSentence, inSentence, joinProse, withoutEmoji } from '../text.js';
import { actionAsNoun } from '../topic.js';
import { bookPhrases } from './book-phrases.js';
import { readGoal, type ChapterGoal } from './chapter-goal.js';
import { workbookExercises } from './workbook-exercises.js';
import { chapterChooser, type Chooser, type Place } from './chapter-variants.js';
import {
  BOOK_INTRODUCTIONS,
  CLOSINGS,
  MOVES,
  ASPECT,
  OPENINGS,
  RECAPS,
  UNDERSTANDING_RECAPS,
  WEIGHING_NOTES,
  WEIGHING_QUESTIONS,
  WHY_IT_MATTERS,
  type Beat,
  type ChapterMove,
  type MoveName,
  type Pool,
} from './chapter-moves.js';

/** Longest phrase of the user's put into a sentence, and longest action put into a heading. */
const MAX_PHRASE = 80;
/** The part a chapter opens its middle with, and the order of the parts it ends on, turning with the chapter. */
const FIRST_PARTS: readonly MoveName[] = ['idea', 'prepare'];
const LAST_PARTS: readonly (readonly MoveName[])[] = [
  ['example', 'check', 'habit'],
  ['check', 'example', 'habit'],
  ['example', 'habit', 'check'],
];
/** How many of its prompts each part's author note holds; parts not named get no note. */
const NOTE_ITEMS: Partial<Record<MoveName, number>> = {
  idea: 1,
  prepare: 1,
  method: 2,
  pitfalls: 1,
  example: 1,
  misjudgements: 1,
  evidence: 1,
  decision: 1,
  synthesis: 1,
};

/** What the chapter's title is, for the headings that use its words. */
type TitleKind = 'gerund' | 'noun' | 'clause';

interface ChapterValues {
  values: Record<string, string>;
  titleKind: TitleKind;
  goal: ChapterGoal;
}

/** How a composed chapter becomes text; without one, composing only takes the chapter's choices. */
interface Writer extends ChapterValues {
  /** Sentences of earlier chapters' summaries, normalised: a variant holding one is passed over. */
  earlier: Set<string>;
}

/**
 * A chapter written for its place in the book (docs/decisions/0028-book-plan.md): about its own title and goal,
 * with headings built from them, an opening and an ending that fit its place, 'next' naming only the next
 * chapter, its variants planned across the book so that no two chapters share many sentences, and no sentence an
 * earlier chapter's summary already holds. What only the author can add goes in author notes. A workbook's chapter
 * ends with exercises for its reader (workbook-exercises.ts).
 */
export function buildChapter(input: ContentRequest, chapter: ChapterContext, random: Random): string {
  const values = chapterValues(input, chapter, random);
  const place: Place = {
    number: chapter.number,
    first: chapter.number === 1 || !chapter.previousTitle,
    last: !chapter.nextTitle,
    kind: values.goal.kind,
    aspects: values.goal.aspects.length,
  };
  const chooser = chapterChooser(
    { title: chapter.bookTitle, chapterCount: chapter.chapterCount },
    place,
    (planned, plannedChooser) => void compose(planned, plannedChooser),
    input.variant,
  );
  const writer: Writer = {
    ...values,
    earlier: new Set(chapter.earlier.flatMap((entry) => splitSentences(entry.summary)).map(normalizeSentence)),
  };
  const body = compose(place, chooser, writer)
    .filter(Boolean)
    .map((block) => block.split('\n').map(tidySpacing).join('\n'));
  // A workbook's chapter ends with its exercises, before the closing words that lead on to the next.
  if (input.productType === 'workbook') body.splice(-1, 0, workbookExercises(values.goal, inQuotes(chapter.title)));
  return `${[`# ${chapter.title}`, ...body].join('\n\n')}\n`;
}

/** The chapter's blocks after its heading: opening, parts, ending. */
function compose(place: Place, chooser: Chooser, writer?: Writer): string[] {
  const text = (key: string, pool: Pool, index = chooser.pick(key, pool), extra?: Record<string, string>) =>
    writer ? freshVariant(pool, index, writer, extra) : '';
  const part = (name: MoveName, move: ChapterMove = MOVES[name]) => [
    writer ? headingOf(name, move, chooser, writer) : '',
    ...move.beats.flatMap((beat, index) => composeBeat(beat, `${name}:${index}`, chooser, text)),
    writer ? noteOf(name, move, chooser, writer) : '',
  ];
  const blocks = [
    text('opening', place.first ? OPENINGS.first : place.last ? OPENINGS.last : OPENINGS.middle),
    ...(place.first && !place.last ? [text('book', BOOK_INTRODUCTIONS)] : []),
    text('why', WHY_IT_MATTERS),
  ];
  if (place.kind !== 'skill') {
    // Of the idea, only its first beat: the others speak of practising, and this chapter weighs something up.
    blocks.push(...part('idea', { ...MOVES.idea, beats: MOVES.idea.beats.slice(0, 1) }), ...part('evidence'));
    if (place.aspects >= 2) blocks.push(...composeAspects(place.aspects, chooser, text, writer));
    blocks.push(
      ...part('method', { ...MOVES.method, beats: [WEIGHING_QUESTIONS], notes: WEIGHING_NOTES }),
      ...part('misjudgements'),
      ...part(place.kind === 'decide' ? 'decision' : 'synthesis'),
      text('recap', UNDERSTANDING_RECAPS),
    );
  } else {
    const firstPart = FIRST_PARTS[chooser.turn('first-part', FIRST_PARTS.length)] ?? 'idea';
    const lastParts = LAST_PARTS[chooser.turn('last-parts', LAST_PARTS.length)] ?? [];
    for (const name of [firstPart, 'method', 'pitfalls', ...lastParts] as const) blocks.push(...part(name));
    blocks.push(text('recap', RECAPS));
  }
  const closings = place.last ? CLOSINGS.last : place.kind === 'skill' ? CLOSINGS.middle : CLOSINGS.weighed;
  blocks.push(text('closing', closings));
  return blocks;
}

type Text = (key: string, pool: Pool, index?: number, extra?: Record<string, string>) => string;

/**
 * One part for each thing the goal lists to weigh up, headed by it. Each beat starts where the plan puts it and
 * moves on by one from one thing to the next, so no sentence repeats within the chapter.
 */
function composeAspects(count: number, chooser: Chooser, text: Text, writer?: Writer): string[] {
  const starts = ASPECT.map((pool, beat) => chooser.pick(`aspect:${beat}`, pool));
  const aspects = writer?.goal.aspects ?? Array.from({ length: count }, () => '');
  return [
    ...aspects.flatMap((item, index) => {
      const extra = { item };
      return [
        writer ? `## ${capitalize(item)}` : '',
        ...ASPECT.map((pool, beat) => text(`aspect:${beat}`, pool, ((starts[beat] ?? 0) + index) % pool.length, extra)),
      ];
    }),
    writer
      ? asAuthorNote(
          `- [ ] For each of these (${joinProse(aspects)}), add what you know from experience: the figures, questions and warning signs a reader should weigh.`,
        )
      : '',
  ];
}

function composeBeat(beat: Beat, key: string, chooser: Chooser, text: Text): string[] {
  if (isPool(beat)) return [text(key, beat)];
  const shape = 'shapes' in beat ? chooser.turn(`${key}:shape`, beat.shapes.length) : undefined;
  const list = 'shapes' in beat ? beat.shapes[shape ?? 0] : beat;
  if (!list) return [];
  const listKey = shape === undefined ? key : `${key}:${shape}`;
  const intro = text(`${listKey}:intro`, list.intro);
  const items = list.items.map((pool, index) => text(`${listKey}:item${index}`, pool));
  return [
    intro,
    items.map((item, index) => `${list.ordered ? `${index + 1}.` : '-'} ${item}`).join('\n'),
    list.after ? text(`${listKey}:after`, list.after) : '',
  ];
}

const isPool = (beat: Beat): beat is Pool => Array.isArray(beat);

/**
 * A part's heading: built from the chapter's title where the title is a name (the method's from the goal, so the
 * chapter says what it teaches), else from the goal's action.
 */
function headingOf(part: MoveName, move: ChapterMove, chooser: Chooser, writer: Writer): string {
  const fromAction = move.headings.filter((heading) => !heading.needs);
  const fromTitle = move.headings.filter((heading) =>
    writer.titleKind === 'clause'
      ? heading.needs === 'any'
      : heading.needs === 'title' || heading.needs === writer.titleKind,
  );
  const headings = part === 'method' || !fromTitle.length ? fromAction : fromTitle;
  const heading = headings[chooser.turn(`${part}:heading`, headings.length)];
  return heading ? `## ${capitalize(fill(heading.text, writer.values))}` : '';
}

/** The author note under a part: what only the author can add there, as a checklist. */
function noteOf(part: MoveName, move: ChapterMove, chooser: Chooser, writer: Writer): string {
  const count = Math.min(NOTE_ITEMS[part] ?? 0, move.notes.length);
  const start = chooser.turn(`${part}:notes`, move.notes.length);
  const items = Array.from({ length: count }, (_, index) => move.notes[(start + index) % move.notes.length] ?? '');
  return items.length ? asAuthorNote(items.map((item) => `- [ ] ${fill(item, writer.values)}`).join('\n')) : '';
}

/** The variant at `index`, or the next one that repeats no sentence of the earlier chapters' summaries. */
function freshVariant(pool: Pool, index: number, writer: Writer, extra?: Record<string, string>): string {
  const values = extra ? { ...writer.values, ...extra } : writer.values;
  const filled = pool.map((variant) => fill(variant, values).trim());
  for (let step = 0; step < filled.length; step += 1) {
    const text = filled[(index + step) % filled.length] ?? '';
    if (!splitSentences(text).some((sentence) => writer.earlier.has(normalizeSentence(sentence)))) return text;
  }
  return filled[index % filled.length] ?? '';
}

function chapterValues(input: ContentRequest, chapter: ChapterContext, random: Random): ChapterValues {
  const format = productFormat(input.productType);
  const { book, audience, constraint, topic } = bookPhrases(input, chapter.bookTitle);
  // The title's words without its emoji: '🧈 Butter, Salt & Margins 💰' is about 'butter, salt & margins'.
  const subject = withoutEmoji(describeSection(chapter.title).subject ?? chapter.title);
  const titleText = subject && fitLength(withoutAside(inSentence(inOneSentence(subject))), MAX_PHRASE);
  // A question or clause as a title ('Why Paint Landscapes in Watercolor') reads in a sentence only as a name, and
  // so does a title of emoji alone.
  const titleKind = titleText ? kindOfTitle(titleText) : 'clause';
  const name = titleKind === 'clause' ? inQuotes(chapter.title) : titleText;
  const goal = readGoal(chapter.goal) ?? fallbackGoal(titleText, titleKind, topic);
  const values: Record<string, string> = {
    action: goal.action,
    gerund: actionAsNoun(goal.action),
    goal: goal.goal,
    name,
    ...(titleKind === 'clause' ? {} : { t: titleText }),
    title: asWritten(chapter.title),
    book,
    audience,
    topic,
    unit: format.unit,
    units: `${format.unit}s`,
    noun: format.noun,
    previous: inQuotes(chapter.previousTitle ?? '').slice(1, -1),
    next: inQuotes(chapter.nextTitle ?? '').slice(1, -1),
    count: numberInWords(chapter.chapterCount),
    minutes: String(random.pick([20, 30, 40, 45])),
    days: numberInWords(random.pick([7, 10, 14])),
    constraint,
  };
  return { values, titleKind, goal };
}

/**
 * Single spaces and none before punctuation, outside the quoted titles, which stay exactly as the plan writes them.
 * Words are left as they are: a doubled word here is the creator's own, never one the templates make.
 */
export const tidySpacing = (line: string) =>
  line
    .split(/(“[^”]*”)/)
    .map((part, index) => (index % 2 ? part : part.replace(/[ \t]{2,}/g, ' ').replace(/[ \t]+([,.;:!?)])/g, '$1')))
    .join('')
    .trim();

/** A title of the plan as the book prints it: its own words and punctuation, on one line. */
export const asWritten = (title: string) => title.replace(/\s+/g, ' ').trim();

/**
 * A title as it is set inside “ ”: its own double quotes become single ones, as quotes within quotes are written, so
 * a reader (and the book checks) can tell where the title ends: “‘Quoted’ Words”.
 */
export function inQuotes(title: string): string {
  let straightQuotes = 0;
  const nested = asWritten(title)
    .replace(/“/g, '‘')
    .replace(/”/g, '’')
    .replace(/"/g, () => (straightQuotes++ % 2 === 0 ? '‘' : '’'));
  return `“${nested}”`;
}

/** Words that end in -ing without being an action: 'Spring Greens', 'Evening Skies'. */
const NOT_GERUND =
  /^(?:spring|string|thing|things|king|ring|wing|morning|evening|ceiling|wedding|building|during|nothing|something|everything|anything)$/i;
/** Longest title put into a heading as a name. */
const MAX_TITLE_WORDS = 7;
const CLAUSE_START = /^(?:why|how|what|when|where|which|who|whose|is|are|can|do|does|should|will|would)\b/i;

function kindOfTitle(title: string): TitleKind {
  if (CLAUSE_START.test(title) || /[?!:;]/.test(title) || title.split(' ').length > MAX_TITLE_WORDS) return 'clause';
  const first = title.split(' ')[0] ?? '';
  return /^\p{L}+ing$/u.test(first) && !NOT_GERUND.test(first) ? 'gerund' : 'noun';
}

/**
 * For a chapter without a goal, or one that names no action: an action made from the title's own words, 'get
 * better at keeping a starter', 'get tools and set-up right', 'understand why sourdough can feel hard'; from the
 * book's topic when the title has no words ('🧈💰'): 'take the next step with selling bread at markets'.
 */
function fallbackGoal(title: string, kind: TitleKind, topic: string): ChapterGoal {
  if (!title) {
    const action = `take the next step with ${topic}`;
    return { action, goal: action, kind: 'skill', aspects: [] };
  }
  const action =
    kind === 'gerund' ? `get better at ${title}` : kind === 'noun' ? `get ${title} right` : `understand ${title}`;
  return { action, goal: action, kind: kind === 'clause' ? 'understand' : 'skill', aspects: [] };
}

/**
 * A title without the aside after its comma, where the comma does not list things: 'the core method, step by
 * step' → 'the core method'; 'flour, water and salt' stays whole.
 */
function withoutAside(title: string): string {
  const [head = title, ...rest] = title.split(', ');
  const aside = rest.join(', ');
  return aside && !/\band\b/.test(aside) && head.split(' ').length >= 2 ? head : title;
}

const SMALL_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A count as a book writes it: 'twelve', 'thirty', 'forty-two'; 100 and above in figures. */
export function numberInWords(count: number): string {
  if (count < 20) return SMALL_NUMBERS[count] ?? String(count);
  if (count >= 100) return String(count);
  const ones = count % 10;
  const tens = TENS[Math.floor(count / 10)] ?? '';
  return ones ? `${tens}-${SMALL_NUMBERS[ones]}` : tens;
}
