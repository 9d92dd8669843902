import type { GenerateProductIdeasInput, IdeaResult } from '../../../shared/schemas/idea.js';
import { IDEA_COUNT } from '../tasks/generate-product-ideas/prompt.js';
import { productFormat } from '../book-context/product-formats.js';
import { profileAudience } from './audience-profile.js';
import type { Random } from './random.js';
import { LIMITS } from '../../../shared/limits.js';
import { fitLength } from './fit-length.js';
import { capitalize, clean, fill, inOneSentence, inSentence, inTitleCase, joinAudienceClauses, tidy } from './text.js';
import {
  actionAsNoun,
  audienceAndAction,
  extractTopic,
  nicheSubject,
  questionAction,
  splitSubjectAndAudience,
  wholeAudience,
} from './topic.js';

interface IdeaAngle {
  concept: string;
  audience: string;
  sellingPoint: string;
  modules: readonly string[];
  /** Angles that set a product apart in a crowded niche. */
  differentiated: boolean;
}

const ANGLES: readonly IdeaAngle[] = [
  {
    concept:
      '{Article} quick-start {noun} on {topic} for {audience}: {count} {units} that take the reader from a blank page to a working routine, each ending with one concrete action. By the last {unit}, readers run a system that fits around {constraint}, not a pile of notes.',
    audience: '{Audience} who are new to {topic} and want a clear first plan',
    sellingPoint: 'A clear order of steps, so there is never a question of what to do next',
    modules: [
      'Why {topic} Can Feel Hard, and What Helps',
      'Setting Up the Basics of {topic}',
      'Your First Week of {topic}',
      'Building a Routine That Lasts',
      'Fixing the Most Common Setbacks',
      'Making {topic} Automatic',
      'Your 30-Day Plan',
    ],
    differentiated: false,
  },
  {
    concept:
      '{Article} done-for-you {noun} on {topic} for {audience}: plans, checklists and scripts ready to copy. Instead of designing everything from scratch, readers copy a plan, adapt it in minutes and use it the same day; short notes show how to adjust each one when the week changes.',
    audience: '{Audience} who know what to do and want the planning done for them',
    sellingPoint: 'Plans ready to use the same day and adaptable in minutes',
    modules: [
      'How to Use These Plans',
      'Weekly Plans for {topic}',
      'Everyday Checklists',
      'Shortcuts and Scripts',
      'Tracking Sheets',
      'Adapting the Plans to Your Life',
    ],
    differentiated: true,
  },
  {
    concept:
      '{Article} {noun} on {topic} for {audience}, one that fixes the problem they mention most: {pain}. It explains why it happens, gives a step-by-step fix with worked examples, and ends with a troubleshooting section for the weeks when the plan slips.',
    audience: '{Audience}, held back above all by one problem: {pain}',
    sellingPoint: 'Goes deep on one real problem instead of skimming ten',
    modules: [
      'Understanding the Real Problem',
      'Why the Usual Advice on {topic} Fails',
      'Diagnosing Your Starting Point',
      'The Step-by-Step Fix',
      'Worked Examples from Real Weeks',
      'Troubleshooting When the Plan Slips',
      'Keeping the Results',
    ],
    differentiated: true,
  },
  {
    concept:
      '{Article} 30-day {noun} on {topic} for {audience}, built as a challenge: one short task a day, a progress check every week and a final review that turns the month into a lasting habit.',
    audience: '{Audience} who have tried {topic} before and want structure to stick with it',
    sellingPoint: 'Daily tasks small enough to keep going on the worst days',
    modules: [
      'Setting Up the Challenge',
      'Foundations of {topic} in Week One',
      'Building Momentum in Week Two',
      'Handling Setbacks in Week Three',
      'Making It Stick in Week Four',
      'Final Review and Next Steps',
    ],
    differentiated: false,
  },
  {
    concept:
      '{Article} {noun} on {topic} for {audience}, built around the five mistakes that derail most beginners: why each happens, how to spot it early and the simple fix, with before-and-after examples.',
    audience: '{Audience} who made a start on {topic} and stalled',
    sellingPoint: 'Before-and-after examples for every mistake',
    modules: [
      'Starting Without a Plan',
      'Doing Too Much at Once',
      "Copying Someone Else's Routine",
      'Skipping the Weekly Review',
      'Quitting After One Bad Week',
      'Your Mistake-Proof Plan for {topic}',
    ],
    differentiated: true,
  },
  {
    concept:
      '{Article} complete {noun} on {topic} for {audience}, from first principles to an advanced routine: {count} {units} with worked examples, decision checklists and a long-term plan.',
    audience: '{Audience} who want one complete reference on {topic}',
    sellingPoint: 'Beginner to advanced in one place, in a logical order',
    modules: [
      'The Foundations of {topic}',
      'Tools and Set-Up',
      'The Core Method, Step by Step',
      'Planning a Typical Week',
      'Adapting {topic} to Your Situation',
      'Advanced Techniques',
      'Troubleshooting',
      'Your Long-Term Plan',
    ],
    differentiated: false,
  },
];

