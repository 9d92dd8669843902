/**
 * The word classes the built-in writer reads a book's own words with, to find the phrases a buyer searches for
 * (noun-phrases.ts): small closed lists, not a dictionary. A word not in any of them is taken for a noun or an
 * adjective in front of one.
 */

const wordsOf = (...lines: string[]) => new Set(lines.flatMap((line) => line.split(' ')));

/** Articles, possessives and quantifiers: a noun phrase starts after one ('a | sourdough starter'). */
const DETERMINERS = wordsOf(
  'a an the this these those my your our their his her its every each either neither some any no another',
  'one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand',
  'few many much more most several all both such other same whole',
);

/** Prepositions: a noun phrase starts after one too ('in | a home oven'). */
export const PREPOSITIONS = wordsOf(
  'about above across after against along among around as at before behind below beneath beside besides between',
  'beyond by despite down during except for from in inside into like near of off on onto out outside over past per',
  'since than through throughout till to toward towards under underneath until unto up upon via vs versus with',
  'within without',
);

/** Words after which the next word is a verb ('that | covers', 'it | is', 'you | draw'). */
export const BEFORE_A_VERB = wordsOf(
  'that which who whom whose i we you he she it they there',
  'am is are was were be been being do does did have has had can could will would shall should may might must',
);

/** Conjunctions and question words, which part phrases without telling what comes next. */
const JOINERS = wordsOf(
  'and or but nor so yet if because although though while whether once unless whereas how what when where why',
  'me us him them mine ours yours hers theirs oneself not',
);

/**
 * Adverbs and particles: a phrase never ends on one ('stall right', 'trees up close'). Words ending in -ly are
 * adverbs too, but for the nouns and adjectives in NOT_ADVERBS_IN_LY.
 */
const ADVERBS = wordsOf(
  'right well fast hard again away back ahead aside apart along alone together instead already always often never',
  'ever still now then today tonight tomorrow here there anywhere everywhere forward forwards enough very just also',
  'too only even quite rather almost else later soon sooner less least better best worse worst close far long much',
);
const NOT_ADVERBS_IN_LY = wordsOf(
  'family supply ally belly jelly bully lily reply rally fly july italy monopoly anomaly butterfly dragonfly',
  'assembly melancholy homily daily weekly monthly yearly quarterly hourly nightly early elderly friendly costly',
  'lonely lovely likely holy',
);

/**
 * Adjectives that follow their noun as its state ('keep a starter | active', 'so it is | ready'): a phrase never ends
 * on one.
 */
const STATE_ADJECTIVES = wordsOf(
  'active ready strong alive healthy safe clean dry warm cold fresh calm happy full empty steady consistent',
  'simple easy natural bright possible necessary manageable affordable organised organized done finished busy sure',
  'able aware same different right wrong good bad great new old ok okay free first last next soft hard wet blue',
  'dark pale',
);

/**
 * Words that say what kind of product it is, not what it is about ('ebook', 'course-length'); they part phrases,
 * since a search for the subject does not need them.
 */
const PRODUCT_WORDS = wordsOf(
  'ebook e-book ebooks book books guide guides guidebook handbook course courses workbook workbooks manual',
  'chapter chapters module modules lesson lessons section sections page pages part parts step steps volume',
  'introduction intro overview primer series edition bundle kit pack toolkit blueprint playbook masterclass',
);

/** Adjectives that praise or size up a product, not name its subject ('practical', 'ultimate'). */
const SALES_ADJECTIVES = wordsOf(
  'practical complete comprehensive ultimate essential essentials definitive quick short brief little big',
  'step-by-step printable digital online downloadable focused simple easy proven powerful amazing perfect',
  'real actual basic key top',
);

/**
 * Nouns too vague to name anything on their own, and feelings: neither is a keyword or a tag alone ('panic',
 * 'things').
 */
const VAGUE_NOUNS = wordsOf(
  'way ways thing things kind kinds lot lots range moment moments bit bits sort sorts type types number amount',
  'plenty people person someone anyone everyone something anything everything nothing stuff time times day days',
  'week weeks month months year years place places point points end start area look feel',
  'panic stress fear fears worry worries anxiety tears chaos joy love hope hopes confidence success freedom',
  'overwhelm struggle struggles mistakes trouble problems problem help tips tricks secrets hacks',
  'adults beginners readers users women men',
);

