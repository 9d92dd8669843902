import type { GenerateContentInput } from '../../../../shared/schemas/content.js';
import { CONTENT_WORDS } from '../../generate-content/prompt.js';
import { productFormat } from '../../product-formats.js';
import { describeSection, moduleForSection, stripUnitPrefix, type SectionRole } from '../../section-role.js';
import { profileAudience } from '../audience-profile.js';
import type { Random } from '../random.js';
import { capitalize, countWords, fill, inSentence, joinProse, sentence } from '../text.js';
import { extractTopic, shortAudience, splitSubjectAndAudience } from '../topic.js';
import {
  FILLERS,
  PRACTICE_PROMPT,
  SECTION_FRAMES,
  type FixedBlock,
  type FixedSection,
  type SectionFrame,
} from './frames.js';
import { parseOutline, type OutlinePoint } from './outline.js';
import { CONTENT_STYLES, type ContentStyle, type StyleList } from './styles.js';

/** Room kept inside the 600–1,500 word range, so small template differences never cross it. */
const WORD_RANGE = { min: CONTENT_WORDS.min + 50, max: CONTENT_WORDS.max - 50 };

/** How much is written under each point; the builder steps down until the section fits. */
const DETAIL_LEVELS = ['extended', 'full', 'medium', 'short', 'minimal'] as const;
/** Above this many points, 'extended' would repeat the same templates within one section. */
const MAX_POINTS_EXTENDED = 2;
type Detail = (typeof DETAIL_LEVELS)[number];

const PERSONAS = ['Maya', 'Daniel', 'Priya', 'Tom', 'Aisha', 'Lucas', 'Elena', 'Sam', 'Grace', 'Omar', 'Hannah', 'Leo'];

const DETAIL_CLAUSES = [
  'start with the simplest version and build from there.',
  'decide in advance when and how you will do it.',
  'keep it to what fits around {constraint}.',
  'check it at your weekly review and adjust one thing.',
  'write it down so it survives a busy week.',
];

interface SectionPlan {
  sectionName: string;
  role: SectionRole;
  frame: SectionFrame;
  style: ContentStyle;
  /** The points written with the content type's templates; empty when the section uses its own text. */
  points: OutlinePoint[];
  /** The section's own text, used when no outline was given and its kind has one. */
  fixedSections: readonly FixedSection[];
  values: Record<string, string>;
  sellingPoints: string[];
  modules: string[];
  nextModule?: string;
  /** Per point, which lead, development, list and takeaway it uses. */
  variants: Array<{ lead: number; development: number; list: number; takeaway: number }>;
}

/** A markdown section that follows the outline's points as headings, 600–1,500 words, from the user's own context. */
export function buildContent(input: GenerateContentInput, random: Random): string {
  const plan = planSection(input, random);
  const levels = DETAIL_LEVELS.filter((level) => level !== 'extended' || plan.points.length <= MAX_POINTS_EXTENDED);
  const detail = levels.find((level) => countWords(renderSection(plan, level, 0)) <= WORD_RANGE.max) ?? 'minimal';
  let markdown = renderSection(plan, detail, 0);
  const fillerLimit = plan.points.length > 0 || plan.frame.withExample ? FILLERS.length : 0;
  for (let fillers = 1; fillers <= fillerLimit && countWords(markdown) < WORD_RANGE.min; fillers += 1) {
    markdown = renderSection(plan, detail, fillers);
  }
  return markdown;
}

function planSection(input: GenerateContentInput, random: Random): SectionPlan {
  const format = productFormat(input.productType);
  const role = describeSection(input.sectionName);
  const idea = input.ideaContext;
  const titleParts = splitSubjectAndAudience(input.title.split(':').slice(-1)[0] ?? input.title);
  const audienceText = idea?.targetAudience || titleParts.audience || 'readers';
  const audience = shortAudience(audienceText);
  const topicSource = idea?.concept || input.title;
  const topic = inSentence(splitSubjectAndAudience(extractTopic(topicSource, { audience })).subject);
  const module = moduleForSection(role, idea?.modules);
  const nextModule = role.number === undefined ? undefined : idea?.modules?.[role.number];
  const focus = inSentence(role.subject ?? module ?? topic);
  const frame = SECTION_FRAMES[role.kind];
  const style = CONTENT_STYLES[input.contentType];
  const planned = random.pick([8, 10, 12]);

  const baseValues: Record<string, string> = {
    title: input.title,
    noun: format.noun,
    unit: format.unit,
    section: role.unit ?? 'section',
    audience,
    Audience: capitalize(audience),
    topic,
    focus,
    Focus: capitalize(focus),
    constraint: profileAudience(audienceText).constraint,
    minutes: String(random.pick([10, 15, 20, 25, 30])),
    days: String(random.pick([7, 10, 14, 21])),
    persona: random.pick(PERSONAS),
    planned: String(planned),
    done: String(planned - random.int(1, 3)),
    concept: idea?.concept ? `In short: ${sentence(idea.concept)}` : '',
  };
  const outlinePoints = parseOutline(input.outline);
  const fixedSections = outlinePoints.length ? [] : (frame.defaultSections ?? []);
  const points = outlinePoints.length
    ? outlinePoints
    : (frame.defaultPoints ?? []).map((point) => ({ heading: capitalize(fill(point, baseValues)), details: [] }));
  const headings = fixedSections.length
    ? fixedSections.map((section) => fill(section.heading, baseValues))
    : points.map((point) => point.heading);
  const pointNames = headings.map(inSentence);
  const values = {
    ...baseValues,
    points:
      pointNames.length > 4
        ? `${pointNames.slice(0, 3).join(', ')} and ${pointNames.length - 3} more`
        : joinProse(pointNames),
  };
  const order = (count: number) => random.shuffle(Array.from({ length: count }, (_, index) => index));
  const [leads, developments, lists, takeaways] = [
    order(style.leads.length),
    order(style.developments.length),
    order(style.lists.length),
    order(style.takeaways.length),
  ];
  const at = (indices: number[], position: number) => indices[position % indices.length] ?? 0;

  return {
    sectionName: input.sectionName,
    role,
    frame,
    style,
    points,
    fixedSections,
    values,
    sellingPoints: idea?.sellingPoints ?? [],
    modules: (idea?.modules ?? []).map(stripUnitPrefix),
    ...(nextModule ? { nextModule: stripUnitPrefix(nextModule) } : {}),
    variants: points.map((_, index) => ({
      lead: at(leads, index),
      development: at(developments, index),
      list: at(lists, index),
      takeaway: at(takeaways, index),
    })),
  };
}

