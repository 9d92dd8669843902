import { countWords } from '../../../../shared/count-words.js';
import { asAuthorNote } from '../../../../shared/markdown-asides.js';
import type { ContentRequest } from '../../book-context/chapter-context.js';
import { LIMITS } from '../../../../shared/limits.js';
import { productFormat } from '../../book-context/product-formats.js';
import {
  describeSection,
  moduleForSection,
  stripUnitPrefix,
  type SectionRole,
} from '../../book-context/section-role.js';
import { profileAudience } from '../audience-profile.js';
import type { Random } from '../random.js';
import { fitLength } from '../fit-length.js';
import {
  asSentences,
  capitalize,
  clean,
  fill,
  inOneSentence,
  inSentence,
  joinAudienceClauses,
  joinProse,
  tidy,
  withoutEmoji,
} from '../text.js';
import {
  actionAsNoun,
  extractTopic,
  fitsAsNoun,
  questionAction,
  splitSubjectAndAudience,
  wholeAudience,
  withArticle,
} from '../topic.js';
import {
  FILLERS,
  PRACTICE_PROMPTS,
  SECTION_FRAMES,
  type FixedBlock,
  type FixedSection,
  type SectionFrame,
} from './frames.js';
import { buildChapter, inQuotes } from './build-chapter.js';
import { buildModuleLessons } from './build-module-lessons.js';
import { buildConclusion } from './build-conclusion.js';
import { buildIntroduction } from './build-introduction.js';
import { parseOutline, type OutlinePoint } from './outline.js';
import { DETAIL_INTROS, NOTE_PROMPTS, POINT_ACTIONS, POINT_LEADS, QUESTION_LEADS } from './point-prompts.js';
import { createDeck, type SentenceDeck } from './sentence-deck.js';
import { CONTENT_STYLES } from './styles.js';
import { licenseTermsFrame } from './license-terms.js';

/** Room kept inside the 600–1,500 word range, so small template differences never cross it. */
const WORD_RANGE = { min: LIMITS.sectionWordsAsked.min + 50, max: LIMITS.sectionWordsAsked.max - 50 };

/** How much is written under each point; the builder steps down until the section fits. */
const DETAIL_LEVELS = ['full', 'medium', 'short', 'minimal'] as const;
type Detail = (typeof DETAIL_LEVELS)[number];

/** At most this many author prompts under one point. */
const MAX_NOTES_PER_POINT = 4;
/** Longest audience, topic or focus phrase put into a sentence. */
const MAX_PHRASE = 80;
/** Instruction words an outline line may open with ('Cover why prep matters'), left out inside a sentence. */
const INSTRUCTION =
  /^(?:(?:then|and|also|next|finally)\s+)?(?:cover|explain|discuss|describe|introduce|talk about|show|mention)\s+/i;

interface SectionPlan {
  /** The section's heading: the chapter's title in a planned book, else the section's name. */
  heading: string;
  role: SectionRole;
  frame: SectionFrame;
  points: OutlinePoint[];
  /** The section's own text, used when no outline was given and its kind has one. */
  fixedSections: readonly FixedSection[];
  values: Record<string, string>;
  sellingPoints: string[];
  modules: string[];
  /** What comes next: the book's next chapter, else the idea's next module. */
  next?: string;
  /** The sentence lists in this section's order; each render draws from fresh decks of them. */
  orders: Record<keyof Decks, string[]>;
}

interface Decks {
  leads: SentenceDeck;
  questions: SentenceDeck;
  styles: SentenceDeck;
  notes: SentenceDeck;
  detailIntros: SentenceDeck;
  actions: SentenceDeck;
}

/**
 * A markdown section from the user's own context: a book's introduction or conclusion from what its chapters say
 * when the request carries the whole book; a chapter written for its place in the book when the request has one and
 * the chapter teaches, or a course's module as its lessons when it has them; otherwise a section of 600–1,500 words that follows the outline's points as headings, or the
 * section kind's own parts.
 */
