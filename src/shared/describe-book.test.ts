import { describe, expect, it } from 'vitest';
import { describeBook, printedBackCover, printedDescription } from './describe-book.js';
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
    expect(describeBook({ ...longest, finalAssignment: '' }).length).toBeLessThanOrEqual(BOOK_PLAN_LIMITS.description);
  });

  it("says a course's modules, for a plan shaped as a course's", () => {
    const course = { title: 'Prep Once', subtitle: '', finalAssignment: '' };
    expect(describeBook({ ...course, chapters: chapters('Plan the Week', 'Shop Once') })).toBe(
      'Prep Once. A course in 2 modules: Plan the Week and Shop Once.',
    );
    expect(describeBook({ ...course, chapters: chapters('Plan the Week') })).toBe(
      'Prep Once. A course in one module: Plan the Week.',
    );
  });
});

describe('printedDescription', () => {
  const plan = { title: 'Slow Mornings', subtitle: '', chapters: [] };

  it("is the plan's own description, else the one built from the plan", () => {
    expect(printedDescription({ ...plan, description: 'For parents.\n\nOne habit a week.' }, null)).toBe(
      'For parents.\n\nOne habit a week.',
    );
    expect(printedDescription({ ...plan, description: '  ' }, null)).toBe('Slow Mornings.');
    expect(printedDescription({ ...plan, description: '  ' }, { description: '' })).toBe('Slow Mornings.');
  });

  it("is the listing's description as plain text when the project has one", () => {
    const listing = { description: '<p>Calm <b>mornings</b> &amp; more.</p><ul><li>One habit</li></ul>' };
    expect(printedDescription({ ...plan, description: 'For parents.' }, listing)).toBe(
      'Calm mornings & more.\n\n• One habit',
    );
    expect(printedDescription({ ...plan, description: '' }, { description: '<p> </p>' })).toBe('Slow Mornings.');
  });
});

describe('printedBackCover', () => {
  const plan = { title: 'Slow Mornings', subtitle: '', chapters: [], description: 'For parents.' };

  it("is the listing's blurb, else the description the files carry", () => {
    expect(printedBackCover(plan, { description: '<p>Calm.</p>', blurb: ' Wake slowly. ' })).toBe('Wake slowly.');
    expect(printedBackCover(plan, { description: '<p>Calm.</p>', blurb: '' })).toBe('Calm.');
    expect(printedBackCover(plan, null)).toBe('For parents.');
  });
});
