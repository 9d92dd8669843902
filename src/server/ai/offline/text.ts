/** Small text helpers for building sentences from the user's own words. */

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'from',
  'in',
  'into',
  'nor',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'vs',
  'via',
  'with',
]);

/** Collapses whitespace, drops braces, empty parentheses, surrounding quotes and trailing punctuation. */
export function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[{}]/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“”'‘’]+|["“”'‘’]+$/g, '')
    .replace(/[\s.,;:]+$/, '')
    .replace(/^[\s.,;:!?)\]…]+/, '')
    .trim();
}

/** Upper-cases the first letter, after any opening punctuation or emoji: '(beginners)' → '(Beginners)'. */
export const capitalize = (text: string) =>
  text.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_match, before: string, letter: string) => before + letter.toUpperCase());

/**
 * Words that keep their capital inside a sentence: days, months, languages and peoples, places and brands a
 * creator is likely to type ('English conversation' stays 'English conversation', not 'english conversation').
 */
const ALWAYS_CAPITALIZED = new RegExp(
  `^(?:${[
    'monday|tuesday|wednesday|thursday|friday|saturday|sunday',
    'january|february|april|june|july|august|september|october|november|december|i',
    'english|spanish|french|german|italian|portuguese|dutch|greek|latin|russian|ukrainian|polish|czech|swedish',
    'norwegian|danish|finnish|icelandic|irish|welsh|scottish|scots|british|american|canadian|mexican|brazilian',
    'australian|african|asian|european|arabic|hebrew|hindi|urdu|bengali|punjabi|tamil|chinese|mandarin|cantonese',
    'japanese|korean|thai|vietnamese|indonesian|filipino|tagalog|turkish|persian|swahili|hawaiian|celtic',
    'mediterranean|nordic|scandinavian|caribbean|latino|latina|hispanic|indian|christian|catholic|muslim|islamic',
    'jewish|buddhist|hindu|bible|christmas|easter|ramadan|hanukkah|thanksgiving|halloween|olympic|olympics',
    'america|europe|africa|asia|canada|mexico|australia|england|scotland|wales|ireland|france|germany|italy|spain',
    'japan|india|london|paris|google|amazon|etsy|shopify|instagram|facebook|pinterest|tiktok|kindle|canva',
    'javascript|linkedin|airbnb|ebay|wordpress|android|linux',
  ].join('|')})$`,
  'i',
);
const isProperNoun = (word: string) => ALWAYS_CAPITALIZED.test(word.replace(/[^\p{L}]/gu, ''));
const keepsCase = (word: string) => /^[A-Z0-9]{2,}$/.test(word) || /[a-z][A-Z]/.test(word);
const lowerWord = (word: string) =>
  word
    .split('-')
    .map((part) => {
      if (keepsCase(part)) return part;
      return isProperNoun(part) ? capitalize(part.toLowerCase()) : part.toLowerCase();
    })
    .join('-');

/** A language, people, place or brand written with its capital: 'english' → 'English'. */
const capitalizeProperNoun = (word: string) =>
  word
    .split('-')
    .map((part) => (isProperNoun(part) && !keepsCase(part) ? capitalize(part.toLowerCase()) : part))
    .join('-');

/**
 * Makes a phrase read naturally inside a sentence: 'Busy First-Time Parents' → 'busy first-time parents',
 * 'Parents in the UK' → 'parents in the UK', 'YouTube creators' unchanged.
 */
export function inSentence(text: string): string {
  const words = clean(text).split(' ');
  const longWords = words.filter((word) => word.replace(/[^\p{L}]/gu, '').length >= 4);
  const titleCased = words.length > 1 && longWords.length > 0 && longWords.every((word) => /^\p{Lu}/u.test(word));
  if (titleCased) return words.map(lowerWord).join(' ');
  const [first = '', ...rest] = words;
  return [lowerWord(first), ...rest.map(capitalizeProperNoun)].join(' ');
}

