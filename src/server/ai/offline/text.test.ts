import { countWords } from '../../../shared/count-words.js';
import { describe, expect, it } from 'vitest';
import {
  capitalize,
  fill,
  inOneSentence,
  inSentence,
  inTitleCase,
  joinProse,
  splitList,
  tidy,
  titleCase,
} from './text.js';

describe('text helpers', () => {
  it('title-cases while keeping acronyms and small words', () => {
    expect(titleCase('seo for small shops')).toBe('Seo for Small Shops');
    expect(titleCase('SEO for small first-time shops')).toBe('SEO for Small First-Time Shops');
  });

  it('puts a phrase in sentence form, keeping acronyms, brands and weekdays', () => {
    expect(inSentence('Busy First-Time Parents')).toBe('busy first-time parents');
    expect(inSentence('Sunday Batch Cooking')).toBe('Sunday batch cooking');
    expect(inSentence('Parents in the UK')).toBe('parents in the UK');
    expect(inSentence('YouTube creators')).toBe('YouTube creators');
  });

  it('splits free-text lists', () => {
    expect(splitList('meal prep, budgeting and sleep; Meal Prep')).toEqual(['meal prep', 'budgeting', 'sleep']);
  });

  it('joins prose, fills slots and counts words without markup', () => {
    expect(joinProse(['a', 'b', 'c'])).toBe('a, b and c');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(fill('{Audience} read it. For {audience}.', { audience: 'busy parents' })).toBe(
      'Busy parents read it. For busy parents.',
    );
    expect(fill('{Topic} Basics', inTitleCase({ topic: 'meal prep for the week' }))).toBe(
      'Meal Prep for the Week Basics',
    );
    expect(fill('{Article} {adj} {noun}', { adj: 'quick-start', noun: 'ebook' })).toBe('A quick-start ebook');
    expect(fill('{Article} {noun} and {article} 30-day plan', { noun: 'ebook' })).toBe('An ebook and a 30-day plan');
    expect(countWords('# Title here\n\n- one two\n1. three — four')).toBe(6);
  });
});

describe('tidy and sentence helpers', () => {
  it('writes a doubled word once and fixes spacing around punctuation', () => {
    expect(tidy('Pricing Basics Basics  for you ,  now ()')).toBe('Pricing Basics for you, now');
    expect(tidy('Time-Saving Time-Saving Tips')).toBe('Time-Saving Tips');
  });

  it('keeps user text inside one sentence and capitalizes after opening punctuation', () => {
    expect(inOneSentence('knitting! or sewing?')).toBe('knitting, or sewing');
    expect(capitalize('(beginners) guide')).toBe('(Beginners) guide');
    expect(capitalize('🧶 knitting')).toBe('🧶 Knitting');
  });
});