export function buildContent(input: ContentRequest, random: Random): string {
  const { chapter, wholeBook } = input;
  if (wholeBook?.chapters.length) {
    return wholeBook.part === 'introduction'
      ? buildIntroduction(input, wholeBook, random)
      : buildConclusion(input, wholeBook, random);
  }
  if (chapter?.lessons?.length) return buildModuleLessons(chapter, chapter.lessons, random);
  if (chapter && describeSection(chapter.title).kind === 'body' && parseOutline(input.outline).length === 0) {
    return buildChapter(input, chapter, random);
  }
  const plan = planSection(input, random);
  let markdown = '';
  let words = 0;
  const detail =
    DETAIL_LEVELS.find((level) => {
      markdown = renderSection(plan, level, 0);
      words = countWords(markdown);
      return words <= WORD_RANGE.max;
    }) ?? 'minimal';
  const fillerLimit = plan.points.length > 0 || plan.frame.withExample ? FILLERS.length : 0;
  let fillers = 0;
  for (; fillers < fillerLimit && words < WORD_RANGE.min; fillers += 1) {
    const filler = FILLERS[fillers];
    if (filler) words += countWords(renderFixed(filler, plan.values).join('\n\n'));
  }
  return fillers > 0 ? renderSection(plan, detail, fillers) : markdown;
}

function planSection(input: ContentRequest, random: Random): SectionPlan {
  const { chapter } = input;
  const format = productFormat(input.productType);
  const heading = chapter?.title ?? input.sectionName;
  const role = describeSection(heading);
  const idea = input.ideaContext;
  const bookTitle = chapter?.bookTitle ?? input.title;
  const titleParts = splitSubjectAndAudience(bookTitle.split(':').slice(-1)[0] ?? bookTitle);
  const audienceText = idea?.targetAudience || titleParts.audience || 'readers';
  const audience = fitLength(wholeAudience(audienceText), MAX_PHRASE);
  const topicSource = idea?.concept || bookTitle;
  const topicText = inSentence(splitSubjectAndAudience(extractTopic(topicSource, { audience })).subject);
  const topic = fitLength(topicAsNoun(topicText) ?? `the subject of this ${format.noun}`, MAX_PHRASE);
  // In a planned book the chapter is its own module: the idea's modules are not the book's chapters.
  const module = chapter ? undefined : moduleForSection(role, idea?.modules);
  const nextModule = chapter || role.number === undefined ? undefined : idea?.modules?.[role.number];
  const next = chapter
    ? chapter.nextTitle && inQuotes(chapter.nextTitle)
    : nextModule && capitalize(inOneSentence(stripUnitPrefix(nextModule)));
  // The section's own words, without emoji: 'Chapter 2: 🧈 Butter' is about 'butter'; emoji alone say nothing.
  const subject = role.subject && withoutEmoji(role.subject);
  const focusText = inSentence(inOneSentence(subject || (module ?? topic)));
  const focus = fitsAsNoun(focusText)
    ? withArticle(fitLength(focusText, MAX_PHRASE))
    : `*${fitLength(focusText, MAX_PHRASE)}*`;
  // License Terms say what the product's own license gives, when it was written for a licensed product.
  const frame = role.kind === 'license' && input.license ? licenseTermsFrame(input.license) : SECTION_FRAMES[role.kind];

  const baseValues: Record<string, string> = {
    book: `*${(withoutEmoji(bookTitle) || bookTitle).replace(/\*/g, '')}*`,
    noun: format.noun,
    unit: format.unit,
    units: `${format.unit}s`,
    section: role.unit ?? 'section',
    audience,
    topic,
    focus,
    constraint: profileAudience(audienceText).constraint,
    minutes: String(random.pick([10, 15, 20, 25, 30])),
    days: String(random.pick([7, 10, 14, 21])),
    concept: idea?.concept && withoutEmoji(idea.concept) ? `In short: ${asSentences(withoutEmoji(idea.concept))}` : '',
  };
  const outlinePoints = parseOutline(input.outline);
  const fixedSections = outlinePoints.length ? [] : (frame.defaultSections ?? []);
  const points = outlinePoints.length
    ? outlinePoints
    : (frame.defaultPoints ?? []).map((point) => ({ heading: capitalize(fill(point, baseValues)), details: [] }));
  const headings = fixedSections.length
    ? fixedSections.map((section) => fill(section.heading, baseValues))
    : points.map((point) => point.heading);
  const pointNames = headings.map(pointPhrase);
  const values = {
    ...baseValues,
    points:
      pointNames.length > 4
        ? `${pointNames.slice(0, 3).join('; ')} and ${pointNames.length - 3} more`
        : joinPoints(pointNames),
  };

  return {
    heading,
    role,
    frame,
    points,
    fixedSections,
    values,
    sellingPoints: (idea?.sellingPoints ?? []).map(listItem).filter(Boolean),
    modules: chapter ? [] : (idea?.modules ?? []).map((module) => listItem(stripUnitPrefix(module))).filter(Boolean),
    ...(next ? { next } : {}),
    orders: {
      leads: random.shuffle(POINT_LEADS),
      questions: random.shuffle(QUESTION_LEADS),
      styles: random.shuffle(CONTENT_STYLES[input.contentType]),
      notes: random.shuffle(NOTE_PROMPTS),
      detailIntros: random.shuffle(DETAIL_INTROS),
      actions: random.shuffle(POINT_ACTIONS),
    },
  };
}

