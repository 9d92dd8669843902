import { describe, expect, it } from 'vitest';
import { findPlanChapter } from './find-plan-chapter.js';

const CHAPTERS = ['Why Mornings Feel Hard', 'The Sunday Session', 'Storing and Reheating'].map((title) => ({
  title,
  goal: '',
}));

describe('findPlanChapter', () => {
  it.each([
    ['Chapter 2: The Sunday Session', 1],
    ['Chapter 3', 2],
    ['Module 1: Anything', 0],
    ['chapter 2 - renamed', 1],
    ['the sunday session', 1],
    ['  Storing and Reheating ', 2],
    ['Chapter 4: Beyond the plan', null],
    ['Chapter 0', null],
    ['Introduction', null],
    ['Chapters 2', null],
  ])('%s → %s', (name, index) => {
    expect(findPlanChapter(CHAPTERS, name)).toBe(index);
  });
});
