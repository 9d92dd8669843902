import fc from 'fast-check';
import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { flattenedMarkdown, MAX_MARKDOWN_NESTING, nestsWithinLimit } from './markdown-nesting.js';
import { parseMarkdown } from './parse-markdown.js';

/** How many quotes, list items and footnote definitions the deepest node sits in. */
const nesting = (node: Nodes): number => {
  const own = ['blockquote', 'listItem', 'footnoteDefinition'].includes(node.type) ? 1 : 0;
  return own + ('children' in node ? Math.max(0, ...node.children.map(nesting)) : 0);
};

// Lines that open many containers at once, now and then broken by what ends or confuses one: a marker without its
// space, an indent of every width, a tab, a fence, a thematic break, a footnote, lazy text.
const OPENER = fc.constantFrom('> ', '>', '- ', '* ', '+ ', '1. ', '12) ', '[^n]: ', '-\t', '>\t');
const DISRUPTOR = fc.constantFrom('-', '1.', ' ', '  ', '    ', '\t', '```', '***', '- - -', '<div>', 'a');
const line = fc
  .tuple(
    fc.oneof({ arbitrary: fc.nat({ max: 3 }), weight: 4 }, fc.nat({ max: 40 })),
    fc.array(fc.oneof({ arbitrary: OPENER, weight: 30 }, { arbitrary: DISRUPTOR, weight: 1 }), {
      maxLength: 40,
      size: 'max',
    }),
    fc.constantFrom('a', '', '```', '***', 'text *b*', '[^n]', '\\'),
  )
  .map(([indent, openers, text]) => ' '.repeat(indent) + openers.join('') + text);
const lines = fc.array(line, { minLength: 1, maxLength: 30 }).map((all) => all.join('\n'));

// A staircase: each line a marker one step further in (its text's indent), level or back out, sometimes a column
// off or another marker, the way deep lists and footnotes are written.
const STEP = { '- ': 2, '1. ': 3, '* ': 2, '[^n]: ': 4 } as const;
const staircase = fc
  .tuple(
    fc.constantFrom(...(Object.keys(STEP) as (keyof typeof STEP)[])),
    fc.array(
      fc.tuple(
        fc.constantFrom(-1, 0, 1, 1, 1, 1),
        fc.constantFrom(0, 0, 0, 0, 1, -1),
        fc.oneof({ arbitrary: fc.constant(''), weight: 10 }, { arbitrary: OPENER, weight: 1 }, DISRUPTOR),
        fc.constantFrom('item', '', '```', 'x'),
      ),
      { maxLength: 80, size: 'max' },
    ),
  )
  .map(([marker, rows]) => {
    let indent = 0;
    return rows
      .map(([direction, offset, other, text]) => {
        indent = Math.max(0, indent + direction * STEP[marker] + offset);
        return ' '.repeat(indent) + marker + other + text;
      })
      .join('\n');
  });

describe('markdown nesting', () => {
  it('flattens every text so the parser nests at most MAX_MARKDOWN_NESTING deep, and refuses only what it flattens', () => {
    fc.assert(
      fc.property(fc.oneof(lines, staircase), (text) => {
        expect(nesting(parseMarkdown(text))).toBeLessThanOrEqual(MAX_MARKDOWN_NESTING);
        expect(flattenedMarkdown(text) === text).toBe(nestsWithinLimit(text));
      }),
      { numRuns: 200 },
    );
  });
});
