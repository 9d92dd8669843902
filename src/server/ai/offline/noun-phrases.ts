import { actionAsNoun } from './topic.js';
import {
  BEFORE_A_VERB,
  cannotEnd,
  cannotStart,
  isDeterminer,
  isFunctionWord,
  isGerund,
  isPlainVerb,
  isProductWord,
  isVerb,
  isVerbWithS,
  PREPOSITIONS,
} from './search-words.js';

/** Where a text comes from: a chapter's goal opens on its verb ('Feed a starter…'); an idea or a title need not. */
export type TextKind = 'goal' | 'idea';

/** A word or a mark of punctuation, in order. */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;
const WORD = /^[\p{L}\p{M}\p{N}]/u;

/** A word as a phrase shows it: lower case, but for an acronym or a name written in mixed case ('SEO', 'YouTube'). */
const shown = (word: string) =>
  /^\p{Lu}{2,}$/u.test(word) || /\p{Ll}\p{Lu}/u.test(word) ? word : word.toLowerCase().replace(/’/gu, "'");

const tokensOf = (text: string) => (text.normalize('NFC').match(TOKEN) ?? []).map(shown);

/** What stands before a run of words, which tells whether it opens on a verb. */
type Opener = 'start' | 'determiner' | 'preposition' | 'to' | 'verb' | 'joiner';

function openerOf(token: string): Opener {
  if (!WORD.test(token)) return token === ',' || token === '&' ? 'joiner' : 'start';
  if (token === 'to') return 'to';
  if (isDeterminer(token)) return 'determiner';
  if (PREPOSITIONS.has(token)) return 'preposition';
  if (BEFORE_A_VERB.has(token)) return 'verb';
  return 'joiner';
}

/** The words of a run that name a thing, without the verb before them or the state or verb after them. */
function nounPhraseOf(run: readonly string[], opener: Opener, follower: string | undefined, kind: TextKind) {
  let words = [...run];
  const [first = ''] = words;
  const opensOnVerb =
    opener === 'verb' ||
    (opener === 'start' && kind === 'goal') ||
    ((opener === 'start' || opener === 'joiner' || opener === 'to') && isVerb(first) && !isGerund(first));
  if (opensOnVerb) words = words.slice(1);
  const objectFollows = follower !== undefined && isDeterminer(follower);
  // A gerund opening the run with its object is what the reader does, not a thing: activitiesIn finds it.
  if (opener !== 'determiner' && isGerund(words[0] ?? '') && (words.length > 1 || objectFollows))
    words = words.slice(1);
  while (words.length > 0 && cannotStart(words[0] ?? '')) words = words.slice(1);
  for (;;) {
    const last = words.at(-1) ?? '';
    const before = words.at(-2) ?? '';
    // 'a stall fits | your kitchen', 'what painting offers | and', 'buyers stop | and': a verb closing its
    // subject's run, before what follows the verb.
    const verbFollowed = follower !== undefined && (isDeterminer(follower) || follower === 'and' || follower === 'or');
    const closingVerb =
      words.length > 1 &&
      verbFollowed &&
      ((isVerbWithS(last) && !before.endsWith('s')) || (isPlainVerb(last) && before.endsWith('s')));
    // 'retirees living on…', 'the queue moving.': a participle after its noun.
    const participle =
      words.length > 1 && isGerund(last) && (before.endsWith('s') || (opener === 'determiner' && !follower));
    if (words.length === 0 || !(cannotEnd(last) || closingVerb || participle || (objectFollows && isVerb(last)))) break;
    words = words.slice(0, -1);
  }
  return words.join(' ');
}

