import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { repeatedTo, timeGrowth } from '../../tests/support/time-growth.js';
import { parseMarkdown } from './parse-markdown.js';

/** Every printable ASCII character but letters and digits: what markdown's syntax is made of. */
const PUNCTUATION = Array.from({ length: 94 }, (_, index) => String.fromCharCode(33 + index)).filter(
  (char) => !/[A-Za-z0-9]/.test(char),
);
const PRINTABLE = Array.from({ length: 94 }, (_, index) => String.fromCharCode(33 + index));

/**
 * Text repeating what made the parser's time grow with the square of its length (docs/decisions/0045-bounded-markdown.md),
 * and what is near it: openers never closed, closers never opened, long runs, alternations, lazy lines.
 */
const ADVERSARIAL_SHAPES: Record<string, (length: number) => string> = {
  'one run of `*` on each side of a word': (length) => `${'*'.repeat(length / 2)}x${'*'.repeat(length / 2)}`,
  '`]` alone': repeatedTo(']'),
  '`]` between letters': repeatedTo(']a'),
  '`]` on lines of its own': repeatedTo(']\n'),
  'lines of `=` (a heading underlined, over and over)': repeatedTo('=\n'),
  'underlined headings': repeatedTo('a\n=\n'),
  'links never closed': repeatedTo('[a]('),
  'footnote calls to no footnote': repeatedTo('[^a]'),
  'one image opened, then `]`s': (length) => `![${']'.repeat(length)}`,
  'brackets nested': (length) => `${'['.repeat(length / 2)}${']'.repeat(length / 2)}`,
  'images nested': (length) => `${'!['.repeat(length / 4)}${'](a)'.repeat(length / 8)}`,
  'emphasis nested': (length) => `${'*a '.repeat(length / 6)}${' a*'.repeat(length / 6)}`,
  'lines of two words': repeatedTo('a b\n'),
  'lines ending in `!`': repeatedTo('a!\n'),
  'escapes between text and `]`': repeatedTo('\\*a]'),
  'code spans between text and `!`': repeatedTo('`a`b!'),
  'lazy lines in a quote': (length) => `> a\n${'b\n'.repeat(length / 2)}`,
  'lazy lines in nested quotes': (length) => `> > > a\n${'=\n'.repeat(length / 2)}`,
  'lazy lines in a list item': (length) => `- a\n${'b\n'.repeat(length / 2)}`,
  'one `[` never closed, then code spans and words': (length) => `[${'`a` b '.repeat(length / 6)}`,
  'one `[` never closed, then lines of words': (length) => `[${'a b\n'.repeat(length / 4)}`,
  'one `[` never closed, then entities and words': (length) => `[${'&amp; a '.repeat(length / 8)}`,
  'link references': repeatedTo('[a]'),
  'link definitions': repeatedTo('[a]: b\n'),
  'footnote definitions': repeatedTo('[^a]: x\n'),
  'table rows': (length) => `|a|b|\n|-|-|\n${'|a|b|\n'.repeat(length / 6)}`,
  autolinks: repeatedTo('http://a.b '),
  'www links': repeatedTo('www.a.b '),
  'e-mail addresses': repeatedTo('a@b.c '),
  'tags never closed': repeatedTo('<a'),
  'processing instructions never closed': repeatedTo('!<?'),
  'comments never closed': repeatedTo('a<!--'),
  entities: repeatedTo('&amp;'),
  'hard breaks': repeatedTo('a\\\n'),
  'list items': repeatedTo('- a\n'),
  quotes: repeatedTo('> a\n'),
};

/** A short unit of markdown's punctuation, letters, spaces and line breaks, to repeat. */
const unit = fc.string({
  unit: fc.constantFrom(...PUNCTUATION, 'a', ' ', '\n'),
  minLength: 1,
  maxLength: 4,
});

/** Linear time takes about 8 times as long for 8 times the text; the square of it, 64 times. */
const GROWTH_BOUND = 24;
const SIZES = { small: 2_000, large: 16_000, bound: GROWTH_BOUND };

describe('parseMarkdown in time linear in its text', () => {
  // The slowest input per 1,000 characters, printed at the end: the figure to quote beside the growth.
  let slowest = { name: '', perKb: 0 };
  const timedGrowth = (name: string, shape: (length: number) => string) => {
    const growth = timeGrowth(parseMarkdown, shape, SIZES);
    if (growth.perKb > slowest.perKb) slowest = { name, perKb: growth.perKb };
    return growth;
  };
  afterAll(() => console.log(`slowest: ${slowest.name}, ${slowest.perKb.toFixed(2)} ms per 1,000 characters`));

  it.each(Object.entries(ADVERSARIAL_SHAPES))('%s', (name, shape) => {
    const { ratio, perKb } = timedGrowth(name, shape);
    expect(ratio, `${perKb.toFixed(2)} ms per 1,000 characters`).toBeLessThan(GROWTH_BOUND);
  });

  it('text repeating any short unit of punctuation, letters, spaces and line breaks', () => {
    fc.assert(
      fc.property(unit, (repeated) => {
        const { ratio, perKb } = timedGrowth(JSON.stringify(repeated), repeatedTo(repeated));
        expect(ratio, `${JSON.stringify(repeated)}: ${perKb.toFixed(2)} ms per 1,000 characters`).toBeLessThan(
          GROWTH_BOUND,
        );
      }),
      { numRuns: 30 },
    );
  }, 180_000);

  it('100 KB of any one printable character, well under a second each', () => {
    const parseMs = (text: string) => {
      const started = performance.now();
      parseMarkdown(text);
      return performance.now() - started;
    };
    for (const char of PRINTABLE) {
      const text = char.repeat(100_000);
      // The least of up to three tries: on a shared machine another process's turn is not the parser's time.
      let least = parseMs(text);
      for (let tries = 1; tries < 3 && least >= 1_000; tries++) least = Math.min(least, parseMs(text));
      // Generous: the growth above is the real check.
      expect(least, JSON.stringify(char)).toBeLessThan(1_000);
    }
  });
});