/** Past participles that do not end in -ed ('sold'): like them, they name nothing alone. */
const PARTICIPLES = wordsOf(
  'sold made done gone known grown built bought found kept left lost paid told taken given written seen shown',
);

/**
 * Verbs a goal or an idea asks the reader to do ('weigh', 'label', 'covers'): after 'and', 'to' or a comma, one of
 * these starts a verb phrase, not a noun phrase. A goal's first word is its verb whether listed or not.
 */
const VERBS = wordsOf(
  'accept add adjust aim allow apply arrange ask avoid bake balance become begin believe bring build buy calculate',
  'call care change check choose clean collect come compare complete count cover create cut decide deliver',
  'describe design develop discover do draw drop earn enjoy feed feel fill find finish fit fix follow get give go',
  'grow handle help hold improve include keep know label last launch lay learn leave lift list look lose make',
  'manage match meet mix move need notice offer open organise organize pack paint pay pick place plan practise',
  'practice predict prepare price protect put reach read recognise recognize reduce remember repeat rescue',
  'return run save say scrub see sell send serve set shape share show simplify sit sort spend start stay stop',
  'store suggest take teach tell test think track travel try turn understand use wait want weigh work write',
);

/** A word's verb it may be a form of: 'covers' → 'cover', 'fits' → 'fit', 'draws' → 'draw'. */
const verbForms = (word: string) => [word, word.replace(/s$/u, ''), word.replace(/es$/u, '')];

export const isVerb = (word: string) => verbForms(word).some((form) => VERBS.has(form));
/** A verb's plain form ('stop'), which closes a noun phrase only as its verb ('buyers | stop'). */
export const isPlainVerb = (word: string) => VERBS.has(word);
/** A verb's third person ('covers'), which may close a noun phrase only as its verb ('a stall | fits'). */
export const isVerbWithS = (word: string) => word.endsWith('s') && !VERBS.has(word) && isVerb(word);

export const isDeterminer = (word: string) => DETERMINERS.has(word) || /^\d/u.test(word);

/** Words that are never part of a noun phrase: every closed class above but the adjectives. */
export const isFunctionWord = (word: string) =>
  DETERMINERS.has(word) ||
  PREPOSITIONS.has(word) ||
  BEFORE_A_VERB.has(word) ||
  JOINERS.has(word) ||
  isAdverb(word) ||
  /^\d/u.test(word);

const isAdverb = (word: string) => ADVERBS.has(word) || (/ly$/u.test(word) && !NOT_ADVERBS_IN_LY.has(word));

export const isProductWord = (word: string) => PRODUCT_WORDS.has(word) || /-length$/u.test(word);

/** A word a phrase cannot end on: a function word, an adverb, or an adjective of state. */
export const cannotEnd = (word: string) => isFunctionWord(word) || STATE_ADJECTIVES.has(word);

/** A word a phrase cannot start on: a function word, or an adjective that praises the product. */
export const cannotStart = (word: string) => isFunctionWord(word) || SALES_ADJECTIVES.has(word);

/** A word that names nothing alone: vague, a feeling, an adjective, a verb, or a function word. */
export const cannotStandAlone = (word: string) =>
  VAGUE_NOUNS.has(word) ||
  cannotEnd(word) ||
  cannotStart(word) ||
  (VERBS.has(word) && !word.endsWith('ing')) ||
  PARTICIPLES.has(word) ||
  /\p{L}{2,}ed$/u.test(word) ||
  word.length < 3;

/** The -ing words that are nouns rather than verbs ('morning', 'spring'), which never start a gerund phrase. */
const NOUNS_IN_ING = wordsOf('morning evening thing something nothing anything everything spring string ceiling king');

/** A verb's -ing form ('selling', 'painting'): it may start a phrase of what the reader does. */
export const isGerund = (word: string) => /\p{L}{2,}ing$/u.test(word) && !NOUNS_IN_ING.has(word);