/** The runs of words between function words and marks, each with what stands before and after it. */
function runsOf(tokens: readonly string[]) {
  const runs: { words: string[]; opener: Opener; follower: string | undefined }[] = [];
  let current: string[] = [];
  let opener: Opener = 'start';
  const close = (follower: string | undefined) => {
    if (current.length > 0) runs.push({ words: current, opener, follower });
    current = [];
  };
  for (const token of tokens) {
    if (WORD.test(token) && !isFunctionWord(token.toLowerCase()) && !isProductWord(token.toLowerCase())) {
      current.push(token);
      continue;
    }
    close(token);
    opener = isProductWord(token.toLowerCase()) ? 'joiner' : openerOf(token.toLowerCase());
  }
  close(undefined);
  return runs;
}

/**
 * The noun phrases of a text, as it writes them: 'Decide whether a sourdough stall fits your kitchen, your week and
 * your local market' → 'sourdough stall', 'kitchen', 'week', 'local market'. A goal's first word is its verb.
 */
export function nounPhrasesIn(text: string, kind: TextKind): string[] {
  return runsOf(tokensOf(text))
    .map(({ words, opener, follower }) => nounPhraseOf(words, opener, follower, kind))
    .filter(Boolean);
}

/** What may stand between an activity's verb and its end: not a mark, a joiner or a word before a verb. */
const continuesActivity = (token: string) =>
  WORD.test(token) && !BEFORE_A_VERB.has(token) && !['and', 'or', 'but', 'so', 'because', 'while'].includes(token);
/** Possessives an activity drops: 'sell their bread' → 'selling bread'. */
const POSSESSIVE = /^(?:their|your|his|her|its|my|our)$/u;
/** Words that lead to what the reader wants to do: 'who want to | sell…'. */
const WANTS_TO = /^(?:want|wants|wanting|hope|hoping|plan|planning|looking|ready|trying|learning|learn|need|needs)$/u;
/** Longest activity in words. */
const MAX_ACTIVITY_WORDS = 7;
/** Prepositions of time, which say when rather than what: 'painting | after years away' has no object. */
const WHEN = /^(?:after|before|during|since|until|till|from)$/u;

/** The activity from `start` on, up to the end of its clause, ending on a noun; empty when it has no object. */
function activityFrom(tokens: readonly string[], start: number): string {
  let words: string[] = [];
  let at = start;
  for (; at < tokens.length && words.length < MAX_ACTIVITY_WORDS; at += 1) {
    const token = tokens[at] ?? '';
    if (!continuesActivity(token)) break;
    if (!POSSESSIVE.test(token)) words.push(token);
  }
  // Cut at the word limit, it ends before the phrase it was cut in: 'running a stall | at a farmers…'.
  if (continuesActivity(tokens[at] ?? '')) {
    const cut = words.findLastIndex((word) => PREPOSITIONS.has(word));
    words = cut > 0 ? words.slice(0, cut) : [];
  }
  while (words.length > 1 && (cannotEnd(words.at(-1) ?? '') || isVerb(words.at(-1) ?? ''))) words.pop();
  const [, second = ''] = words;
  return words.length > 1 && !isProductWord(second) && !WHEN.test(second) ? words.join(' ') : '';
}

/**
 * What the reader does, by its -ing form with its object, as the idea says it: 'home bakers who want to sell their
 * bread at farmers markets' → 'selling bread at farmers markets'; 'an ebook on painting loose watercolor
 * landscapes' → 'painting loose watercolor landscapes'.
 */
export function activitiesIn(text: string): string[] {
  const tokens = tokensOf(text).map((token) => token.toLowerCase());
  const found: string[] = [];
  tokens.forEach((token, at) => {
    const next = tokens[at + 1] ?? '';
    const previous = tokens[at - 1] ?? '';
    if (WANTS_TO.test(token) && next === 'to' && isVerb(tokens[at + 2] ?? '')) {
      const activity = activityFrom(tokens, at + 2);
      if (activity) found.push(actionAsNoun(activity));
    } else if (isGerund(token) && (at === 0 || PREPOSITIONS.has(previous) || !WORD.test(previous))) {
      const activity = activityFrom(tokens, at);
      if (activity) found.push(activity);
    }
  });
  return found;
}
