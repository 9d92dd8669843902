import type { TitleTone } from '../../../shared/catalog.js';
import type { GenerateTitlesInput } from '../../../shared/schemas/title.js';
import { TITLE_COUNT } from '../tasks/generate-titles/prompt.js';
import { profileAudience } from './audience-profile.js';
import type { Random } from './random.js';
import { LIMITS } from '../../../shared/limits.js';
import { fitLength, trimDangling } from './fit-length.js';
import { capitalize, fill, tidy, titleCase } from './text.js';
import { audienceAndAction, extractTopic, isNounPhrase, shortAudience, splitSubjectAndAudience } from './topic.js';

const TEMPLATES: Record<TitleTone, readonly string[]> = {
  professional: [
    'The {topic} Handbook: A Practical System for {audience}',
    '{topic}: Proven Methods for {audience}',
    'Mastering {topic}: A Step-by-Step Framework',
    'The Complete Guide to {topic}',
    '{topic} Essentials: What {audience} Need to Know',
    'Effective {topic}: Strategies That Work in Real Life',
    'The {topic} Method: Clear Steps, Measurable Results',
    '{topic} Made Practical: A Guide for {audience}',
    'Smarter {topic}: {n} Principles for Lasting Results',
    '{topic} for {audience}: Plan, Execute, Review',
    'The {topic} Playbook',
    '{topic} in Practice: A Working Guide',
  ],
  casual: [
    '{topic}, Made Easy',
    'So You Want to Get Into {topic}?',
    '{topic} Without the Fuss',
    'Let’s Talk {topic}: A No-Stress Guide for {audience}',
    'The Laid-Back Guide to {topic}',
    '{topic} for Real Life',
    'Just Start: {topic} for {audience}',
    'Easy {topic}: Small Steps, Real Results',
    'Your No-Nonsense {topic} Guide',
    '{topic}, the Simple Way',
    '{topic} on a Normal Week',
  ],
  urgent: [
    'Fix Your {topic} in {days} Days',
    'Stop Struggling with {topic} Today',
    '{topic} Now: The {days}-Day Action Plan',
    'The {days}-Day {topic} Turnaround for {audience}',
    'Don’t Wait: {topic} Starts This Week',
    '{topic} Rescue: Get Back on Track Fast',
    'Start {topic} Tonight: A Crash Course for {audience}',
    'Before Another Week Slips By: {topic} for {audience}',
    '{topic} in a Hurry: Results This Week',
    'Quick-Start {topic}: Results in {days} Days',
  ],
  friendly: [
    'Your Friendly Guide to {topic}',
    '{topic} for {audience}: You’ve Got This',
    'Welcome to {topic}: A Gentle Start for {audience}',
    '{topic}, One Small Step at a Time',
    'A Kind Guide to {topic}',
    'Let’s Make {topic} Easier Together',
    'Hello, {topic}! A Warm Welcome for {audience}',
    'Happy {topic}: Simple Ideas You’ll Actually Use',
    '{topic} Without the Stress: A Friendly Handbook',
    'You Can Do {topic}: Encouraging Steps for {audience}',
  ],
  authoritative: [
    'The Definitive {topic} Playbook',
    '{topic}: The Expert Method for {audience}',
    'The {topic} Blueprint: Proven Strategies for {audience}',
    'The Science and Practice of {topic}',
    '{topic} Mastery: The Complete System',
    'The {topic} Standard: What Works and Why',
    'The Authoritative Guide to {topic}',
    '{topic} Done Right: The Principles {audience} Rely On',
    'The {n} Laws of {topic}',
    'Inside {topic}: A Field Manual for {audience}',
  ],
  inspiring: [
    'Rise with {topic}: Small Steps, Lasting Change',
    'The {topic} Breakthrough',
    'Begin Again: {topic} for {audience}',
    'From Overwhelmed to Unstoppable: {topic} for {audience}',
    'Your Best Year of {topic}',
    'The Power of {topic}: Change That Lasts',
    '{topic} and the Life You Want',
    'Brighter Days Through {topic}',
    'Believe, Begin, Become: A {topic} Journey',
    'One Choice at a Time: Transforming Your {topic}',
  ],
  playful: [
    '{topic} Hacks for Clever {audience}',
    'The {topic} Cheat Codes',
    '{topic} and Other Superpowers',
    'Who Knew {topic} Could Be This Fun?',
    'The Accidental {topic} Pro',
    'Zero to {topic} Hero',
    '{topic}: Now with 100% Less Stress',
    'The Secret Life of {topic}',
    '{topic} for the Gloriously Busy',
    'Level Up Your {topic}',
  ],
};

/**
 * For subjects that are not a short noun phrase ('busy moms to knit their first sweater', a long sentence,
 * a question): the subject stands on its own, with a main title or a subtitle in the tone around it.
 */
