import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forbiddenKeywordIn } from '../../../shared/listing/kdp-forbidden-keywords.js';
import { LISTING_LIMITS, listingFields } from '../../../shared/schemas/listing.js';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import { GOLDEN_BOOKS } from '../../../../tests/support/offline/golden-books.js';
import { draftListing } from './draft-listing.js';

/**
 * What makes a keyword or a tag a fragment rather than a search, defined here apart from the writer's own word lists:
 * it opens or closes on a function word or an adverb ('stall right', 'the panic'), or it is a single word that is not
 * a noun of the idea, or is a feeling ('panic').
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but of to for from with without within in into on at by about between through during before ' +
    'after over under among around against your you my our their its his her this that these those why how what ' +
    'when where which who is are was be do does can will so if than then very just it they we i'
  ).split(' '),
);
const ADVERBS = new Set('right up out away back well down off again close together here there now'.split(' '));
const FEELINGS = new Set('panic stress fear worry tears chaos overwhelm'.split(' '));
const isAdverb = (word: string) => ADVERBS.has(word) || (/ly$/u.test(word) && !/(?:daily|monthly|weekly)$/u.test(word));
const cannotBound = (word: string) => FUNCTION_WORDS.has(word) || isAdverb(word);

interface Book {
  title: string;
  subtitle: string;
  chapters: { title: string; goal: string }[];
  audience?: string;
  concept?: string;
}

const ideaWordsOf = (book: Book) =>
  new Set(
    [book.title, book.subtitle, book.audience ?? '', book.concept ?? '']
      .join(' ')
      .toLowerCase()
      .replace(/[‘’']/gu, '')
      .split(/[^\p{L}\p{N}]+/u),
  );

function fragmentOf(phrase: string, book: Book): string | undefined {
  const words = phrase.toLowerCase().split(' ');
  if (cannotBound(words[0] ?? '')) return 'opens on a function word or an adverb';
  if (cannotBound(words.at(-1) ?? '')) return 'closes on a function word or an adverb';
  if (words.length === 1 && (!ideaWordsOf(book).has(words[0] ?? '') || FEELINGS.has(words[0] ?? '')))
    return 'is a single word that is not a noun of the idea';
  return undefined;
}

const listingOf = ({ title, subtitle, chapters, audience, concept }: Book) => {
  const plan: BookPlan = { title, subtitle, chapters, authorName: 'Ana Núñez', isbn: '', description: '' };
  const idea = audience === undefined && concept === undefined ? undefined : { targetAudience: audience, concept };
  return draftListing({ plan, summaries: [], idea });
};

/** Every keyword and tag holds to the rules above and to each store's limits; none is a chapter's title. */
function expectSearchable(book: Book) {
  const listing = listingOf(book);
  const keywords = listing.keywords ?? [];
  const tags = listing.etsyTags ?? [];
  expect(listingFields.safeParse(listing).success, JSON.stringify(listing)).toBe(true);
  expect(keywords.length).toBeLessThanOrEqual(LISTING_LIMITS.keywords);
  expect(tags.length).toBeLessThanOrEqual(LISTING_LIMITS.etsyTags);
  const chapterTitles = new Set(book.chapters.map((chapter) => chapter.title.toLowerCase().trim()));
  for (const keyword of keywords) {
    expect(keyword.length).toBeLessThanOrEqual(LISTING_LIMITS.keyword);
    expect(forbiddenKeywordIn(keyword)).toBeUndefined();
    expect(chapterTitles.has(keyword.toLowerCase())).toBe(false);
    expect(fragmentOf(keyword, book), keyword).toBeUndefined();
  }
  for (const tag of tags) {
    expect(tag).toMatch(/^[\p{Ll}\p{N}]+(?: [\p{Ll}\p{N}]+)*$/u);
    expect(tag.length).toBeLessThanOrEqual(LISTING_LIMITS.etsyTag);
    expect(chapterTitles.has(tag)).toBe(false);
    expect(fragmentOf(tag, book), tag).toBeUndefined();
  }
  return listing;
}

