import { trimDangling } from './fit-length.js';
import { clean, firstWords, inOneSentence, inSentence, withoutEmoji } from './text.js';

const LEADING_WORDS = [
  /^(a|an|the|this|my|our|your)\s+/i,
  /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ](module|chapter|step|day|week|part|lesson|page|template)s?\s+/i,
  /^((step-by-step|[a-z]+-length|practical|complete|comprehensive|focused|printable|digital|online|short|simple|beginner'?s?|ultimate|quick[- ]start|done[- ]for[- ]you|\d+-day)\s+)+/i,
  /^(e-?book|online course|course|guide(book)?|tutorial|manual|workbook|template pack|templates?|handbook|playbook|toolkit|program(me)?|system|plr (content|ebook|package)|pack|book|blueprint)\s+/i,
  /^(that|which)\s+/i,
  /^(teach(es|ing)?|show(s|ing)?|help(s|ing)?|walk(s|ing)?|guide(s|ing)?|take(s|ing)?|give(s|ing)?|cover(s|ing)?)\s+/i,
  /^(on|about|to|for|of|covering|through)\s+/i,
];

const TRAILING_WORDS =
  /\s+(e-?book|handbook|guide(book)?|playbook|blueprint|workbook|course|toolkit|essentials|systems?|plans?|challenges?|mastery|made easy|masterclass|bootcamp)$/i;

/** The product's format named before its audience: 'budgeting ebook for retirees' → 'budgeting for retirees'. */
const FORMAT_BEFORE_AUDIENCE = /\s+(?:e-?book|guide(?:book)?|course|workbook|handbook|book)(?=\s+for\s)/i;
/** A subject typed as an instruction ('Learn English for travel'), named by its -ing form: 'Learning English…'. */
const LEADING_VERB =
  /^(?:learn|start|build|make|grow|write|bake|cook|knit|sew|paint|draw|sell|save|plan|master|create|find|improve|speak|train|raise|teach|launch|design|manage|organi[sz]e|declutter|budget|invest|price|market|photograph|garden|run|lose|stop|get|keep|stay|pass|handle|prepare|protect|reduce|fix|avoid|become)\s+\S/i;

/** Where an action's circumstance begins: 'keep a habit | around shifts'. */
const ACTION_CIRCUMSTANCE = /\s+(?:around|during|while|before|after|at|in|on|for)\s+/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const CUT_BEFORE =
  /\s+(?:so that|so|by|without|in order to|using|with|that|which|who|while|through|from zero|in just|in \d+)\s+/i;
const SENTENCE_END = /[.;:!?—–]|\s-\s/;

/**
 * The subject of a concept or title as a short noun phrase:
 * 'An ebook on meal prep for busy parents, with weekly plans' → 'meal prep for busy parents'.
 * A known audience is taken out when the text opens with it ('teaches busy parents a Sunday routine').
 */
export function extractTopic(typed: string, options: { audience?: string; maxWords?: number } = {}): string {
  const text = withoutEmoji(typed) || typed;
  const maxWords = options.maxWords ?? 7;
  // The audience opening the text, whole ('home bakers who sell…') or by its head ('night-shift nurses').
  const audiences = options.audience
    ? [clean(options.audience), shortAudience(options.audience)].map(
        (words) => new RegExp(`^${escapeRegExp(words)}\\s+`, 'i'),
      )
    : [];
  const patterns = [...LEADING_WORDS, ...audiences];
  const stripLeading = (part: string) => {
    let rest = `${clean(part)} `;
    for (let pass = 0; pass < 3; pass += 1) for (const pattern of patterns) rest = rest.replace(pattern, '');
    return rest.trim();
  };
  const subjects = text.split(SENTENCE_END).map(stripLeading);
  let topic = subjects.find((part) => trimDangling(part)) ?? clean(text);
  const cut = topic.split(CUT_BEFORE)[0] ?? topic;
  if (cut.split(' ').length >= 2) topic = cut;
  topic = clean(firstWords(topic.split(',')[0] ?? topic, maxWords)).replace(TRAILING_WORDS, '');
  const phrase = inOneSentence(topic || firstWords(text, maxWords)).replace(FORMAT_BEFORE_AUDIENCE, '');
  const trimmed = trimDangling(phrase) || phrase;
  if (!LEADING_VERB.test(trimmed)) return trimmed;
  // An action is named up to its first circumstance: 'keep a sourdough habit around rotating shifts' → 'keeping a
  // sourdough habit', so a cut at the word limit never leaves half a circumstance.
  const action = trimmed.split(ACTION_CIRCUMSTANCE)[0] ?? trimmed;
  return actionAsNoun(action.split(' ').length >= 2 ? action : trimmed);
}

/** Splits 'Meal Prep for Busy First-Time Parents' into its subject and its audience. */
export function splitSubjectAndAudience(text: string): { subject: string; audience?: string } {
  const match = /^(.+?)\s+for\s+(.+)$/i.exec(clean(text));
  if (!match?.[1] || !match[2]) return { subject: clean(text) };
  return { subject: clean(match[1]), audience: clean(match[2]) };
}

const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** The audience as a short plural noun phrase: 'Busy parents who work full time, with toddlers' → 'busy parents'. */
export function shortAudience(text: string): string {
  const source = clean(text).replace(/^[^\p{L}\p{N}]+/u, '');
  const head = clean(
    source.split(/[.,;:(]|\s+(?:who|that|with|looking|wanting|trying|struggling)\s+/i).find(hasWord) ?? source,
  );
  const withoutLead = head
    .replace(/^(for|the|all|any)\s+/i, '')
    .replace(/^(those|people|anyone)\s+(who|that)\s+.*$/i, '');
  const audience = inSentence(inOneSentence(firstWords(withoutLead || head, 8)));
  const trimmed = trimDangling(audience) || audience;
  return hasWord(trimmed) ? trimmed : 'readers';
}

/** Longest audience kept whole; a longer one is shortened to its head noun phrase. */
const MAX_WHOLE_AUDIENCE = { words: 12, characters: 80 };
/** Where an audience's own description ends and added detail starts: a full stop, a bracket, ', typically aged'. */
const AUDIENCE_END = /[.;:!?(]|\s[-–—]\s|,\s*(?:typically\s+|usually\s+)?aged\b/i;
/** A subject that takes a singular verb: 'anyone who bakes' cannot stand where 'bakers' does. */
const SINGULAR_LEAD = /^(?:anyone|someone|everyone|everybody|anybody|a|an|one|each|every)\b/i;

/**
 * The audience as the user described it, for sentences: 'Home bakers who want to sell at farmers markets' →
 * 'home bakers who want to sell at farmers markets'. Only a description too long for a sentence, or one that is
 * not a plural noun phrase, is shortened to its head ('busy parents').
 */
export function wholeAudience(text: string, maxCharacters = MAX_WHOLE_AUDIENCE.characters): string {
  const source = clean(withoutEmoji(text) || text).replace(/^[^\p{L}\p{N}]+/u, '');
  const head = clean(source.split(AUDIENCE_END)[0] ?? '').replace(/^(?:for|the|all)\s+/i, '');
  const fits =
    hasWord(head) &&
    head.split(' ').length <= MAX_WHOLE_AUDIENCE.words &&
    head.length <= maxCharacters &&
    !SINGULAR_LEAD.test(head);
  if (!fits) return shortAudience(text);
  const audience = inSentence(inOneSentence(head));
  const trimmed = trimDangling(audience) || audience;
  return hasWord(trimmed) ? trimmed : shortAudience(text);
}

/** Words that show a phrase is a clause or a question rather than a name. */
const CLAUSE_WORD =
  /^(to|how|why|what|when|where|who|which|can|could|will|would|should|do|does|did|is|are|was|were|your|their|my|our|his|her|you|i|we|they|it|this|that|these|those|not|no)$/i;
const DANGLING_END = /\s(a|an|the|and|or|of|to|for|with|in|on|at|by|from|vs)$/i;
const MAX_NOUN_PHRASE_WORDS = 5;
/** A section or module name may be longer than a title's subject and still read as a name in a sentence. */
const MAX_NAME_WORDS = 10;

/**
 * Whether a phrase is a short name ('sourdough baking', 'SEO for small shops') that fits where a noun goes
 * ('a guide to …', 'progress with …'), rather than a clause ('knit your first sweater') or a question.
 */
export function isNounPhrase(text: string, maxWords = MAX_NOUN_PHRASE_WORDS): boolean {
  const words = text.split(' ');
  return (
    text.length > 0 &&
    words.length <= maxWords &&
    words.every((word) => /^[\p{L}\p{N}][\p{L}\p{N}'’&-]*$/u.test(word) && !CLAUSE_WORD.test(word)) &&
    !DANGLING_END.test(text)
  );
}

/** Nouns that name one thing in a section title ('Monthly Review Template') and need 'the' inside a sentence. */
const COUNT_NOUN =
  /^(template|planner|tracker|sheet|worksheet|checklist|calendar|plan|method|fix|problem|routine|review|challenge|system|framework|toolkit|list|log|step|session|cheat-sheet|overview|introduction|conclusion|summary)$/i;
const DETERMINER = /^(the|a|an|your|my|our|this|that|these|those|their|its|his|her|one|each|every)$/i;

/** A section name as it reads after 'focuses on': 'monthly review template' → 'the monthly review template'. */
export function withArticle(phrase: string): string {
  const head = phrase.split(/\s+(?:of|for|in|on|to|with|and|from)\s+/i)[0] ?? phrase;
  const words = head.split(' ');
  const needsArticle = !DETERMINER.test(words[0] ?? '') && COUNT_NOUN.test(words[words.length - 1] ?? '');
  return needsArticle ? `the ${phrase}` : phrase;
}

/** Whether a phrase reads well after 'about' or 'focuses on': a name, a gerund ('batch cooking') or a wh-clause. */
export const fitsAsNoun = (text: string) =>
  isNounPhrase(text, MAX_NAME_WORDS) || /^(?:the|a|an|why|how|what|when|where|which|\p{L}+ing)(?:\s|$)/iu.test(text);

/** The words a generated niche name adds around its subject ('Time-Saving Pricing Systems'). */
const NICHE_ANGLE_LEAD = /^(?:time-saving|budget-friendly|30-day|advanced)\s+/i;
const NICHE_ANGLE_TAIL = /\s+(?:basics|systems?|planners and templates|challenge|without overwhelm|strategies)$/i;

/**
 * The subject of a niche name, without the angle a generated name wraps it in and without its audience
 * (all of it, or only when it is the given one), so a name fed back as input is not wrapped twice:
 * 'Pricing Basics for Freelance Designers' → 'Pricing'; 'Meal prep for kids' stays whole for another audience.
 */
export function nicheSubject(text: string, audience?: string): string {
  const split = splitSubjectAndAudience(text);
  const subject =
    audience === undefined || split.audience?.toLowerCase() === audience.toLowerCase() ? split.subject : clean(text);
  const bare = subject.replace(NICHE_ANGLE_LEAD, '').replace(NICHE_ANGLE_TAIL, '');
  return bare || subject;
}

const POSSESSIVE = /\b(their|his|her|its)\b/gi;

/**
 * Splits 'busy moms to knit their first sweater' into its audience and what they learn to do,
 * the action written to the reader: 'knit your first sweater'.
 */
export function audienceAndAction(subject: string): { audience: string; action: string } | undefined {
  const match = /^(.+?s)\s+to\s+(\S+)(\s+.+)$/i.exec(subject);
  if (!match?.[1] || !match[2] || !match[3] || /(s|ing)$/i.test(match[2])) return undefined;
  return { audience: match[1], action: `${match[2]}${match[3]}`.replace(POSSESSIVE, 'your') };
}

/** The action a how-question asks about: 'how do I price my logo work' → 'price your logo work'. */
export function questionAction(subject: string): string | undefined {
  const match = /^how\s+(?:do|can|should|to)\s+(?:(?:i|you|we)\s+)?(\S.*)$/i.exec(subject);
  return match?.[1]?.replace(/\b(my|our)\b/gi, 'your');
}

/** An action as a noun phrase, by its verb's -ing form: 'knit your first sweater' → 'knitting your first sweater'. */
export function actionAsNoun(action: string): string {
  const [verb = '', ...rest] = action.split(' ');
  return [gerund(verb), ...rest].join(' ');
}

function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (/ie$/.test(lower)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(lower) && lower !== 'be') return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lower)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}
