import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../../tests/support/book-fixtures.js';
import { pdfPages } from '../../../../../tests/support/document-tools.js';
import { type BookBlock, type BookInline, buildBookModel } from '../book-model.js';
import { renderPdf } from './render-pdf.js';
import { blocksToTypst } from './typst-markup.js';

// Pieces a user (or a model) may type: Typst and markdown syntax, unbalanced brackets, emoji, RTL, long words.
const HOSTILE = [
  '#',
  '#set page(width: 1pt)',
  '#import "x.typ"',
  '$x^2$',
  '$',
  '@ref',
  '<label>',
  '<',
  '>',
  '\\',
  '\\\\',
  '"',
  '[',
  ']',
  ']]]',
  '[[[',
  '{',
  '}',
  '*',
  '_',
  '`',
  '~',
  '/',
  '//',
  '/*',
  '*/',
  '=',
  '- ',
  '+ ',
  '1. ',
  '12) ',
  '> ',
  '| a | b |\n| - | - |\n| c | d |',
  '```\ncode\n```',
  '    indented',
  '---',
  '&amp;',
  '\u202Eevil',
  'שלום עולם',
  'مرحبا بالعالم',
  '🧑‍🍳🍲👍🏽',
  'ﬁ ligature',
  'e\u0301',
  '\u00A0',
  '\t',
  'x'.repeat(10_000),
];

const piece = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('**', '*', '_', '~~', '[', '](', ')', '![', '`', '\n', '\n\n', ' ', '# ', '## ', '> ', '- ', '1. '),
);
const markdown = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

/** What the reader must see of the blocks, in emission order: text, code, link targets and code languages. */
function expectedStrings(nodes: (BookBlock | BookInline)[]): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case 'text':
          return node.value.replace(/[\r\n]+/g, ' ');
        case 'inlineCode':
          return node.value;
        case 'code':
          return node.value + (node.lang ?? '');
        case 'link':
          return node.url + expectedStrings(node.children);
        case 'list':
          return node.children.map((item) => expectedStrings(item.children)).join('');
        case 'table':
          return node.children.flatMap((row) => row.children.map((cell) => expectedStrings(cell.children))).join('');
        case 'break':
        case 'thematicBreak':
          return '';
        default:
          return expectedStrings(node.children);
      }
    })
    .join('');
}

/** Every Typst string literal of the source, decoded: the only way user text enters the document. */
function decodedStrings(source: string): string {
  return [...source.matchAll(/"((?:[^"\\]|\\.)*)"/gsu)]
    .map(([, body]) =>
      body!.replace(/\\(u\{([0-9a-f]+)\}|.)/gsu, (_, escape: string, hex?: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : escape,
      ),
    )
    .join('');
}

describe('mdast → Typst', () => {
  it('compiles any markdown and carries every character of its text into the source as string literals', () => {
    fc.assert(
      fc.property(markdown, fc.constantFrom(...HOSTILE), (md, hostile) => {
        const book = buildBookModel(
          bookInput({
            title: hostile,
            subtitle: hostile,
            author: hostile,
            sections: [{ heading: hostile, markdown: md }],
          }),
        );
        const blocks = book.sections[0]!.blocks;
        expect(decodedStrings(blocksToTypst(blocks))).toBe(expectedStrings(blocks));
        expect(renderPdf(book).subarray(0, 5).toString()).toBe('%PDF-');
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('prints exactly the text it was given, long words wrapped onto the page rather than cut off', () => {
    const text = fc
      .array(fc.oneof(fc.constantFrom(...HOSTILE.slice(0, 37)), fc.string({ unit: 'binary-ascii', maxLength: 60 })), {
        minLength: 1,
        maxLength: 12,
      })
      .map((parts) => parts.join(' ').replace(/[^\x21-\x7e]+/g, ' '))
      .filter((value) => value.trim() !== '');
    const comparable = (value: string) => value.replace(/[\s\u00ad\u200b-]+/g, '');
    fc.assert(
      fc.property(text, fc.boolean(), (value, longWord) => {
        const paragraph = longWord ? `${value} ${'Word'.repeat(2_500)}` : value;
        const book = buildBookModel(bookInput({ cover: null, sections: [] }));
        book.sections = [
          {
            heading: 'Section',
            label: null,
            title: 'Section',
            blocks: [{ type: 'paragraph', children: [{ type: 'text', value: paragraph }] }],
            answers: [],
          },
        ];
        // Pages from the first section on, cropped to the type area: no running header, no page number.
        const printed = pdfPages(renderPdf(book), [0, 58, 432, 590]).slice(4).join('');
        expect(comparable(printed)).toBe(comparable(`Section ${paragraph}`));
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
