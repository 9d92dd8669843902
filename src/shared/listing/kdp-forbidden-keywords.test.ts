import { describe, expect, it } from 'vitest';
import { forbiddenKeywordIn, KDP_FORBIDDEN_KEYWORDS } from './kdp-forbidden-keywords.js';

describe('forbiddenKeywordIn', () => {
  it('finds a forbidden word or phrase as a whole word, whatever its case and spacing', () => {
    expect(forbiddenKeywordIn('Free sourdough recipes')).toBe('free');
    expect(forbiddenKeywordIn('sourdough for FREE')).toBe('free');
    expect(forbiddenKeywordIn('kindle   unlimited baking')).toBe('Kindle Unlimited');
    expect(forbiddenKeywordIn('best seller bread')).toBe('best seller');
    expect(forbiddenKeywordIn('bread on sale')).toBe('on sale');
    expect(forbiddenKeywordIn('#1 bread book')).toBe('#1');
    expect(forbiddenKeywordIn('amazon baking')).toBe('Amazon');
    expect(forbiddenKeywordIn('new parents meal prep')).toBe('new');
  });

  it('leaves words that only contain one: freezer, newborn, primer, saleable, kindled', () => {
    for (const keyword of ['freezer meals', 'newborn sleep', 'watercolor primer', 'saleable bread', 'kindled fire'])
      expect(forbiddenKeywordIn(keyword), keyword).toBeUndefined();
  });

  it('names each listed phrase as it is listed', () => {
    for (const phrase of KDP_FORBIDDEN_KEYWORDS) expect(forbiddenKeywordIn(`bread ${phrase} book`)).toBe(phrase);
  });
});
