import { describe, expect, it } from 'vitest';
import { toExcerpt } from './excerpt.js';

describe('toExcerpt', () => {
  it('reads an author note without the markers around it', () => {
    const excerpt = toExcerpt(
      [
        '# Slow Mornings',
        'Wake before the house does.',
        ':::note',
        '- [ ] Add your own morning',
        ':::',
        'Then rest.',
      ].join('\n'),
    );
    expect(excerpt).toBe('Wake before the house does. Add your own morning Then rest.');
  });

  it('reads a note cut off by the excerpt source without its opening marker', () => {
    expect(toExcerpt('Intro.\n:::note\nYour notes (for you as the author)')).toBe(
      'Intro. Your notes (for you as the author)',
    );
  });

  it('keeps three colons that are part of a sentence', () => {
    expect(toExcerpt('Ratio 1:::2 is rare.')).toBe('Ratio 1:::2 is rare.');
  });
});
