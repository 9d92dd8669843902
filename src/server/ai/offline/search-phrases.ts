import { STORE_CATEGORIES } from '../../../shared/listing/store-categories.js';
import type { ListingBasis } from '../listing/listing-request.js';
import { activitiesIn, nounPhrasesIn } from './noun-phrases.js';
import { cannotEnd, cannotStandAlone, cannotStart, isVerbWithS } from './search-words.js';

/** A word's stem, so 'bake', 'baking' and 'bakers' count as one word of the idea. */
const stem = (word: string) => word.toLowerCase().replace(/(?:ers|er|ing|ed|es|s)$/u, '') || word.toLowerCase();

/** A text reduced to its letters and numbers, to compare a phrase with a title: 'Pricing a Loaf!' → 'pricing a loaf'. */
export const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether a phrase stands on its own as a search: it opens and closes on a word that names something (not 'stall
 * right', 'the panic'), never on what may be its verb ('sourdough sells', 'queue moves'), and a single word is one of
 * the idea's own nouns, not a feeling or a vague word ('panic').
 */
function standsAlone(phrase: string, ideaWords: ReadonlySet<string>): boolean {
  const words = phrase.toLowerCase().split(' ');
  const [first = '', last = ''] = [words[0], words.at(-1)];
  const before = words.at(-2) ?? '';
  if (cannotStart(first) || cannotEnd(last) || (isVerbWithS(last) && !before.endsWith('s'))) return false;
  return words.length > 1 || (ideaWords.has(first) && !cannotStandAlone(first));
}

/** The subjects' words of the categories list ('watercolor', 'sourdough'): nouns that name what a book is about. */
const SUBJECT_WORDS = new Set(STORE_CATEGORIES.flatMap((category) => category.words));

/** The phrase and its shorter ends that are still a name: 'loose watercolor landscapes' → 'watercolor landscapes'. */
const withTails = (phrase: string) => {
  const words = phrase.split(' ');
  return words.slice(0, -1).map((_, start) => words.slice(start).join(' '));
};

/** The distinct entries of a list, case aside, in order. */
const distinct = (items: readonly string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
};

/** The phrases of one kind, the ones holding more of the idea's words first, then the more often written. */
function byRelevance(phrases: readonly string[], ideaStems: ReadonlySet<string>): string[] {
  const count = new Map<string, number>();
  for (const phrase of phrases) count.set(phrase, (count.get(phrase) ?? 0) + 1);
  const shared = (phrase: string) => phrase.split(' ').filter((word) => ideaStems.has(stem(word))).length;
  return distinct(phrases).sort((a, b) => shared(b) - shared(a) || (count.get(b) ?? 0) - (count.get(a) ?? 0));
}

/**
 * The phrases a buyer of the book may search for, the likeliest first, built from the idea's words and the plan's
 * goals, never from a chapter's title (docs/decisions/0057-listing.md): what the reader does ('selling bread at
 * farmers markets'), the subject ('sourdough baking') and it for whom ('sourdough baking for home bakers'), the idea's
 * noun phrases ('market stall'), the goals' noun phrases that share a word with the idea ('sourdough stall'), the
 * idea's own nouns alone ('sourdough'), then the other goals' noun phrases ('crisp crust'). Each stands alone
 * (standsAlone) and none is a chapter's title.
 */
export function searchPhrases({ plan, idea }: ListingBasis): string[] {
  const concept = idea?.concept?.trim() ?? '';
  const audience = idea?.targetAudience?.trim() ?? '';
  const ideaTexts = [concept, audience, plan.title, plan.subtitle].filter(Boolean);
  const ideaNouns = ideaTexts.flatMap((text) => nounPhrasesIn(text, 'idea'));
  const activities = [concept, audience].flatMap(activitiesIn);
  const goalNouns = plan.chapters.flatMap((chapter) => nounPhrasesIn(chapter.goal, 'goal'));
  // The words that may be a tag alone: the idea's one-word noun phrases, the last word of its longer ones, and its
  // words that name a subject of the categories list ('watercolor' in 'loose watercolor landscapes').
  const ideaWords = new Set(
    ideaNouns.flatMap((phrase) => {
      const words = phrase.toLowerCase().split(' ');
      return [...words.slice(-1), ...words.filter((word) => SUBJECT_WORDS.has(word))];
    }),
  );
  const ideaStems = new Set([...ideaNouns, ...activities].flatMap((phrase) => phrase.split(' ').map(stem)));

  const [reader] = nounPhrasesIn(audience, 'idea');
  ideaWords.delete(reader?.split(' ').at(-1)?.toLowerCase() ?? '');
  const subjects = nounPhrasesIn(concept, 'idea').filter((phrase) => phrase !== reader);
  const readerStems = new Set((reader ?? '').split(' ').map(stem));
  // The subject for whom the book is ('sourdough baking for home bakers'), unless it names them already.
  const forReader = subjects
    .slice(0, 1)
    .filter((subject) => reader && !subject.split(' ').some((word) => readerStems.has(stem(word))))
    .map((subject) => `${subject} for ${reader}`);
  const compound = (phrase: string) => phrase.includes(' ');
  const shared = byRelevance(goalNouns.filter(compound), ideaStems);
  const sharesIdea = (phrase: string) => phrase.split(' ').some((word) => ideaStems.has(stem(word)));

  // A chapter's title is the book's own heading, not a search: no phrase repeats one.
  const chapterTitles = new Set(plan.chapters.map((chapter) => comparable(chapter.title)).filter(Boolean));
  return distinct([
    ...activities,
    ...subjects.filter(compound),
    ...forReader,
    ...subjects,
    ...ideaNouns.filter(compound).flatMap(withTails),
    ...shared.filter(sharesIdea),
    ...ideaNouns,
    ...ideaWords,
    ...shared.filter((phrase) => !sharesIdea(phrase)),
  ]).filter((phrase) => standsAlone(phrase, ideaWords) && !chapterTitles.has(comparable(phrase)));
}
