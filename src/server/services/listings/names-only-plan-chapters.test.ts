import { describe, expect, it } from 'vitest';
import { namesOnlyPlanChapters } from './names-only-plan-chapters.js';

const plan = {
  title: 'Slow Mornings',
  subtitle: 'A Gentle Plan',
  chapters: [
    { title: 'Why Mornings Feel Hard', goal: '' },
    { title: 'Quiet Kitchens', goal: '' },
  ],
};

describe('namesOnlyPlanChapters', () => {
  it('takes a description that quotes only the book’s title, subtitle and chapters, and numbers only its chapters', () => {
    expect(
      namesOnlyPlanChapters(
        '<p>In <i>“Slow Mornings”</i>, start with “why mornings feel hard,” then chapter 2, <b>"Quiet Kitchens"</b>.</p>',
        plan,
      ),
    ).toBe(true);
    expect(namesOnlyPlanChapters('<p>No chapter named at all.</p>', plan)).toBe(true);
  });

  it('refuses a quoted title the plan does not have, or a chapter number past its last', () => {
    expect(namesOnlyPlanChapters('<p>Then “Investing in Crypto”.</p>', plan)).toBe(false);
    expect(namesOnlyPlanChapters('<p>Chapter 3 shows how.</p>', plan)).toBe(false);
    expect(namesOnlyPlanChapters('<p>See chapters 0 and 1.</p>', plan)).toBe(false);
  });
});
