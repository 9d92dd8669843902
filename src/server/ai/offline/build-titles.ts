import type { TitleTone } from '../../../shared/catalog.js';
import type { GenerateTitlesInput } from '../../../shared/schemas/title.js';
import { TITLE_COUNT } from '../generate-titles/prompt.js';
import { profileAudience } from './audience-profile.js';
import type { Random } from './random.js';
import { LIMITS } from '../../../shared/limits.js';
import { fitLength, trimDangling } from './fit-length.js';
import { capitalize, fill, tidy, titleCase } from './text.js';
import { audienceAndAction, extractTopic, isNounPhrase, shortAudience, splitSubjectAndAudience } from './topic.js';

const TEMPLATES: Record<TitleTone, readonly string[]> = {
  professional: [
    'The {Topic} Handbook: A Practical System for {Audience}',
    '{Topic}: Proven Methods for {Audience}',
    'Mastering {Topic}: A Step-by-Step Framework',
    'The Complete Guide to {Topic}',
    '{Topic} Essentials: What {Audience} Need to Know',
    'Effective {Topic}: Strategies That Work in Real Life',
    'The {Topic} Method: Clear Steps, Measurable Results',
    '{Topic} Made Practical: A Guide for {Audience}',
    'Smarter {Topic}: {n} Principles for Lasting Results',
    '{Topic} for {Audience}: Plan, Execute, Review',
    'The {Topic} Playbook',
    '{Topic} in Practice: A Working Guide',
  ],
  casual: [
    '{Topic}, Made Easy',
    'So You Want to Get Into {Topic}?',
    '{Topic} Without the Fuss',
    'Let’s Talk {Topic}: A No-Stress Guide for {Audience}',
    'The Laid-Back Guide to {Topic}',
    '{Topic} for Real Life',
    'Just Start: {Topic} for {Audience}',
    'Easy {Topic}: Small Steps, Real Results',
    'Your No-Nonsense {Topic} Guide',
    '{Topic}, the Simple Way',
    '{Topic} on a Normal Week',
  ],
  urgent: [
    'Fix Your {Topic} in {days} Days',
    'Stop Struggling with {Topic} Today',
    '{Topic} Now: The {days}-Day Action Plan',
    'The {days}-Day {Topic} Turnaround for {Audience}',
    'Don’t Wait: {Topic} Starts This Week',
    '{Topic} Rescue: Get Back on Track Fast',
    'Start {Topic} Tonight: A Crash Course for {Audience}',
    'Before Another Week Slips By: {Topic} for {Audience}',
    '{Topic} in a Hurry: Results This Week',
    'Quick-Start {Topic}: Results in {days} Days',
  ],
  friendly: [
    'Your Friendly Guide to {Topic}',
    '{Topic} for {Audience}: You’ve Got This',
    'Welcome to {Topic}: A Gentle Start for {Audience}',
    '{Topic}, One Small Step at a Time',
    'A Kind Guide to {Topic}',
    'Let’s Make {Topic} Easier Together',
    'Hello, {Topic}! A Warm Welcome for {Audience}',
    'Happy {Topic}: Simple Ideas You’ll Actually Use',
    '{Topic} Without the Stress: A Friendly Handbook',
    'You Can Do {Topic}: Encouraging Steps for {Audience}',
  ],
  authoritative: [
    'The Definitive {Topic} Playbook',
    '{Topic}: The Expert Method for {Audience}',
    'The {Topic} Blueprint: Proven Strategies for {Audience}',
    'The Science and Practice of {Topic}',
    '{Topic} Mastery: The Complete System',
    'The {Topic} Standard: What Works and Why',
    'The Authoritative Guide to {Topic}',
    '{Topic} Done Right: The Principles {Audience} Rely On',
    'The {n} Laws of {Topic}',
    'Inside {Topic}: A Field Manual for {Audience}',
  ],
  inspiring: [
    'Rise with {Topic}: Small Steps, Lasting Change',
    'The {Topic} Breakthrough',
    'Begin Again: {Topic} for {Audience}',
    'From Overwhelmed to Unstoppable: {Topic} for {Audience}',
    'Your Best Year of {Topic}',
    'The Power of {Topic}: Change That Lasts',
    '{Topic} and the Life You Want',
    'Brighter Days Through {Topic}',
    'Believe, Begin, Become: A {Topic} Journey',
    'One Choice at a Time: Transforming Your {Topic}',
  ],
  playful: [
    '{Topic} Hacks for Clever {Audience}',
    'The {Topic} Cheat Codes',
    '{Topic} and Other Superpowers',
    'Who Knew {Topic} Could Be This Fun?',
    'The Accidental {Topic} Pro',
    'Zero to {Topic} Hero',
    '{Topic}: Now with 100% Less Stress',
    'The Secret Life of {Topic}',
    '{Topic} for the Gloriously Busy',
    'Level Up Your {Topic}',
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
      'A Practical Guide for {Audience}',
      'A Step-by-Step Framework',
      'Proven Methods That Work in Real Life',
      'The Complete Guide',
      'Clear Steps, Measurable Results',
      'A Handbook for {Audience}',
    ],
  },
  casual: {
    mains: ['Let’s Do This', 'No Fuss, No Stress', 'The Laid-Back Guide', 'Real Life Edition'],
    subtitles: [
      'Made Easy',
      'A No-Stress Guide for {Audience}',
      'The Simple Way',
      'Small Steps, Real Results',
      'Without the Fuss',
      'A Relaxed Guide for {Audience}',
    ],
  },
  urgent: {
    mains: ['Start Today', 'Don’t Wait', 'The {days}-Day Action Plan', 'Quick Start'],
    subtitles: [
      'Results in {days} Days',
      'The Crash Course for {Audience}',
      'Start This Week',
      'Get Back on Track Fast',
      'A {days}-Day Action Plan',
      'What {Audience} Should Do Now',
    ],
  },
  friendly: {
    mains: ['Your Friendly Guide', 'A Gentle Start', 'One Small Step at a Time', 'You’ve Got This'],
    subtitles: [
      'A Friendly Guide for {Audience}',
      'One Small Step at a Time',
      'A Gentle Start',
      'Simple Ideas You’ll Actually Use',
      'You’ve Got This',
      'A Warm Welcome for {Audience}',
    ],
  },
  authoritative: {
    mains: ['The Definitive Guide', 'The Blueprint', 'The Field Manual', 'What Works and Why'],
    subtitles: [
      'The Definitive Guide',
      'The Expert Method for {Audience}',
      'Principles That Work and Why',
      'The Complete System',
      'A Field Manual for {Audience}',
      'The {n} Rules That Matter',
    ],
  },
  inspiring: {
    mains: ['Begin Again', 'Believe, Begin, Become', 'Your Breakthrough', 'Small Steps, Lasting Change'],
    subtitles: [
      'Small Steps, Lasting Change',
      'A Journey for {Audience}',
      'Your Best Year Yet',
      'Change That Lasts',
      'From Overwhelmed to Unstoppable',
      'A New Start for {Audience}',
    ],
  },
  playful: {
    mains: ['Cheat Codes Unlocked', 'Level Up', 'The Accidental Pro', 'Now with 100% Less Stress'],
    subtitles: [
      'Cheat Codes for {Audience}',
      'Now with 100% Less Stress',
      'Who Knew It Could Be This Fun?',
      'Hacks for the Gloriously Busy',
      'A Guide for Clever {Audience}',
      'Level Up',
    ],
  },
};

/** Titles that call the reader busy, used only for an audience known to be short of time. */
const BUSY = /\bbusy\b/i;
const STEP_TEMPLATE = '{Topic} in {steps} Clear Steps';
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
  const values = {
    Topic: titleCase(fitLength(phrase, MAX_SUBJECT)),
    Audience: audience ? titleCase(audience) : '',
    days: String(random.pick([7, 14, 21, 30])),
    n: String(random.pick([5, 7, 9, 10, 12])),
    steps: String(idea?.modules?.length ?? 0),
  };
  const templates = (
    isNounPhrase(phrase)
      ? nounTemplates(input.tone, idea?.modules?.length)
      : phraseTemplates(input.tone, trimDangling(values.Topic) !== values.Topic)
  )
    .filter((template) => audience || !template.includes('{Audience}'))
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
  const framed = mains.map((main) => (subjectLeads ? `{Topic}: ${main}` : `${main}: {Topic}`));
  return [...framed, ...subtitles.map((subtitle) => `{Topic}: ${subtitle}`)];
}
