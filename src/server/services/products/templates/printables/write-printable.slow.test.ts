import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages, pdfWords } from '../../../../../../tests/support/document-tools.js';
import { templateSpec, type TemplateSpecBody } from '../../../../../shared/schemas/template-plan.js';
import { writePrintable } from './write-printable.js';

const source = (spec: TemplateSpecBody) => ({
  title: 'Family Chores Checklist',
  goal: 'Share the week’s chores so no one carries them all.',
  author: 'Ana Núñez',
  spec: templateSpec.parse(spec),
});

/** A checklist of four columns, one a choice, with an example row; and the same with eight columns. */
const CHECKLIST: TemplateSpecBody = {
  kind: 'printable',
  columns: [
    { name: 'Chore', type: 'text' },
    { name: 'Who', type: 'choice', choices: ['Mum', 'Dad', 'Kids'] },
    { name: 'Minutes', type: 'number' },
    { name: 'Done on', type: 'date' },
  ],
  examples: [['Example: empty the dishwasher', 'Kids', '10', '2026-01-05']],
};
const WIDE: TemplateSpecBody = {
  ...CHECKLIST,
  columns: [
    ...CHECKLIST.columns,
    { name: 'Planned', type: 'currency' },
    { name: 'Spent', type: 'currency' },
    { name: 'Left', type: 'formula', formula: '{Planned} - {Spent}', format: 'currency' },
    { name: 'Notes', type: 'text' },
  ],
};

describe('a printable template page', () => {
  it('is one page of Letter or A4, portrait, with the title, goal, columns, choices and example to write under', () => {
    const sizes = { letter: { width: 612, height: 792 }, a4: { width: 595.28, height: 841.89 } };
    for (const paper of ['letter', 'a4'] as const) {
      const pdf = writePrintable(source(CHECKLIST), paper);
      const info = pdfInfo(pdf);
      expect(info.pageCount, paper).toBe(1);
      expect(info.pageSizes[0]?.width).toBeCloseTo(sizes[paper].width, 0);
      expect(info.pageSizes[0]?.height).toBeCloseTo(sizes[paper].height, 0);
      expect([info.title, info.author]).toEqual(['Family Chores Checklist', 'Ana Núñez']);
      const text = pdfPages(pdf)[0]!.replace(/\s+/g, ' ');
      for (const words of [
        'Family Chores Checklist',
        'Share the week’s chores so no one carries them all.',
        'Chore',
        'Who Mum / Dad / Kids',
        'Minutes',
        'Done on',
        'Example: empty the dishwasher',
        '© Ana Núñez',
      ])
        expect(text, `${paper}: ${words}`).toContain(words);
    }
  });

  it('stays one page, every example above the footer, under the longest title and goal and long examples', () => {
    const longest = {
      title: `${'Chores for the whole family '.repeat(7)}`.slice(0, 186),
      goal: 'Share the week’s chores so no one carries them all. '.repeat(6).slice(0, 300),
      author: 'Ana Núñez',
      spec: templateSpec.parse({
        kind: 'printable',
        columns: ['Chore', 'Who', 'How', 'Notes'].map((name) => ({ name, type: 'text' })),
        examples: Array.from({ length: 3 }, () => Array(4).fill(`Example: ${'a long value '.repeat(9)}`.slice(0, 120))),
      }),
    };
    for (const paper of ['letter', 'a4'] as const) {
      const pdf = writePrintable(longest, paper);
      expect(pdfInfo(pdf).pageCount, paper).toBe(1);
      const { words } = pdfWords(pdf)[0]!;
      const footer = words.find((word) => word.text === '©');
      const lowestExample = Math.max(...words.filter((word) => word.text === 'value').map((word) => word.yMax));
      expect(lowestExample, paper).toBeLessThan(footer?.yMin ?? 0);
      // The heading pushes the table down rather than running into it.
      const lowestGoal = Math.max(...words.filter((word) => word.text === 'carries').map((word) => word.yMax));
      const header = words.find((word) => word.text === 'Chore');
      expect(lowestGoal, paper).toBeLessThan(header?.yMin ?? 0);
    }
  });

  it('turns sideways for more than five columns, and says what a formula column works out', () => {
    const pdf = writePrintable(source(WIDE), 'letter');
    const info = pdfInfo(pdf);
    expect(info.pageCount).toBe(1);
    expect([info.pageSizes[0]?.width, info.pageSizes[0]?.height]).toEqual([792, 612]);
    expect(pdfPages(pdf)[0]!.replace(/\s+/g, ' ')).toContain('Left Planned - Spent');
  });
});
