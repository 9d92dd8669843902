import type { TitleTone } from '../../../shared/catalog.js';
import type { GenerateTitlesInput } from '../../../shared/schemas/title.js';
import { TITLE_COUNT } from '../generate-titles/prompt.js';
import type { Random } from './random.js';
import { fill, firstWords, titleCase } from './text.js';
import { extractTopic, shortAudience, splitSubjectAndAudience } from './topic.js';

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

const STEP_TEMPLATE = '{Topic} in {steps} Clear Steps';

/** Titles in the chosen tone, built from the concept's subject and, when known, its audience. */
export function buildTitles(input: GenerateTitlesInput, random: Random): string[] {
  const idea = input.ideaContext;
  const knownAudience = idea?.targetAudience ? shortAudience(idea.targetAudience) : undefined;
  const topicText = extractTopic(input.productConcept, { audience: knownAudience });
  const split = splitSubjectAndAudience(topicText);
  const audience = knownAudience ?? (split.audience ? shortAudience(split.audience) : undefined);
  const values = {
    Topic: titleCase(firstWords(split.subject, 6)),
    Audience: audience ? titleCase(audience) : '',
    days: String(random.pick([7, 14, 21, 30])),
    n: String(random.pick([5, 7, 9, 10, 12])),
    steps: String(idea?.modules?.length ?? 0),
  };
  const templates = [...TEMPLATES[input.tone], ...(idea?.modules?.length ? [STEP_TEMPLATE] : [])].filter(
    (template) => audience || !template.includes('{Audience}'),
  );
  const titles = random.shuffle(templates).map((template) => fill(template, values));
  return [...new Set(titles)].slice(0, TITLE_COUNT);
}