/** A point's words as they read inside a sentence: 'Cover why prep matters.' → 'why prep matters'. */
function pointPhrase(heading: string): string {
  const phrase = inSentence(inOneSentence(heading)).replace(INSTRUCTION, '');
  return phrase || inSentence(heading);
}

/**
 * The topic as it reads where a noun goes ('progress with …'): a name as it is, an action addressed to the
 * reader ('knit your first sweater') or a how-question by its -ing form; undefined when it is neither.
 */
function topicAsNoun(topic: string): string | undefined {
  if (fitsAsNoun(topic)) return topic;
  const asked = questionAction(topic);
  if (asked) return actionAsNoun(asked);
  return /\byour\b/i.test(topic) ? actionAsNoun(topic) : undefined;
}

/** A line the user wrote, as a list item. */
const listItem = (text: string) => capitalize(clean(text));

/** A point written as a question, as one sentence: 'why? and how?' → 'why, and how?'. */
const asQuestion = (heading: string) => `${inOneSentence(heading)}?`;

/** Points joined as prose; with a comma or 'and' inside a point, semicolons keep them apart. */
function joinPoints(names: readonly string[]): string {
  const separate = names.some((name) => /,|\band\b/.test(name));
  if (!separate || names.length <= 1) return joinProse(names);
  return `${names.slice(0, -1).join('; ')}; and ${names[names.length - 1]}`;
}

function renderSection(plan: SectionPlan, detail: Detail, fillerCount: number): string {
  const { values, frame } = plan;
  const { orders } = plan;
  const decks: Decks = {
    leads: createDeck(orders.leads),
    questions: createDeck(orders.questions),
    styles: createDeck(orders.styles),
    notes: createDeck(orders.notes),
    detailIntros: createDeck(orders.detailIntros),
    actions: createDeck(orders.actions),
  };
  const blocks: string[] = [`# ${plan.heading}`, ...frame.opening.map((paragraph) => fill(paragraph, values).trim())];
  blocks.push(...renderContextLists(plan));
  for (const section of plan.fixedSections) blocks.push(...renderFixed(section, values));
  const notesPerPoint = Math.max(
    1,
    Math.min(MAX_NOTES_PER_POINT, Math.floor(NOTE_PROMPTS.length / Math.max(plan.points.length, 1))),
  );
  for (const point of plan.points) blocks.push(...renderPoint(plan, point, decks, detail, notesPerPoint));
  blocks.push(...renderPracticePrompts(plan));
  for (const filler of FILLERS.slice(0, fillerCount)) blocks.push(...renderFixed(filler, values));
  if (plan.points.length > 0 || frame.withExample) blocks.push(...renderExample(plan));
  if (plan.points.length > 0 && detail !== 'minimal') blocks.push(...renderTakeaways(plan));
  const next = plan.next ? `Next up: ${plan.next}. ` : '';
  blocks.push(next + fill(frame.closing, values));
  return `${blocks
    .filter(Boolean)
    .map((block) =>
      block
        .split('\n')
        .map((line) => tidy(joinAudienceClauses(line, values.audience ?? '')))
        .join('\n'),
    )
    .join('\n\n')}\n`;
}

function renderFixed(section: FixedSection, values: Record<string, string>): string[] {
  return [`## ${fill(section.heading, values)}`, ...section.blocks.flatMap((block) => renderBlock(block, values))];
}

function renderBlock(block: FixedBlock, values: Record<string, string>): string[] {
  if (typeof block === 'string') return [fill(block, values).trim()];
  if ('note' in block) return [asAuthorNote(fill(block.note, values))];
  const items = block.items.map((item) => fill(item, values));
  return [...(block.intro ? [fill(block.intro, values)] : []), block.ordered ? orderedList(items) : bulletList(items)];
}

