import type { GenerateNichesInput, NicheResult } from '../../../shared/schemas/niche.js';
import { NICHE_COUNT } from '../tasks/generate-niches/prompt.js';
import { profileAudience } from './audience-profile.js';
import type { Random } from './random.js';
import { LIMITS } from '../../../shared/limits.js';
import { fitLength } from './fit-length.js';
import {
  capitalize,
  clean,
  fill,
  firstWords,
  inTitleCase,
  inOneSentence,
  inSentence,
  joinAudienceClauses,
  splitList,
  tidy,
} from './text.js';
import { nicheSubject, wholeAudience } from './topic.js';

interface NicheAngle {
  name: string;
  marketSize: string;
  competitionLevel: string;
  profitPotential: string;
  painPoint: string;
  /** Who buys this angle, added to the audience's income so each niche describes its own buyers. */
  buyer: string;
}

/** The angle that sells time saved, offered only to an audience that is short of time. */
const TIME_SAVING_ANGLE = 'Time-Saving {interest} Systems for {audience}';

const ANGLES: readonly NicheAngle[] = [
  {
    name: '{interest} Basics for {audience}',
    marketSize:
      'Large: an evergreen subject; every year new {audience} start from zero with {interest} and search for where to begin.',
    competitionLevel:
      'High: free beginner content on {interest} is everywhere, but little of it is organised into a clear first-month path for {audience}.',
    profitPotential:
      'Medium: beginners buy low-priced, high-clarity products; a $19–$29 starter guide with an upsell to templates fits {article} {budget} budget.',
    painPoint: 'Not knowing where to start with {interest} or which advice to trust',
    buyer: 'buys a first low-priced product before committing more money',
  },
  {
    name: TIME_SAVING_ANGLE,
    marketSize:
      'Large: {audience} name time as their biggest obstacle, and quick, low-effort versions of {interest} are among the most searched angles.',
    competitionLevel: 'Medium: quick tips are easy to find, but complete systems built around {constraint} are rare.',
    profitPotential:
      'High: time-poor buyers pay for systems that give hours back; $29–$49 for a system with checklists is realistic.',
    painPoint: 'Spending hours on {interest} they do not have, around {constraint}',
    buyer: 'pays for anything that gives hours back each week',
  },
  {
    name: 'Budget-Friendly {interest} for {audience}',
    marketSize:
      'Medium: many {audience} want results from {interest} without spending much, especially when money is tight.',
    competitionLevel: 'Medium: budget tips are common, but rarely tied to a step-by-step plan for this audience.',
    profitPotential:
      'Medium: price-sensitive buyers still pay $15–$25 when the product clearly saves more than it costs; cheap to produce on {article} {budget} budget.',
    painPoint: 'Wasting money on tools and subscriptions for {interest} that go unused',
    buyer: 'compares prices and buys when the saving is obvious',
  },
  {
    name: '{interest} Planners and Templates for {audience}',
    marketSize:
      'Medium: {audience} who already know the basics of {interest} look for ready-made tools to stay organised week after week.',
    competitionLevel:
      'Low: most products on {interest} are written guides; ready-to-use planners built for {audience} are far rarer.',
    profitPotential:
      'High: templates are quick to produce within {article} {budget} budget and sell as $12–$27 bundles with high margins.',
    painPoint: 'Starting every plan for {interest} from a blank page',
    buyer: 'buys tools they can reuse every week',
  },
  {
    name: '30-Day {interest} Challenge for {audience}',
    marketSize:
      'Medium: time-boxed challenges attract {audience} who have tried {interest} before and want structure and accountability.',
    competitionLevel: 'Low: few challenges on {interest} are designed around {constraint}.',
    profitPotential:
      'Medium: $27–$47 for a challenge with daily prompts, with a community or coaching upsell; launchable on {article} {budget} budget.',
    painPoint: 'Starting {interest} with enthusiasm and giving up after two weeks',
    buyer: 'pays for structure and accountability over a set period',
  },
  {
    name: '{interest} Without Overwhelm for {audience}',
    marketSize:
      'Large: many {audience} have already tried {interest} and stalled, and they look for help right after a failed attempt.',
    competitionLevel:
      'Medium: advice is plentiful but generic; little of it explains why {audience} in particular get stuck.',
    profitPotential: 'High: frustrated buyers pay for a fix; $27–$39 is realistic, more with a personal review.',
    painPoint: 'Feeling overwhelmed by conflicting advice on {interest}',
    buyer: 'pays to fix a problem after a failed attempt',
  },
  {
    name: 'Advanced {interest} Strategies for {audience}',
    marketSize: 'Small: a smaller group of {audience} already has the basics of {interest} and wants better results.',
    competitionLevel: 'Low: most content stops at beginner level, leaving experienced learners underserved.',
    profitPotential: 'High: experienced buyers pay premium prices, $49–$97, for depth, case studies and tools.',
    painPoint: 'Having hit a plateau with {interest} and not knowing what to change',
    buyer: 'pays premium prices for depth and expert detail',
  },
];