const PHRASE_FRAMES: Record<TitleTone, { mains: readonly string[]; subtitles: readonly string[] }> = {
  professional: {
    mains: ['The Practical Handbook', 'A Working Guide', 'The Method', 'Plan, Do, Review'],
    subtitles: [
      'A Practical Guide for {audience}',
      'A Step-by-Step Framework',
      'Proven Methods That Work in Real Life',
      'The Complete Guide',
      'Clear Steps, Measurable Results',
      'A Handbook for {audience}',
    ],
  },
  casual: {
    mains: ['Let’s Do This', 'No Fuss, No Stress', 'The Laid-Back Guide', 'Real Life Edition'],
    subtitles: [
      'Made Easy',
      'A No-Stress Guide for {audience}',
      'The Simple Way',
      'Small Steps, Real Results',
      'Without the Fuss',
      'A Relaxed Guide for {audience}',
    ],
  },
  urgent: {
    mains: ['Start Today', 'Don’t Wait', 'The {days}-Day Action Plan', 'Quick Start'],
    subtitles: [
      'Results in {days} Days',
      'The Crash Course for {audience}',
      'Start This Week',
      'Get Back on Track Fast',
      'A {days}-Day Action Plan',
      'What {audience} Should Do Now',
    ],
  },
  friendly: {
    mains: ['Your Friendly Guide', 'A Gentle Start', 'One Small Step at a Time', 'You’ve Got This'],
    subtitles: [
      'A Friendly Guide for {audience}',
      'One Small Step at a Time',
      'A Gentle Start',
      'Simple Ideas You’ll Actually Use',
      'You’ve Got This',
      'A Warm Welcome for {audience}',
    ],
  },
  authoritative: {
    mains: ['The Definitive Guide', 'The Blueprint', 'The Field Manual', 'What Works and Why'],
    subtitles: [
      'The Definitive Guide',
      'The Expert Method for {audience}',
      'Principles That Work and Why',
      'The Complete System',
      'A Field Manual for {audience}',
      'The {n} Rules That Matter',
    ],
  },
  inspiring: {
    mains: ['Begin Again', 'Believe, Begin, Become', 'Your Breakthrough', 'Small Steps, Lasting Change'],
    subtitles: [
      'Small Steps, Lasting Change',
      'A Journey for {audience}',
      'Your Best Year Yet',
      'Change That Lasts',
      'From Overwhelmed to Unstoppable',
      'A New Start for {audience}',
    ],
  },
  playful: {
    mains: ['Cheat Codes Unlocked', 'Level Up', 'The Accidental Pro', 'Now with 100% Less Stress'],
    subtitles: [
      'Cheat Codes for {audience}',
      'Now with 100% Less Stress',
      'Who Knew It Could Be This Fun?',
      'Hacks for the Gloriously Busy',
      'A Guide for Clever {audience}',
      'Level Up',
    ],
  },
};

/** Titles that call the reader busy, used only for an audience known to be short of time. */
const BUSY = /\bbusy\b/i;
const STEP_TEMPLATE = '{topic} in {steps} Clear Steps';
const MAX_SUBJECT = 90;
const MAX_AUDIENCE = 50;

/** Titles in the chosen tone, built from the concept's subject and, when known, its audience. */
export function buildTitles(input: GenerateTitlesInput, random: Random): string[] {
  const idea = input.ideaContext;
  const knownAudience = idea?.targetAudience ? shortAudience(idea.targetAudience) : undefined;
  const topicText = extractTopic(input.productConcept, { audience: knownAudience, maxWords: 14 });
  const split = splitSubjectAndAudience(topicText);
  const splitSubject = trimDangling(split.subject);
  const subject = splitSubject || trimDangling(topicText) || topicText;
  const splitAudience = splitSubject ? split.audience : undefined;
  const action = audienceAndAction(subject);
  const audienceText = knownAudience ?? splitAudience ?? action?.audience;
  const audience = audienceText
    ? trimDangling(fitLength(shortAudience(audienceText), MAX_AUDIENCE)) || undefined
    : undefined;
  const phrase = action ? action.action : subject;
  // A title's slots are filled in title case.
  const values = {
    topic: titleCase(fitLength(phrase, MAX_SUBJECT)),
    audience: audience ? titleCase(audience) : '',
    days: String(random.pick([7, 14, 21, 30])),
    n: String(random.pick([5, 7, 9, 10, 12])),
    steps: String(idea?.modules?.length ?? 0),
  };
  const templates = (
    isNounPhrase(phrase)
      ? nounTemplates(input.tone, idea?.modules?.length)
      : phraseTemplates(input.tone, trimDangling(values.topic) !== values.topic)
  )
    .filter((template) => audience || !template.includes('{audience}'))
    .filter((template) => !BUSY.test(template) || (audienceText && profileAudience(audienceText).shortOfTime));
  const titles = random
    .shuffle(templates)
    .map((template) => fitLength(capitalize(tidy(fill(template, values))), LIMITS.name));
  return [...new Set(titles)].slice(0, TITLE_COUNT);
}

function nounTemplates(tone: TitleTone, moduleCount: number | undefined): string[] {
  return [...TEMPLATES[tone], ...(moduleCount ? [STEP_TEMPLATE] : [])];
}

/**
 * A subject that ends on a word no title can end on (one made only of such words, as 'but of', cannot be
 * trimmed) leads every frame: 'But Of: Plan, Do, Review', never 'Plan, Do, Review: But Of'.
 */
function phraseTemplates(tone: TitleTone, subjectLeads: boolean): string[] {
  const { mains, subtitles } = PHRASE_FRAMES[tone];
  const framed = mains.map((main) => (subjectLeads ? `{topic}: ${main}` : `${main}: {topic}`));
  return [...framed, ...subtitles.map((subtitle) => `{topic}: ${subtitle}`)];
}