function renderContextLists(plan: SectionPlan): string[] {
  const { values } = plan;
  if (plan.role.kind === 'opening') {
    return [
      ...(plan.sellingPoints.length
        ? [fill('What this {noun} gives you:', values), bulletList(plan.sellingPoints)]
        : []),
      ...(plan.modules.length ? [fill('How this {noun} is organised:', values), orderedList(plan.modules)] : []),
    ];
  }
  if (plan.role.kind === 'closing' && plan.modules.length) {
    return ['What you have covered:', orderedList(plan.modules)];
  }
  return [];
}

/**
 * One outline point as a sub-section: its heading, a lead built from its own words, its sub-points,
 * a sentence in the content type's manner, the author's notes on what to add, and one small action.
 * Every sentence comes from a deck, so none repeats within the section; a used-up deck leaves its part out.
 */
function renderPoint(
  plan: SectionPlan,
  point: OutlinePoint,
  decks: Decks,
  detail: Detail,
  notesPerPoint: number,
): string[] {
  const question = /\?$/.test(point.heading);
  const values = { ...plan.values, point: pointPhrase(point.heading), question: asQuestion(point.heading) };
  const write = (template: string | undefined) => (template ? capitalize(fill(template, values)) : '');
  const lead = write(question ? (decks.questions.draw() ?? decks.leads.draw()) : decks.leads.draw());
  const maxDetails = detail === 'minimal' ? 3 : 8;
  const details = point.details.length
    ? [decks.detailIntros.draw() ?? '', bulletList(point.details.slice(0, maxDetails))]
    : [];
  const noteCount = detail === 'full' ? notesPerPoint : 1;
  const notes = Array.from({ length: noteCount }, () => decks.notes.draw())
    .filter((note): note is string => Boolean(note))
    .map(write);
  const notesBlock = notes.length ? [asAuthorNote(checklist(notes))] : [];
  const leadParagraph = [lead, detail === 'minimal' || detail === 'short' ? '' : write(decks.styles.draw())]
    .filter(Boolean)
    .join(' ');
  const action = detail === 'full' ? write(decks.actions.draw()) : '';
  return [`## ${point.heading}`, leadParagraph, ...details, ...(detail === 'minimal' ? [] : notesBlock), action];
}

function renderPracticePrompts(plan: SectionPlan): string[] {
  if (plan.role.kind !== 'practice' || plan.points.length === 0) return [];
  const prompts = plan.points
    .slice(0, PRACTICE_PROMPTS.length)
    .map((point, index) => `**${point.heading}:** ${PRACTICE_PROMPTS[index] ?? ''}`);
  return ['## Your turn', orderedList(prompts)];
}

/** The parts of the worked example, in the order it is told. */
const EXAMPLE_STEPS = [
  'where they started, and what made them look for help.',
  'what they tried first, and what happened.',
  'what went wrong, and what they changed.',
  'where they are now, and what they would tell someone starting out.',
];

/** The worked example: the author tells it from a real case rather than an invented one, so it is an author note. */
function renderExample(plan: SectionPlan): string[] {
  const { values } = plan;
  const steps = EXAMPLE_STEPS.map((step, index) => {
    const point = plan.points[index];
    return point ? `**${point.heading}:** ${step}` : capitalize(step);
  });
  return [
    asAuthorNote(
      [
        fill(
          'Add a worked example: this {section} applied by one of the {audience} this {noun} is for. Use a real case, yours or a reader’s with their permission, rather than an invented one: readers can tell the difference. Tell it in this order:',
          values,
        ),
        '',
        orderedList(steps),
        '',
        'End with the result in their own words, or in numbers you can stand behind.',
      ].join('\n'),
    ),
  ];
}

/** What the author sums up at the end: the points in one sentence each. */
function renderTakeaways(plan: SectionPlan): string[] {
  const parts = plan.points.length === 1 ? 'the part above' : `each of the ${plan.points.length} parts above`;
  return [
    asAuthorNote(
      `Add the key takeaways: sum up ${parts} in one sentence a reader could repeat to a friend, in the order they appear.`,
    ),
  ];
}

const bulletList = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const checklist = (items: readonly string[]) => items.map((item) => `- [ ] ${item}`).join('\n');
const orderedList = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`).join('\n');
