import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { autolinkLiteralInLinearTime } from './markdown-autolink-literal.js';

/** Labels opened, closed and left open, links and images, and literal autolinks before, inside and after them. */
const PIECE = fc.constantFrom(
  '[',
  ']',
  '![',
  '](/u)',
  '[a]',
  '[x]: /u\n\n',
  '`a`',
  'a',
  'x',
  '_',
  '*',
  ' ',
  '\n',
  '&amp;',
  'a@b.co',
  'www.a.co',
  'http://a.co',
  'https://a.co/b',
  '.',
  '-',
);

const parse = (markdown: string, extensions = [gfm()]) =>
  fromMarkdown(markdown, { extensions, mdastExtensions: [gfmFromMarkdown()] });

describe('autolinkLiteralInLinearTime', () => {
  it('parses any text to the same tree as GFM alone, positions and all', () => {
    fc.assert(
      fc.property(fc.array(PIECE, { maxLength: 24 }), (pieces) => {
        const markdown = pieces.join('');
        expect(parse(markdown, [gfm(), autolinkLiteralInLinearTime])).toEqual(parse(markdown));
      }),
      { numRuns: 2_000 },
    );
  });

  it('links an address after a label closed, and not inside a label still open', () => {
    const kinds = (markdown: string) =>
      (
        parse(markdown, [gfm(), autolinkLiteralInLinearTime]).children[0] as { children: { type: string }[] }
      ).children.map((child) => child.type);
    expect(kinds('[a](/u) `x` www.a.co')).toEqual(['link', 'text', 'inlineCode', 'text', 'link']);
    expect(kinds('[a `x` www.a.co](/u)')).toEqual(['link']);
  });
});
