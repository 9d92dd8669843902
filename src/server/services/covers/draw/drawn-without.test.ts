import { describe, expect, it } from 'vitest';
import { drawnWithout } from './drawn-without.js';
import { readColorWords } from './read-color-words.js';

describe('readColorWords', () => {
  it.each([
    ['soft watercolor blues and sage green', 2, ['watercolor']],
    ['blue and purple gradients', 2, []],
    ['navy blue with coral accents', 2, []],
    ['warm sunset tones', 5, []],
    ['a fox in the mountains at dawn, in pastel greens', 1, ['fox in the mountains at dawn']],
    ['marble texture, gold foil and #1a2b3c', 2, ['marble texture', 'foil']],
  ] as const)('reads %j as %i colours, leaving out %j', (text, count, unread) => {
    const words = readColorWords(text);
    expect(words.colors).toHaveLength(count);
    expect(words.unread).toEqual(unread);
  });
});

describe('drawnWithout', () => {
  it('says in plain words what of the scheme and the prompt the built-in renderer left out', () => {
    expect(drawnWithout('soft watercolor blues and sage green')).toEqual([
      'Drawn without “watercolor”: the built-in cover renderer uses the colours you name, but draws no pictures, ' +
        'textures or effects.',
    ]);
    expect(drawnWithout('teal', 'a red fox, mountains')[0]).toMatch(/^Drawn without “fox” and “mountains”:/);
  });

  it('has nothing to say when every word is a colour, a mood or a modifier', () => {
    expect(drawnWithout('deep navy and soft gold gradients', 'clean and modern, with coral accents')).toEqual([]);
    expect(drawnWithout('blue and purple gradients')).toEqual([]);
  });

  it('names at most four phrases', () => {
    expect(drawnWithout('blue', 'fox, owl, bear, wolf, deer')[0]).toMatch(
      /^Drawn without “fox”, “owl”, “bear”, “wolf” and more:/,
    );
  });
});
