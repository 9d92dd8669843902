import { describe, expect, it } from 'vitest';
import { groupSectionsByTitle, newestPerSectionName, type GroupableSection } from './section-groups';

const SOURDOUGH = { titleId: 'sourdough', titleText: 'Sourdough at Home' };
const BUDGET = { titleId: 'budget', titleText: 'A Budgeting Ebook' };
const NO_TITLE = { titleId: null, titleText: null };

/** Newest first, as the content list answers them. */
const SECTIONS: GroupableSection[] = [
  { id: 'budget-intro', sectionName: 'Introduction', ...BUDGET },
  { id: 'loose-intro', sectionName: 'Introduction', ...NO_TITLE },
  { id: 'sourdough-chapter', sectionName: 'Chapter 1: Starter', ...SOURDOUGH },
  { id: 'sourdough-intro', sectionName: 'introduction ', ...SOURDOUGH },
  { id: 'budget-old-intro', sectionName: 'INTRODUCTION', ...BUDGET },
  { id: 'sourdough-old-intro', sectionName: 'Introduction', ...SOURDOUGH },
];

const shape = (groups: ReturnType<typeof groupSectionsByTitle>) =>
  groups.map((group) => [group.titleText, group.chosen, group.sections.map((section) => section.id)]);

describe('newestPerSectionName', () => {
  it('keeps the first (newest) of each name, whatever its case', () => {
    const sections = [
      { id: '3', sectionName: 'Introduction' },
      { id: '2', sectionName: 'Chapter 1' },
      { id: '1', sectionName: ' introduction ' },
    ];
    expect(newestPerSectionName(sections).map((section) => section.id)).toEqual(['3', '2']);
  });
});

describe('groupSectionsByTitle', () => {
  it("puts the chosen title's sections first, reduced among themselves, and no other title's in their place", () => {
    expect(shape(groupSectionsByTitle(SECTIONS, 'sourdough'))).toEqual([
      ['Sourdough at Home', true, ['sourdough-chapter', 'sourdough-intro']],
      ['A Budgeting Ebook', false, ['budget-intro']],
      [null, false, ['loose-intro']],
    ]);
  });

  it('orders the titles by their newest section when none is chosen, and only moves groups when one is', () => {
    const unchosen = groupSectionsByTitle(SECTIONS, null);
    expect(shape(unchosen)).toEqual([
      ['A Budgeting Ebook', false, ['budget-intro']],
      ['Sourdough at Home', false, ['sourdough-chapter', 'sourdough-intro']],
      [null, false, ['loose-intro']],
    ]);
    const offered = (groups: ReturnType<typeof groupSectionsByTitle>) =>
      groups.flatMap((group) => group.sections.map((section) => section.id)).sort();
    expect(offered(groupSectionsByTitle(SECTIONS, 'budget'))).toEqual(offered(unchosen));
  });

  it('puts a section whose title is not there to name among those with no title', () => {
    const orphan = { id: 'orphan', sectionName: 'Conclusion', titleId: 'gone', titleText: null };
    expect(shape(groupSectionsByTitle([orphan, ...SECTIONS.slice(1, 2)], 'gone'))).toEqual([
      [null, false, ['orphan', 'loose-intro']],
    ]);
  });
});