// Ideas, titles and goals of realistic words, weak words, emotive words, punctuation, apostrophes and hyphens.
const NOUNS = ['sourdough', 'starter', 'stall', 'loaf', 'budget', 'paycheck', 'yarn', 'sweater', 'watercolor', 'tax'];
const ADJECTIVES = ['local', 'first-time', 'weekly', 'ten-minute', 'quiet', 'irregular', 'kids’', 'home'];
const TITLE_WORDS = [...NOUNS, ...ADJECTIVES, 'Right', 'Panic', 'Beating', 'Get', 'the', 'The', 'Why', 'How', 'and'];
const title = fc
  .array(fc.constantFrom(...TITLE_WORDS, 'Pricing a Loaf', 'Get the Stall Right', 'tax-jar!', '#1', '—'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((words) => words.join(' '));
const nounPhrase = fc
  .tuple(
    fc.constantFrom('a', 'the', 'your', 'every', 'three', ''),
    fc.constantFrom('', ...ADJECTIVES),
    fc.constantFrom(...NOUNS),
  )
  .map((words) => words.filter(Boolean).join(' '));
const goal = fc
  .tuple(
    fc.constantFrom('Set', 'Keep', 'Decide whether', 'Lay out', 'Choose', 'Beat', 'Get'),
    nounPhrase,
    fc.constantFrom('', ' right', ' so it is ready', ' that covers', ' and', ' for', ' before the panic', ' quickly'),
    fc.constantFrom('', ` ${'and'} your week`, ' at the market', ', the stall fee and the queue'),
  )
  .map((parts) => parts.join(' ').replace(/\s+/gu, ' ').trim());
const book = fc.record({
  title,
  subtitle: fc.oneof(fc.constant(''), title),
  chapters: fc.array(fc.record({ title, goal: fc.oneof(goal, fc.constant('')) }), { maxLength: 12 }),
  audience: fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('home bakers who want to sell at farmers markets', 'busy parents', 'retirees on a pension'),
    title,
  ),
  concept: fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('A guide to running a sourdough stall', 'An ebook on budgeting for freelancers'),
    title,
  ),
});

describe('the built-in writer’s keywords and Etsy tags', () => {
  it('are searches, not fragments or chapter titles, within every store’s limits, for any book', () => {
    fc.assert(
      fc.property(book, (drawn) => {
        expectSearchable(drawn);
      }),
      { numRuns: 300 },
    );
  });

  it.each(GOLDEN_BOOKS.map((golden) => [golden.slug, golden] as const))(
    'are searches for the golden book %s, and say who it is for and what it is about',
    (_slug, golden) => {
      const listing = expectSearchable({
        ...golden,
        chapters: [...golden.chapters],
        subtitle: '',
        audience: golden.targetAudience,
      });
      expect(listing.keywords?.length).toBeGreaterThanOrEqual(3);
      expect(listing.etsyTags?.length).toBeGreaterThanOrEqual(5);
    },
  );

  it('are made of the idea’s and the goals’ words: the sourdough stall', () => {
    const listing = expectSearchable({
      title: 'Sourdough Stall Right',
      subtitle: '',
      concept: 'A practical guide to running a sourdough stall at a farmers market',
      audience: 'home bakers who want to sell at a weekend farmers market',
      chapters: [
        { title: 'Pricing a Loaf', goal: 'Set a price per loaf that covers flour, time and the stall fee' },
        { title: 'Get the Stall Right', goal: 'Lay out a market stall so buyers stop and the queue moves' },
        { title: 'Beating the Panic', goal: 'Plan the night before market day so nothing is left to the morning' },
        { title: 'A Starter You Can Trust', goal: 'Keep a sourdough starter active and ready for every bake' },
      ],
    });
    expect(listing.keywords).toEqual([
      'running a sourdough stall',
      'selling at a weekend farmers market',
      'sourdough stall for home bakers',
      'stall fee',
      'market day',
      'sourdough starter',
    ]);
    expect(listing.etsyTags).not.toContain('stall right');
    expect(listing.etsyTags).not.toContain('panic');
    expect(listing.etsyTags?.slice(0, 5)).toEqual([
      'sourdough stall',
      'farmers market',
      'home bakers',
      'market stall',
      'stall fee',
    ]);
  });
});
