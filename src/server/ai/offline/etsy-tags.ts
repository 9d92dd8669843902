import { LISTING_LIMITS } from '../../../shared/schemas/listing.js';
import { asEtsyTag, fitList } from '../listing/fit-listing-draft.js';

/**
 * Words too weak to be a tag, or to open or close one: articles, prepositions, conjunctions, pronouns, auxiliaries and
 * the like ('between', 'your', 'why'). A tag is found by what the book is about, and these say nothing of it.
 */
const STOP_WORDS = new Set(
  [
    'a an the',
    'about above across after against along among around at before behind below beneath beside besides between beyond',
    'by despite down during except for from in inside into like near of off on onto out outside over past per since',
    'than through throughout till to toward towards under underneath until unto up upon via vs versus with within',
    'without',
    'and or but nor so yet if because although though while whether once unless whereas',
    'how what when where which who whom whose why that',
    'i me my mine we us our ours you your yours he him his she her hers it its they them their theirs one oneself',
    'this these those all any each every either neither some such no not own same both few many much more most other',
    'am is are was were be been being do does did doing done have has having had',
    'can could will would shall should may might must',
    'very just also too only really even still again ever never here there now then',
    'get gets getting got make makes making want wants wanting',
  ].flatMap((line) => line.split(' ')),
);

/** Too weak to carry a tag: a stop word, or a word of one character. */
const isWeak = (word: string) => word.length < 2 || STOP_WORDS.has(word);

/** Longest tag in words: a tag is a short phrase a buyer would search for. */
const MAX_TAG_WORDS = 3;

/** A phrase's words as a tag holds them, lowercased: 'Mom’s Ten-Minute Reset!' → mom's, ten-minute, reset. */
const tagWords = (phrase: string) =>
  asEtsyTag(phrase.replace(/[‘’]/gu, "'"))
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/gu, ''))
    .filter(Boolean);

/** The phrase as a tag, without the weak words at either end: 'The Sunday Session' → 'sunday session'. */
function wholeTag(phrase: string): string {
  const words = tagWords(phrase);
  const start = words.findIndex((word) => !isWeak(word));
  const end = words.findLastIndex((word) => !isWeak(word));
  return start === -1 ? '' : words.slice(start, end + 1).join(' ');
}

/**
 * The runs of words between a phrase's weak words: 'Knitting Between Naps and School Runs' → 'knitting', 'naps',
 * 'school runs'.
 */
function tagRuns(phrase: string): string[] {
  const runs: string[][] = [[]];
  for (const word of tagWords(phrase)) {
    if (isWeak(word)) runs.push([]);
    else runs.at(-1)?.push(word);
  }
  return runs.map((run) => run.join(' '));
}

/** The tag when it is one to three words within Etsy's length; empty (left out) otherwise. */
const asTag = (tag: string) =>
  tag.split(' ').length <= MAX_TAG_WORDS && tag.length <= LISTING_LIMITS.etsyTag ? tag : '';

/**
 * The built-in writer's Etsy tags (docs/decisions/0057-listing.md): phrases of the book's own words, first each phrase
 * whole (its weak words at either end left off), then the runs of words between its weak words. Every tag is one to
 * three words, opens and closes on a word that carries meaning, and is within Etsy's limits of length and count.
 */
export function draftEtsyTags(phrases: readonly string[]): string[] {
  return fitList([...phrases.map(wholeTag), ...phrases.flatMap(tagRuns)], LISTING_LIMITS.etsyTags, asTag);
}
