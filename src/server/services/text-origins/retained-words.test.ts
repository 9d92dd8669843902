import { describe, expect, it } from 'vitest';
import { retainedWords } from './retained-words.js';

const GENERATED = [
  '# Quiet Kitchens',
  '',
  'Check what you already have before buying anything new. You can probably start with what you own today.',
  '',
  '- the one thing you most want to get right;',
  '- time to finish without rushing.',
  '',
  ':::note',
  'Replace this with your own method.',
  ':::',
].join('\n');

describe('retainedWords', () => {
  it('keeps every word of the generated text left as it was, headings and author notes aside', () => {
    expect(retainedWords(GENERATED, GENERATED)).toEqual({ words: 32, retained: 32 });
  });

  it('an appended sentence keeps the rest; a changed word loses only itself; a rewritten paragraph loses its words', () => {
    const appended = `${GENERATED}\n\nI bought a second bowl in March.`;
    expect(retainedWords(appended, GENERATED)).toEqual({ words: 39, retained: 32 });
    const oneWord = GENERATED.replace('anything new', 'anything else');
    expect(retainedWords(oneWord, GENERATED)).toEqual({ words: 32, retained: 31 });
    const rewritten = GENERATED.replace(
      /Check what .*today\./,
      'My counter holds a scale, two bowls and a jar of starter fed at six every evening before supper.',
    );
    expect(retainedWords(rewritten, GENERATED)).toEqual({ words: 33, retained: 14 });
  });

  it('counts short list items only when the generated text has them whole, and nothing against no text', () => {
    expect(retainedWords('- time to finish', '- time to finish\n- more')).toEqual({ words: 3, retained: 3 });
    expect(retainedWords('- time to finish', '- time to finish early')).toEqual({ words: 3, retained: 0 });
    expect(retainedWords(GENERATED, '')).toEqual({ words: 32, retained: 0 });
  });
});
