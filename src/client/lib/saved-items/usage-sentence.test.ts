import { describe, expect, it } from 'vitest';
import { usageSentence } from './usage-sentence';

const projects = (...titles: string[]) => titles.map((title) => ({ title }));

describe('usageSentence', () => {
  it('says nothing when no project uses the item', () => {
    expect(usageSentence([])).toBeNull();
  });

  it('names one project and its files', () => {
    expect(usageSentence(projects('Meal Prep for Nurses'))).toBe(
      'Used by 1 project: Meal Prep for Nurses; its files will need to be generated again.',
    );
  });

  it('names every project up to three, and their files', () => {
    expect(usageSentence(projects('A', 'B'))).toBe(
      'Used by 2 projects: A, B; their files will need to be generated again.',
    );
    expect(usageSentence(projects('A', 'B', 'C'))).toBe(
      'Used by 3 projects: A, B, C; their files will need to be generated again.',
    );
  });

  it('names the first three of more and counts the rest', () => {
    expect(usageSentence(projects('A', 'B', 'C', 'D', 'E'))).toBe(
      'Used by 5 projects: A, B, C and 2 more; their files will need to be generated again.',
    );
  });
});
