import { describe, expect, it } from 'vitest';
import { listingFields } from '../../../shared/schemas/listing.js';
import { fitListingDraft } from './fit-listing-draft.js';

describe('fitListingDraft', () => {
  it('fits every field over its limit to what the stores take', () => {
    const fitted = fitListingDraft({
      description: `<section onclick="x"><p>${'A calm sentence. '.repeat(400)}</p></section>`,
      blurb: 'word '.repeat(400),
      keywords: [
        '1. "free bread"',
        'Bread at home',
        'bread at home',
        ...Array.from({ length: 10 }, (_, i) => `loaf ${i}`),
      ],
      categories: ['a', 'b', 'c', 'd'],
      authorBio: 'Bio. '.repeat(1_000),
      etsyTitle: 'title '.repeat(40),
      etsyTags: [
        '“Sourdough & Rye!”',
        'a thirty character tag is long',
        ...Array.from({ length: 20 }, (_, i) => `t${i}`),
      ],
      summary: 'Summary. '.repeat(100),
    });
    expect(listingFields.safeParse(fitted).success).toBe(true);
    expect(fitted.description?.length).toBeLessThanOrEqual(4_000);
    expect(fitted.description).toMatch(/^<p>A calm sentence\..*A calm sentence\.<\/p>$/u);
    expect(fitted.keywords).toEqual(['Bread at home', 'loaf 0', 'loaf 1', 'loaf 2', 'loaf 3', 'loaf 4', 'loaf 5']);
    expect(fitted.categories).toEqual(['a', 'b', 'c']);
    expect(fitted.etsyTags?.slice(0, 3)).toEqual(['sourdough rye', 'a thirty character', 't0']);
    expect(fitted.etsyTags).toHaveLength(13);
  });

  it('cleans a provider’s tags to the characters Etsy takes, letters, numbers and spaces', () => {
    expect(fitListingDraft({ etsyTags: ['tax-jar!', 'mom’s recipes', '!!!', 'crème brûlée'] }).etsyTags).toEqual([
      'tax jar',
      'moms recipes',
      'crème brûlée',
    ]);
  });

  it('leaves out the fields the draft did not have', () => {
    expect(fitListingDraft({ summary: 'Short.' })).toEqual({ summary: 'Short.' });
  });
});
