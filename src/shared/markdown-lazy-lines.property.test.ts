import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { explicitLazyLines } from './markdown-nesting.js';

/** The tree GFM parses from the markdown, without positions (an explicit line's `>` moves what follows it). */
const tree = (markdown: string): unknown =>
  JSON.parse(
    JSON.stringify(
      fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
      (key, value: unknown) => (key === 'position' ? undefined : value),
    ),
  );

// Lines of quotes and lists, with lazy lines among them: plain text, and text that is a block (or nearly) elsewhere.
// No table's delimiter row: GFM reads a lazy line before one as the table's head, which marked stays text.
const MARKERS = fc.constantFrom(
  '> ',
  '>',
  '> > ',
  '- ',
  '1. ',
  '* ',
  '- - ',
  '  - ',
  '> - ',
  '- > ',
  '1.  ',
  ' ',
  '  ',
  '   ',
  '    ',
  '[^n]: ',
  '',
);
const TEXT = fc.constantFrom(
  'a',
  'text *b*',
  '=',
  '==',
  '-',
  '--',
  '---',
  '| a |',
  '# a',
  '#a',
  '<div>',
  '<a',
  '```',
  '~~~',
  '    code',
  '  two',
  '\tx',
  '1. a',
  '2. a',
  '- a',
  '[^n]: a',
  '',
);
const lines = fc
  .array(fc.tuple(MARKERS, TEXT), { minLength: 1, maxLength: 24 })
  .map((all) => all.map(([marker, text]) => marker + text).join('\n'));

describe('explicitLazyLines', () => {
  it('marks lazy lines in quotes and list items, which GFM then parses to the same tree', () => {
    expect(explicitLazyLines('> a\nb\n> > c\nd\n=')).toBe('> a\n> b\n> > c\n> > d\n> > \\=');
    expect(explicitLazyLines('- a\nb\n  1. c\nd')).toBe('- a\n  b\n  1. c\n     d');
    expect(explicitLazyLines('> a\n|-|')).toBe('> a\n> \\|-|');
    expect(tree('> a\n> \\|-|')).toEqual(tree('> a\n|-|'));
    fc.assert(
      fc.property(lines, (text) => {
        expect(tree(explicitLazyLines(text))).toEqual(tree(text));
      }),
      { numRuns: 500 },
    );
  });
});
