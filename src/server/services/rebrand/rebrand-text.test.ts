import { describe, expect, it } from 'vitest';
import { compileRebrand } from './rebrand-text.js';

const site = { from: 'https://old-kitchen.com', to: 'https://pia.io' };

describe('a rebrand of a text', () => {
  it('replaces the name as a whole word, in every form it is printed, and nothing inside another word', () => {
    const rebrand = compileRebrand({ name: { from: 'Ana Núñez', to: 'Pia Label' }, links: [] });
    expect(rebrand("By Ana Núñez. Ana Núñez's plan; not Ana Núñezova, nor ana núñez.")).toEqual({
      text: "By Pia Label. Pia Label's plan; not Ana Núñezova, nor ana núñez.",
      replaced: 2,
      before: "By Ana Núñez. Ana Núñez's plan; not Ana Núñezova, no…",
      after: "By Pia Label. Pia Label's plan; not Ana Núñezova, no…",
    });
  });

  it('replaces a site with every link on it, written with its scheme or without, and no other site', () => {
    const rebrand = compileRebrand({ name: null, links: [site] });
    const text = [
      'Get [the planner](https://old-kitchen.com/planner?week=1) or visit old-kitchen.com.',
      'Plain http://old-kitchen.com/x too.',
      'Not old-kitchen.com.au, https://old-kitchen.community, or shop.old-kitchen.com/y.',
    ].join('\n');
    expect(rebrand(text).text).toBe(
      [
        'Get [the planner](https://pia.io/planner?week=1) or visit pia.io.',
        'Plain https://pia.io/x too.',
        'Not old-kitchen.com.au, https://old-kitchen.community, or shop.old-kitchen.com/y.',
      ].join('\n'),
    );
    expect(rebrand(text).replaced).toBe(3);
  });

  it('replaces a page as itself before its site, and an e-mail link with or without mailto:', () => {
    const rebrand = compileRebrand({
      name: { from: 'Old Kitchen', to: 'Old Kitchen Co' },
      links: [
        site,
        { from: 'https://old-kitchen.com/free', to: 'https://pia.io/gift' },
        { from: 'mailto:ana@old-kitchen.com', to: 'mailto:hi@pia.io' },
      ],
    });
    expect(
      rebrand(
        'Old Kitchen: https://old-kitchen.com/free/pdf, https://old-kitchen.com/about, [mail](mailto:ana@old-kitchen.com) or ana@old-kitchen.com.',
      ).text,
    ).toBe('Old Kitchen Co: https://pia.io/gift/pdf, https://pia.io/about, [mail](mailto:hi@pia.io) or hi@pia.io.');
  });

  it('leaves a text without the old name or links as it is', () => {
    const rebrand = compileRebrand({ name: { from: 'Ana', to: 'Pia' }, links: [site] });
    expect(rebrand('Nothing to change here.')).toEqual({
      text: 'Nothing to change here.',
      replaced: 0,
      before: '',
      after: '',
    });
  });
});
