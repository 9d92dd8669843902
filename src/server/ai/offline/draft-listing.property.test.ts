import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import { draftListing } from './draft-listing.js';

/** Words that say nothing of a book: none may be a tag alone, or open or close one. */
const WEAK = new Set(
  (
    'a an the and or but of to for from with without within in into on at by about between through during before ' +
    'after over under among around against your you my our their its his her this that these those why how what ' +
    'when where which who is are was be do does can will so if than then very just'
  ).split(' '),
);

// Plans made of realistic title words, weak words, punctuation, apostrophes and hyphens, in every case.
const WORDS = [
  'Budgeting',
  'paychecks',
  'Sourdough',
  'KNITTING',
  'busy',
  'Mothers',
  'first-time',
  'parents',
  'mom’s',
  "kids'",
  'sleep',
  'routines',
  'ten-minute',
  'reset',
  'pricing',
  'freelance',
  'designers',
  'home',
  'workouts',
  'seniors',
  'retirement',
  'naps',
  'between',
  'Between',
  'the',
  'The',
  'and',
  'of',
  'for',
  'with',
  'your',
  'Why',
  'how',
  'about',
  'through',
  'without',
  '&',
  '—',
  '2024',
  '#1',
  'yarn:',
  '“quoted”',
  'a',
];
const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
const plan = fc.record({
  title: phrase,
  subtitle: fc.oneof(fc.constant(''), phrase),
  chapters: fc.array(fc.record({ title: phrase, goal: fc.constant('') }), { maxLength: 12 }),
  audience: fc.oneof(fc.constant(undefined), phrase),
});

interface Book {
  title: string;
  subtitle: string;
  chapters: { title: string; goal: string }[];
  audience?: string;
}

/** The tags the built-in writer drafts for the book. */
function tagsOf({ title, subtitle, chapters, audience }: Book) {
  const bookPlan: BookPlan = { title, subtitle, chapters, authorName: 'Ana Núñez', isbn: '', description: '' };
  const idea = audience === undefined ? undefined : { targetAudience: audience };
  return draftListing({ plan: bookPlan, summaries: [], idea }).etsyTags ?? [];
}

/** The book's own words, as a tag holds them. */
const bookWords = (book: Book) =>
  new Set(
    [book.title, book.subtitle, book.audience ?? '', ...book.chapters.map((chapter) => chapter.title)]
      .join(' ')
      .replace(/[‘’]/gu, "'")
      .toLowerCase()
      .split(/[^\p{L}\p{N}'-]+/u)
      .map((word) => word.replace(/^['-]+|['-]+$/gu, '')),
  );

describe('the built-in writer’s Etsy tags', () => {
  it('are one to three of the book’s own words, opening and closing on a word that carries meaning, within Etsy’s limits', () => {
    fc.assert(
      fc.property(plan, (book) => {
        const tags = tagsOf(book);
        expect(tags.length).toBeLessThanOrEqual(13);
        expect(new Set(tags).size).toBe(tags.length);
        const words = bookWords(book);
        for (const tag of tags) {
          expect(tag.length).toBeLessThanOrEqual(20);
          expect(tag).toMatch(/^[\p{Ll}\p{N}'-]+(?: [\p{Ll}\p{N}'-]+){0,2}$/u);
          const tagWords = tag.split(' ');
          expect(WEAK.has(tagWords[0] ?? '')).toBe(false);
          expect(WEAK.has(tagWords.at(-1) ?? '')).toBe(false);
          for (const word of tagWords) expect(words.has(word)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each<[Book, string[]]>([
    [
      {
        title: 'Budgeting Between Paychecks',
        subtitle: 'A Plan for the Lean Weeks',
        chapters: [
          { title: 'Why Money Runs Out', goal: '' },
          { title: 'The Envelope Method', goal: '' },
        ],
        audience: 'young families on a tight budget',
      },
      [
        'money runs',
        'envelope method',
        'young families',
        'tight budget',
        'budgeting',
        'paychecks',
        'plan',
        'lean weeks',
      ],
    ],
    [
      {
        title: 'Knitting for Busy Mothers',
        subtitle: '',
        chapters: [
          { title: 'Choosing Your First Yarn', goal: '' },
          { title: 'Knitting Between Naps and School Runs', goal: '' },
        ],
        audience: 'busy mothers of young children',
      },
      ['busy mothers', 'young children', 'knitting', 'choosing', 'first yarn', 'naps', 'school runs'],
    ],
  ])('are the phrases of %j, never a weak word alone', (book, expected) => {
    expect(tagsOf(book)).toEqual(expected);
  });
});
