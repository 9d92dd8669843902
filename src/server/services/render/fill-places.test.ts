import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../tests/support/book-fixtures.js';
import { buildBookModel } from './book-model.js';
import { exerciseNames } from './fill-places.js';

const blocksOf = (markdown: string) =>
  buildBookModel(bookInput({ sections: [{ heading: 'One', markdown }] })).sections[0]!.blocks;

describe('exerciseNames', () => {
  it('names each heading with a box to tick, an answer line or a column to write in under it, once, in order', () => {
    const markdown = [
      '## Your Turn',
      'Work through these.',
      '### Where You Stand',
      '- [ ] 1: not yet\n- [ ] 2',
      '- [ ] One more box under the same heading',
      '### Your Plan',
      '| Step | What you will do |\n| --- | --- |\n| 1 | \u00a0 |',
      '### Read This First',
      'Only text here, and a ticked example:\n\n- [x] Done already',
      '### Reflect',
      `Your answer: ${'\\_'.repeat(30)}`,
      '### Nested',
      '1. A question\n\n   - [ ] True\n   - [ ] False',
    ].join('\n\n');
    expect(exerciseNames(blocksOf(markdown))).toEqual(['Where You Stand', 'Your Plan', 'Reflect', 'Nested']);
  });

  it('finds none in prose, in a table of facts, or in a run of underscores too long to be a line', () => {
    const markdown = [
      '## Facts',
      '| Flour | Water |\n| --- | --- |\n| 500 g | 350 g |',
      `A divider ${'\\_'.repeat(80)}`,
      '- A plain list',
    ].join('\n\n');
    expect(exerciseNames(blocksOf(markdown))).toEqual([]);
  });
});