function renderSection(plan: SectionPlan, detail: Detail, fillerCount: number): string {
  const { values, frame, style } = plan;
  const blocks: string[] = [
    `# ${plan.sectionName}`,
    ...frame.opening.map((paragraph) => fill(paragraph, values).trim()),
  ];
  blocks.push(...renderContextLists(plan));
  for (const section of plan.fixedSections) blocks.push(...renderFixed(section, values));
  plan.points.forEach((point, index) => blocks.push(...renderPoint(plan, point, index, detail)));
  blocks.push(...renderPracticePrompts(plan));
  for (const filler of FILLERS.slice(0, fillerCount)) blocks.push(...renderFixed(filler, values));
  if (plan.points.length > 0 || frame.withExample)
    blocks.push(...renderExample(style, plan, detail === 'full' || detail === 'extended' ? 4 : 3));
  if (plan.points.length > 0) blocks.push(...renderTakeaways(plan, detail === 'minimal' ? 5 : 8));
  const next = plan.nextModule ? `Next up: ${plan.nextModule}. ` : '';
  blocks.push(next + fill(frame.closing, values));
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

function renderFixed(section: FixedSection, values: Record<string, string>): string[] {
  return [`## ${fill(section.heading, values)}`, ...section.blocks.flatMap((block) => renderBlock(block, values))];
}

function renderBlock(block: FixedBlock, values: Record<string, string>): string[] {
  if (typeof block === 'string') return [fill(block, values).trim()];
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

function renderPoint(plan: SectionPlan, point: OutlinePoint, index: number, detail: Detail): string[] {
  const { style } = plan;
  const variant = plan.variants[index] ?? { lead: 0, development: 0, list: 0, takeaway: 0 };
  const values = { ...plan.values, pointQ: `“${point.heading}”` };
  const lead = fill(style.leads[variant.lead] ?? '', values);
  const list = point.details.length
    ? renderDetails(point.details, plan, detail === 'minimal' ? 3 : 8)
    : renderStyleList(style.lists[variant.list], values);
  const development = fill(style.developments[variant.development] ?? '', values);
  switch (detail) {
    case 'extended':
      return [
        `## ${point.heading}`,
        lead,
        ...list,
        development,
        ...renderStyleList(style.lists[(variant.list + 1) % style.lists.length], values),
        fill(style.developments[(variant.development + 1) % style.developments.length] ?? '', values),
      ];
    case 'full':
      return [`## ${point.heading}`, lead, ...list, development];
    case 'medium':
      return [`## ${point.heading}`, lead, ...list];
    case 'short':
      return [`## ${point.heading}`, lead, ...(point.details.length ? list : [])];
    case 'minimal':
      return [`## ${point.heading}`, point.details.length ? list.join('\n\n') : firstSentence(lead)];
  }
}

function renderDetails(details: string[], plan: SectionPlan, max: number): string[] {
  const items = details
    .slice(0, max)
    .map((item, index) => `**${item}:** ${fill(DETAIL_CLAUSES[index % DETAIL_CLAUSES.length] ?? '', plan.values)}`);
  return ['The key elements:', bulletList(items)];
}

function renderStyleList(list: StyleList | undefined, values: Record<string, string>): string[] {
  if (!list) return [];
  const items = list.items.map((item) => fill(item, values));
  return [fill(list.intro, values), list.ordered ? orderedList(items) : bulletList(items)];
}

function renderPracticePrompts(plan: SectionPlan): string[] {
  if (plan.role.kind !== 'practice' || plan.points.length === 0) return [];
  const prompts = plan.points.slice(0, 6).map((point) => fill(PRACTICE_PROMPT, { point: point.heading }));
  return ['## Your turn', orderedList(prompts)];
}

function renderExample(style: ContentStyle, plan: SectionPlan, steps: number): string[] {
  const { values } = plan;
  const { persona } = values;
  const lines = style.example.actions.slice(0, steps).map((action, index) => {
    const point = plan.points[index];
    const text = `${persona} ${fill(action, values)}`;
    return point ? `**${point.heading}:** ${text}` : text;
  });
  return [
    `## ${fill(style.example.heading, values)}`,
    fill(style.example.setup, values),
    orderedList(lines),
    fill(style.example.result, values),
  ];
}

function renderTakeaways(plan: SectionPlan, max: number): string[] {
  const items = plan.points.slice(0, max).map((point, index) => {
    const takeaway = plan.style.takeaways[plan.variants[index]?.takeaway ?? 0] ?? '';
    return `**${point.heading}:** ${fill(takeaway, plan.values)}`;
  });
  return ['## Key takeaways', bulletList(items)];
}

const bulletList = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const orderedList = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`).join('\n');
const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
