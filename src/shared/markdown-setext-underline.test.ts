import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { setextUnderlineInLinearTime } from './markdown-setext-underline.js';

/** Lines that underline, or nearly, what comes before them, among paragraphs, definitions and containers. */
const LINE = fc.constantFrom(
  'a',
  '=',
  '==',
  '-',
  '---',
  ' =',
  '    =',
  '= a',
  '[x]: /u',
  '> a',
  '> =',
  '- a',
  '  -',
  '',
);

const parse = (markdown: string, extensions = [gfm()]) =>
  fromMarkdown(markdown, { extensions, mdastExtensions: [gfmFromMarkdown()] });

describe('setextUnderlineInLinearTime', () => {
  it('parses any text to the same tree as GFM alone, positions and all', () => {
    fc.assert(
      fc.property(fc.array(LINE, { maxLength: 20 }), (lines) => {
        const markdown = lines.join('\n');
        expect(parse(markdown, [gfm(), setextUnderlineInLinearTime])).toEqual(parse(markdown));
      }),
      { numRuns: 300 },
    );
  });
});
