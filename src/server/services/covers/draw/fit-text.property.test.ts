import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText } from './fit-text.js';
import { FONTS } from './fonts.js';

const WORDS = ['A', 'I', 'a', 'Guide', 'to', 'Calm', 'Mornings', 'Sourdough', 'for', 'Busy', 'Parents', 'Plan', 'Week'];
const isOneLetter = (word: string) => /^\p{L}$/u.test(word);

describe('fitText', () => {
  it('never breaks a line after a one-letter word, whatever the words and the box', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 24 }),
        fc.integer({ min: 300, max: 1400 }),
        fc.integer({ min: 200, max: 1200 }),
        fc.constantFrom(FONTS.playfairBold, FONTS.bebas, FONTS.interSemiBold),
        (words, width, height, font) => {
          const block = fitText(words.join(' '), {
            font,
            width,
            height,
            maxSize: 300,
            minSize: 8,
            lineHeight: 1.1,
          });
          // The last line ends where the text does ('Plan A'); every other line ends at a break.
          for (const line of block.lines.slice(0, -1)) expect(isOneLetter(line.split(' ').at(-1)!)).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("keeps 'A' with the word after it where a plain wrap would leave it at the line's end", () => {
    const block = fitText('Slow Mornings at Home with A Gentle Plan', {
      font: FONTS.playfairBold,
      width: 700,
      height: 2000,
      maxSize: 120,
      minSize: 120,
      lineHeight: 1.1,
    });
    expect(block.lines.length).toBeGreaterThan(1);
    expect(block.lines.some((line) => line.startsWith('A Gentle'))).toBe(true);
  });
});
