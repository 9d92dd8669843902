import { describe, expect, it } from 'vitest';
import { countWords, LISTING_LIMITS } from '../../../shared/schemas/listing.js';
import { GOLDEN_BOOKS } from '../../../../tests/support/offline/golden-books.js';
import { draftListing } from './draft-listing.js';

const listingOf = (book: (typeof GOLDEN_BOOKS)[number]) =>
  draftListing({
    plan: { title: book.title, subtitle: '', chapters: [...book.chapters], authorName: '', isbn: '', description: '' },
    summaries: [],
    idea: { targetAudience: book.targetAudience, concept: book.concept },
  });

describe('the built-in writer’s blurb and summary', () => {
  it.each(GOLDEN_BOOKS.map((book) => [book.slug, book] as const))(
    'are sentences for the buyer of %s: who it is for, what they will do, how it is set out',
    (_slug, book) => {
      const { blurb = '', summary = '' } = listingOf(book);
      for (const text of [blurb, summary]) {
        expect(text).toMatch(new RegExp(`^${book.title} is for ${book.targetAudience.toLowerCase()}\\. `, 'u'));
        expect(text).toMatch(/^[^.!?]+[.!?](?: [A-Z][^.!?]*[.!?])*$/u);
        // Not a list of the chapters: at most the first and last chapter's goal, never a chapter's title.
        for (const chapter of book.chapters) expect(text).not.toContain(chapter.title);
        // No figure but those the plan has.
        for (const figure of text.match(/\d+/gu) ?? []) expect(JSON.stringify(book)).toContain(figure);
      }
      expect(countWords(blurb)).toBeLessThanOrEqual(LISTING_LIMITS.blurbWords);
      expect(summary.length).toBeLessThanOrEqual(LISTING_LIMITS.summary);
      expect(blurb).toContain(book.chapters.length <= 3 ? 'one chapter for each' : 'chapters it takes you from');
    },
  );

  it('tells a plan without goals by its chapters’ count and ends, and one without chapters by whom it is for', () => {
    const plan = { title: 'Quiet Mornings', subtitle: '', authorName: '', isbn: '', description: '' };
    const chapters = ['Waking', 'Tea', 'Walking'].map((title) => ({ title, goal: '' }));
    expect(draftListing({ plan: { ...plan, chapters }, summaries: [], idea: undefined }).blurb).toBe(
      'Quiet Mornings has three chapters, from Waking to Walking.',
    );
    expect(
      draftListing({ plan: { ...plan, chapters: [] }, summaries: [], idea: { targetAudience: 'night-shift nurses' } })
        .blurb,
    ).toBe('Quiet Mornings is for night-shift nurses.');
  });
});
