import { describe, expect, it } from 'vitest';
import { STORE_CATEGORIES } from './store-categories.js';
import { suggestCategories } from './suggest-categories.js';

describe('suggestCategories', () => {
  it('suggests the closest of the list, the idea’s words weighing more than the goals’', () => {
    expect(
      suggestCategories(
        {
          main: ['Sourdough for the Market Stall', 'home bakers who want to sell at farmers markets'],
          more: ['Feed and store a starter so it is ready on every bake day', 'Work out a price per loaf'],
        },
        3,
      ),
    ).toEqual([
      'BUSINESS & ECONOMICS / Small Business',
      'COOKING / Methods / Baking',
      'COOKING / Courses & Dishes / Bread',
    ]);
    expect(
      suggestCategories({ main: ['Budgeting in Retirement', 'Retirees living on a pension'], more: [] }, 3),
    ).toEqual([
      'BUSINESS & ECONOMICS / Personal Finance / Retirement Planning',
      'BUSINESS & ECONOMICS / Personal Finance / Budgeting',
    ]);
  });

  it('leaves out a goal’s passing word beside a close match, and is empty only when nothing matches', () => {
    const suggested = suggestCategories(
      { main: ['Knitting for Busy Mothers', 'knitting a first sweater'], more: ['Find time between naps'] },
      3,
    );
    expect(suggested[0]).toBe('CRAFTS & HOBBIES / Needlework / Knitting');
    expect(suggested).not.toContain('SELF-HELP / Self-Management / Time Management');
    expect(suggestCategories({ main: ['Zzyzx'], more: [] }, 3)).toEqual([]);
    expect(suggestCategories({ main: [], more: ['bake a loaf'] }, 3).length).toBeGreaterThan(0);
  });

  it('holds headings as BISAC writes them, each once, each with its words in lower case', () => {
    const headings = STORE_CATEGORIES.map(({ heading }) => heading);
    expect(new Set(headings).size).toBe(headings.length);
    for (const { heading, words } of STORE_CATEGORIES) {
      expect(heading).toMatch(/^[A-Z ,&-]+(?: \/ [^/]+)+$/u);
      for (const word of words) expect(word).toBe(word.toLowerCase());
    }
  });
});