const COMBINED_ANGLE: NicheAngle = {
  name: '{interest} and {second} for {audience}',
  marketSize:
    'Medium: {audience} deal with {interest} and {second} at the same time, yet products treat them separately.',
  competitionLevel: 'Low: combining two topics for one audience gives a product competitors cannot easily copy.',
  profitPotential: 'High: a product covering both justifies $37–$59 and fits {article} {budget} budget as a bundle.',
  painPoint: 'Juggling {interest} and {second} with no plan that covers both',
  buyer: 'buys bundles that cover several needs at once',
};

const COMMON_PAIN_POINTS = [
  'Advice on {interest} that is not written for {audience}',
  'No simple way to track progress with {interest}',
  'Plans that fall apart around {constraint}',
  'Feeling behind others who seem to have {interest} figured out',
];
/** Said only of an audience that is short of time. */
const TIME_PAIN_POINT = 'Not enough time for {interest} in a typical week';

const PAIN_POINTS_PER_NICHE = 4;
/** Longest audience or interest phrase put into a niche, so names stay well within the save limit. */
const MAX_PHRASE = 60;

/** Niches where the user's audience and interests meet, one angle each. */
export function buildNiches(input: GenerateNichesInput, random: Random): NicheResult[] {
  const audience = fitLength(wholeAudience(input.targetAudience, MAX_PHRASE), MAX_PHRASE);
  const phrase = (interest: string) =>
    fitLength(inSentence(inOneSentence(firstWords(nicheSubject(clean(interest), audience), 6))), MAX_PHRASE);
  const interests = splitList(input.interests).map(phrase);
  if (interests.length === 0) interests.push(phrase(input.interests));
  const profile = profileAudience(input.targetAudience);
  const angles = random.sample(
    profile.shortOfTime ? ANGLES : ANGLES.filter((angle) => angle.name !== TIME_SAVING_ANGLE),
    NICHE_COUNT,
  );
  const commonPainPoints = profile.shortOfTime ? [...COMMON_PAIN_POINTS, TIME_PAIN_POINT] : COMMON_PAIN_POINTS;
  if (interests.length > 1) angles[angles.length - 1] = COMBINED_ANGLE;

  return angles.map((angle, index) => {
    const interest = interests[index % interests.length] ?? '';
    const second = interests[(index + 1) % interests.length] ?? '';
    const values = {
      interest,
      second,
      audience,
      budget: budgetAmount(input.budgetRange),
      constraint: profile.constraint,
    };
    const writeWith = (slots: Record<string, string>) => (template: string) =>
      tidy(capitalize(joinAudienceClauses(fill(template, slots), audience)));
    const write = writeWith(values);
    const painPoints = [angle.painPoint, ...random.sample(commonPainPoints, PAIN_POINTS_PER_NICHE - 1)].map(write);
    return {
      // A niche's name is a title: its slots are filled in title case.
      name: fitLength(writeWith(inTitleCase(values))(angle.name), LIMITS.name),
      marketSize: write(angle.marketSize),
      competitionLevel: write(angle.competitionLevel),
      profitPotential: write(angle.profitPotential),
      demographics: { age: profile.age, income: `${profile.income}; ${angle.buyer}`, painPoints },
    };
  });
}

/** The money in a budget choice: 'Low ($0–$500)' → '$0–$500'; free text is kept as written. */
function budgetAmount(budgetRange: string): string {
  const amount = /\$[\d,.]+k?(?:\s*[–-]\s*\$?[\d,.]+k?)?\+?/i.exec(budgetRange);
  return amount ? amount[0].replace(/\s+/g, '') : fitLength(inSentence(inOneSentence(budgetRange)), MAX_PHRASE);
}
