import { describe, expect, it } from 'vitest';
import { drawableText, leftOutNotes } from './drawable-text.js';

describe('drawableText', () => {
  it.each([
    ['Ana Núñez 🇪🇸', 'Ana Núñez', ['🇪🇸']],
    ['Our 👨‍👩‍👧 Table', 'Our Table', ['👨‍👩‍👧']],
    ['Press 1️⃣ to Start', 'Press to Start', ['1️⃣']],
    ['Cook 👍🏽 Smarter', 'Cook 👍 Smarter', []],
    ['Love ❤️ Bread 📚', 'Love ❤ Bread 📚', []],
    ['Plain Title', 'Plain Title', []],
  ])('draws %j as %j, leaving out %j', (typed, text, leftOut) => {
    expect(drawableText(typed)).toEqual({ text, leftOut });
  });
});

describe('leftOutNotes', () => {
  it('names the emoji the cover left out of the title and the author, once each', () => {
    expect(leftOutNotes('Tapas 🇪🇸 at Home', 'Ana Núñez 🇪🇸 👨‍👩‍👧')).toEqual([
      'Drawn without 🇪🇸 👨‍👩‍👧: the cover draws single emoji, not flags, keycaps or joined emoji.',
    ]);
  });

  it('has nothing to say when every emoji is drawn', () => {
    expect(leftOutNotes('Cook 🍲 Smarter', 'Jordan Avery 👍🏽')).toEqual([]);
  });
});
