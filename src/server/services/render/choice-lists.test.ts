import { describe, expect, it } from 'vitest';
import { buildBookSection } from './book-model.js';
import { isChoiceList } from './choice-lists.js';

/** The items of the one list a section's Markdown holds. */
function itemsOf(markdown: string) {
  const [list] = buildBookSection({ heading: 'Exercise 1', markdown }, false).blocks;
  if (list?.type !== 'list') throw new Error('no list');
  return list.children;
}

describe('a list of choices its reader ticks one of', () => {
  it('is boxes labelled in order: a rating, lettered choices, or True and False', () => {
    expect(isChoiceList(itemsOf('- [ ] 1: not yet\n- [ ] 2\n- [ ] 3: sure'))).toBe(true);
    expect(isChoiceList(itemsOf('- [ ] A. Shopping\n- [ ] B. The plan\n- [ ] C) Both'))).toBe(true);
    expect(isChoiceList(itemsOf('- [ ] True\n- [ ] False'))).toBe(true);
  });

  it('is not a list of things to do, nor one out of order, with a box ticked, or a number that only starts', () => {
    expect(isChoiceList(itemsOf('- [ ] Clear a shelf\n- [ ] Buy jars'))).toBe(false);
    expect(isChoiceList(itemsOf('- [ ] 1: not yet\n- [ ] 3'))).toBe(false);
    expect(isChoiceList(itemsOf('- [x] 1: not yet\n- [ ] 2'))).toBe(false);
    expect(isChoiceList(itemsOf('- [ ] 10 minutes a day\n- [ ] 2 hours on Sunday'))).toBe(false);
    expect(isChoiceList(itemsOf('- [ ] 1.5 kg of flour\n- [ ] 2 jars'))).toBe(false);
    expect(isChoiceList(itemsOf('- [ ] 1 cup of flour\n- [ ] 2 eggs'))).toBe(false);
    expect(isChoiceList(itemsOf('- [ ] A. Only one'))).toBe(false);
    expect(isChoiceList(itemsOf('- 1: not yet\n- 2'))).toBe(false);
  });
});
