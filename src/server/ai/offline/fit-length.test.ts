import { describe, expect, it } from 'vitest';
import { fitLength, trimDangling } from './fit-length.js';

describe('fitLength', () => {
  it('leaves text within the limit unchanged', () => {
    expect(fitLength('Knitting Basics', 200)).toBe('Knitting Basics');
  });

  it('cuts at a word boundary, without a dangling word, and marks the cut', () => {
    expect(fitLength('Knitting for the busy mothers of young children', 24)).toBe('Knitting for the busy…');
    expect(fitLength('Knitting for the busy mothers of young children', 20)).toBe('Knitting…');
  });

  it('cuts a single long word between graphemes, never inside an emoji', () => {
    const cut = fitLength(`${'🧶'.repeat(150)}`, 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/^(🧶)+…$/u);
    expect(fitLength('k'.repeat(300), 200)).toHaveLength(200);
  });
});

describe('trimDangling', () => {
  it('drops the words a phrase cannot end with', () => {
    expect(trimDangling('meal prep for the')).toBe('meal prep');
    expect(trimDangling('for the')).toBe('');
  });
});
