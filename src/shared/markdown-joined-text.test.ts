import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { joinedText } from './markdown-joined-text.js';

/** Every printable ASCII character but letters and digits, and what GFM's literal links start with. */
const MARKUP = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', 'a', 'h', 'w', 'www.', 'http://', ' ', '  ', '\n', '\n\n'];

const parse = (markdown: string, extensions = [gfm()]) =>
  fromMarkdown(markdown, { extensions, mdastExtensions: [gfmFromMarkdown()] });

describe('joinedText', () => {
  it('parses any text to the same tree as GFM alone, positions and all', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MARKUP), { maxLength: 60 }), (parts) => {
        const markdown = parts.join('');
        expect(parse(markdown, [gfm(), joinedText])).toEqual(parse(markdown));
      }),
      { numRuns: 500 },
    );
  });
});
