import { describe, expect, it } from 'vitest';
import { describeBook, printedDescription } from './describe-book.js';
import { BOOK_PLAN_LIMITS } from './limits.js';

const chapters = (...titles: string[]) => titles.map((title) => ({ title, goal: 'a goal the description leaves out' }));

describe('describeBook', () => {
  it('says the title, the subtitle and what the chapters are, in sentences', () => {
    expect(describeBook({ title: 'Slow Mornings', subtitle: '', chapters: [] })).toBe('Slow Mornings.');
    expect(describeBook({ title: 'Why Rest?', subtitle: '', chapters: chapters('Sleep') })).toBe(
      'Why Rest? A book in one chapter: Sleep.',
    );
    expect(
      describeBook({
        title: 'Slow Mornings',
        subtitle: 'A Gentle Plan',
        chapters: chapters('Why Mornings Feel Hard', 'Quiet Kitchens', 'Weekend Mornings'),
      }),
    ).toBe(
      'Slow Mornings: A Gentle Plan. A book in 3 chapters: Why Mornings Feel Hard, Quiet Kitchens and Weekend Mornings.',
    );
  });

  it('names a long book by its first and last chapters, and fits the limit for the longest plan', () => {
    const many = Array.from({ length: 13 }, (_, index) => `Routine ${index + 1}`);
    expect(describeBook({ title: 'Slow Mornings', subtitle: '', chapters: chapters(...many) })).toBe(
      'Slow Mornings. A book in 13 chapters, from Routine 1 to Routine 13.',
    );
    const longest = {
      title: 'T'.repeat(BOOK_PLAN_LIMITS.title),
      subtitle: 'S'.repeat(BOOK_PLAN_LIMITS.subtitle),
      chapters: Array.from({ length: 12 }, () => ({ title: 'C'.repeat(BOOK_PLAN_LIMITS.chapterTitle), goal: '' })),
    };
    expect(describeBook(longest).length).toBeLessThanOrEqual(BOOK_PLAN_LIMITS.description);
  });
});

describe('printedDescription', () => {
  it("is the plan's own description, else the one built from the plan", () => {
    const plan = { title: 'Slow Mornings', subtitle: '', chapters: [] };
    expect(printedDescription({ ...plan, description: 'For parents.\n\nOne habit a week.' })).toBe(
      'For parents.\n\nOne habit a week.',
    );
    expect(printedDescription({ ...plan, description: '  ' })).toBe('Slow Mornings.');
  });
});