const TEMPLATE_NAMES = [
  'Weekly {topic} Planner',
  '{topic} Checklist',
  'Progress Tracker',
  'Budget Tracker',
  'Quick-Reference Cheat Sheet',
  'Goal-Setting Worksheet',
  'Monthly Review Template',
  '{topic} Habit Calendar',
];

const GENERAL_SELLING_POINTS = [
  'Written for {audience}, with examples from their real week rather than an expert’s',
  'Every {unit} ends with one action that takes under {minutes} minutes',
  'Ready-to-use checklists and planners, so nothing starts from a blank page',
  'Built around {constraint}, not an ideal schedule',
];

const MAX_TOPIC = 50;
/** An audience the user already described ('home bakers who want to sell…') is kept as written, not described again. */
const DESCRIBED = /\s(?:who|that|which|with|wanting|looking|trying|hoping|learning)\s/i;
const MAX_AUDIENCE = 60;
const MAX_PAIN = 120;

const PAIN_SELLING_POINT = 'Tackles what they struggle with most: {pain}';
const BUDGET_SELLING_POINT = 'Priced for a tight budget, with nothing else to buy';

/** Product ideas that build on the niche, its audience, pain points and the chosen product type. */
export function buildProductIdeas(input: GenerateProductIdeasInput, random: Random): IdeaResult[] {
  const context = input.nicheContext;
  const format = productFormat(input.productType);
  const split = splitSubjectAndAudience(input.niche);
  const wanted = extractTopic(split.subject);
  const asked = questionAction(wanted);
  const action = audienceAndAction(wanted) ?? (asked ? { audience: undefined, action: asked } : undefined);
  const audienceText = context?.targetAudience || split.audience || action?.audience || 'beginners';
  const audience = fitLength(wholeAudience(audienceText, MAX_AUDIENCE), MAX_AUDIENCE);
  const described = DESCRIBED.test(audience);
  const subject = action ? actionAsNoun(action.action) : nicheSubject(extractTopic(split.subject, { audience }));
  const topic = fitLength(inSentence(subject), MAX_TOPIC);
  const profile = profileAudience(audienceText);
  const painPoints = context?.painPoints.length
    ? context.painPoints.map(clean)
    : [`Not knowing where to start with ${topic}`];
  const crowded = /^\s*high/i.test(context?.competitionLevel ?? '');
  const tightBudget = /\b(low|tight|limited|fixed)\b/i.test(context?.income ?? '');
  const pool = crowded ? ANGLES.filter((angle) => angle.differentiated) : ANGLES;
  const angles = [
    ...random.sample(pool, IDEA_COUNT),
    ...random.sample(
      ANGLES.filter((a) => !pool.includes(a)),
      IDEA_COUNT,
    ),
  ].slice(0, IDEA_COUNT);

  return angles.map((angle, index) => {
    const pain = painPoints[index % painPoints.length] ?? '';
    const moduleTitles = input.productType === 'template' ? random.sample(TEMPLATE_NAMES, 6) : angle.modules;
    const values = {
      noun: format.noun,
      unit: format.unit,
      units: `${format.unit}s`,
      count: String(moduleTitles.length),
      topic,
      audience,
      constraint: profile.constraint,
      pain: fitLength(inSentence(inOneSentence(pain)), MAX_PAIN),
      minutes: String(random.pick([10, 15, 20])),
    };
    const age = context?.age ? `, typically aged ${fitLength(inOneSentence(context.age), MAX_AUDIENCE)}` : '';
    const writeWith = (slots: Record<string, string>) => (template: string) =>
      fitLength(tidy(joinAudienceClauses(fill(template, slots), audience)), LIMITS.longText);
    const write = writeWith(values);
    // A module's name is a title: its slots are filled in title case.
    const writeModule = writeWith(inTitleCase(values));
    const sellingPoints = [
      angle.sellingPoint,
      PAIN_SELLING_POINT,
      ...(tightBudget ? [BUDGET_SELLING_POINT] : []),
      ...random.sample(GENERAL_SELLING_POINTS, 2),
    ].map(write);
    const unitLabel = capitalize(format.unit);
    return {
      concept: write(angle.concept),
      targetAudience: write(`${described ? '{Audience}' : angle.audience}${age}`),
      sellingPoints,
      modules: moduleTitles.map((title, position) => writeModule(`${unitLabel} ${position + 1}: ${title}`)),
    };
  });
}
