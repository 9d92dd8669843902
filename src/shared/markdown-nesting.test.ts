import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { flattenedMarkdown, MAX_MARKDOWN_NESTING, nestsWithinLimit } from './markdown-nesting.js';
import { parseMarkdown } from './parse-markdown.js';

/** How many quotes, list items and footnote definitions the deepest node sits in. */
const nesting = (node: Nodes): number => {
  const own = ['blockquote', 'listItem', 'footnoteDefinition'].includes(node.type) ? 1 : 0;
  return own + ('children' in node ? Math.max(0, ...node.children.map(nesting)) : 0);
};

/** What the property test checks of every text: flattened, it nests within the limit, and it is refused only if flattened. */
const expectBounded = (text: string) => {
  expect(nesting(parseMarkdown(text))).toBeLessThanOrEqual(MAX_MARKDOWN_NESTING);
  expect(flattenedMarkdown(text) === text).toBe(nestsWithinLimit(text));
};

// Footnote definitions each four columns further in, so each nests in the one before, then back out: nine deep below
// a definition whose '* ' the parser reads as text, since the line interrupts what the line before left open.
const STAIRCASE = [
  '      [^n]: -a',
  '        [^n]: a',
  '            [^n]: a',
  '                [^n]: a',
  '                [^n]: a',
  '            [^n]: a',
  '        [^n]: a',
  '    [^n]: a',
].join('\n');

const QUOTES = '> '.repeat(MAX_MARKDOWN_NESTING);
const NINE_QUOTES = '> '.repeat(MAX_MARKDOWN_NESTING + 1);

describe('markdown nesting', () => {
  it('flattens the staircase of footnotes under an empty list item that interrupts indented code', () => {
    expectBounded(
      [
        '    [^n]: item',
        '        [^n]: item',
        '   [^n]: * ',
        '       [^n]: -item',
        '           [^n]: item',
        '              [^n]: item',
        '                   [^n]: item',
        '                [^n]: item',
        '            [^n]: item',
        '        [^n]: item',
        '    [^n]: item',
      ].join('\n'),
    );
  });

  it.each([
    ['an empty item interrupting a paragraph', `a\n[^n]: * \n${STAIRCASE}`],
    ['an empty item interrupting indented code past a blank line', `    c\n\n[^n]: * \n${STAIRCASE}`],
  ])('flattens the staircase of footnotes under %s', (_, text) => {
    expectBounded(text);
    expect(nestsWithinLimit(text)).toBe(false);
  });

  it('reads an empty list item or one not numbered 1 as text where the line interrupts a paragraph or code', () => {
    for (const text of [`a\n${QUOTES}* `, `a\n${QUOTES}2. b`, `    code\n\n${QUOTES}- `]) {
      expect(nestsWithinLimit(text)).toBe(true);
      expectBounded(text);
    }
  });

  it('counts an item numbered 1, or an empty one after a heading, a blank line or the end of an HTML block', () => {
    for (const text of [`a\n${QUOTES}1. b`, `# h\n${QUOTES}* `, `a\n\n${QUOTES}* `, `<!--\n-->\n${QUOTES}* `]) {
      expect(nestsWithinLimit(text)).toBe(false);
      expectBounded(text);
    }
  });

  it.each([
    ['after a table row, which the parser ends with its line', `| a |\n| - |\nfoo\n> 2. ${NINE_QUOTES}z`],
    ['after indented code on a lazy line, which the parser ends with it', `> \`\`\`\n    a\n> > > > 12) > > > > a`],
    [
      'after a blank line below a "2." that may have been text',
      `1.    a\n     b\n      2.     c\n\n         2. ${NINE_QUOTES}z`,
    ],
    ['below an empty item and a blank line, which end the item', `-\n\n  ${'- '.repeat(MAX_MARKDOWN_NESTING + 2)}x`],
  ])('counts the items a line opens where it interrupts nothing: %s', (_, text) => {
    expect(nestsWithinLimit(text)).toBe(false);
    expectBounded(text);
  });

  it('parses within the limit a staircase of footnotes after an HTML block, which the scan reads a level shallower', () => {
    // The property test's counterexample: the HTML block leaves the scan unsure, and it opens an empty list item where
    // the parser reads "-" as text; parsed again, flattened a level further, the tree is within the limit.
    const text = [
      '   [^n]: <div>item',
      '      [^n]: item',
      '  [^n]: item',
      '       [^n]: -',
      '          [^n]: item',
      '               [^n]: > item',
      '            [^n]: item',
      '        [^n]: item',
      '    [^n]: item',
      '        [^n]: -item',
      '    [^n]: item',
    ].join('\n');
    expect(nestsWithinLimit(text)).toBe(true);
    expectBounded(text);
  });
});