/** Title case that keeps acronyms and mixed-case words and leaves small words lower-case. */
export function titleCase(text: string): string {
  return clean(text)
    .split(' ')
    .map((word, index, words) => {
      if (/[A-Z]/.test(word.slice(1)) || /^[A-Z0-9]{2,}$/.test(word)) return word;
      const lower = word.toLowerCase();
      if (index > 0 && index < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      return lower
        .split('-')
        .map((part) => capitalize(part))
        .join('-');
    })
    .join(' ');
}

/** Splits a free-text list ('meal prep, budgeting and sleep') into its items. */
export function splitList(text: string, max = 6): string[] {
  const items = text
    .split(/\s*(?:[,;\n/|]|\band\b|&|\+)\s*/i)
    .map(clean)
    .filter((item) => item.length > 1);
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase())).slice(0, max);
}

/** 'a' or 'an' for the word that follows. */
export const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|use|one|eu)/i.test(word) ? 'an' : 'a');

/** Emoji and the marks that join or modify them: pictographs, flags, skin tones, keycaps, variation selectors. */
const EMOJI =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** The text without emoji, so a typed '🚀 a budgeting ebook' makes a subject, not '🚀 a Budgeting Ebook'. */
export const withoutEmoji = (text: string) => text.replace(EMOJI, ' ').replace(/\s+/g, ' ').trim();

/** Keeps at most `count` words. */
export function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.slice(0, count).join(' ');
}

/** Joins items as prose: 'a', 'a and b', 'a, b and c'. */
export function joinProse(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * Fills `{name}` slots from `values`, the one way every template of the offline writer is filled (README.md, 'Slots').
 * `{Name}` is always the value of `name` starting with a capital letter, for the start of a sentence or a heading, so
 * `values` hold lower-case names only. `{article}` (or `{Article}`) becomes 'a' or 'an', agreeing with whatever word ends up
 * after it. Unknown slots are left as they are.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template
    .replace(/\{(\w+)\}/g, (slot, name: string) => {
      const first = name.charAt(0);
      const lowerFirst = first.toLowerCase();
      if (first === lowerFirst) return values[name] ?? slot;
      const value = values[lowerFirst + name.slice(1)];
      return value === undefined ? slot : capitalize(value);
    })
    .replace(/\{(article|Article)\}(\s+)(\S+)/g, (_match, slot: string, space: string, word: string) => {
      const chosen = article(word);
      return `${slot === 'Article' ? capitalize(chosen) : chosen}${space}${word}`;
    });
}

/** Values as a title writes them, each in title case: niche names, product titles and module titles are filled with these. */
export const inTitleCase = (values: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, titleCase(value)]));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A relative clause added after an audience that already has one joins it with 'and':
 * 'bakers who sell at markets who have tried…' → 'bakers who sell at markets and have tried…'.
 */
export function joinAudienceClauses(text: string, audience: string): string {
  if (!/\s(?:who|that)\s/i.test(audience)) return text;
  return text.replace(new RegExp(`(${escapeRegExp(audience)}) (?:who|that) `, 'gi'), '$1 and ');
}

const DOUBLED_WORD = /(?<![\p{L}\p{N}'’-])([\p{L}\p{N}][\p{L}\p{N}'’-]*)(?:[ \t]+\1)+(?![\p{L}\p{N}'’-])/giu;

/**
 * Tidies one generated line: a word written twice in a row once ('Basics Basics' → 'Basics'),
 * no empty parentheses, single spaces and no space before punctuation.
 */
export function tidy(text: string): string {
  return text
    .replace(DOUBLED_WORD, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .trim();
}

/**
 * A phrase the user typed, made to sit inside one sentence: sentence punctuation within it becomes a comma
 * and none is left at its end ('knitting! or sewing?' → 'knitting, or sewing').
 */
export function inOneSentence(text: string): string {
  return clean(text)
    .replace(/\s*[.!?¿¡]+(?=\s+\S)/g, ',')
    .replace(/[\s.!?¿¡,]+$/, '')
    .replace(/^[¿¡]+/, '');
}

/** Text the user wrote as one or more sentences, each starting with a capital and ending with punctuation. */
export function asSentences(text: string): string {
  return clean(text)
    .split(/(?<=[.!?])\s+/)
    .map((part) => sentence(capitalize(part)))
    .join(' ');
}
