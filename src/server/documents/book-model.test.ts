import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../tests/support/book-fixtures.js';
import { buildBookModel } from './book-model.js';

const blocksOf = (markdown: string) =>
  buildBookModel(bookInput({ sections: [{ heading: 'One', markdown }] })).sections[0]!.blocks;

describe('buildBookModel', () => {
  it('keeps the book fields and parses each section once into blocks, in order', () => {
    const book = buildBookModel(bookInput());
    expect(book).toMatchObject({ title: 'Prep Once, Eat All Week', author: 'Dana Example', productType: 'ebook' });
    expect(book.sections.map((section) => section.heading)).toEqual([
      'Getting Started',
      'The Sunday Session',
      'Storing Meals',
    ]);
    expect(book.sections[0]!.blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'heading',
      'list',
      'list',
      'blockquote',
      'table',
      'code',
      'heading',
      'thematicBreak',
      'paragraph',
    ]);
  });

  it('nests headings one level below the section: # and ## become level 2, deeper ones level 3', () => {
    const depths = blocksOf('# A\n\n## B\n\n### C\n\n###### D').map((block) => block.type === 'heading' && block.depth);
    expect(depths).toEqual([2, 2, 3, 3]);
  });

  it('keeps numbered lists with their start, nesting and task markers', () => {
    expect(blocksOf('3. Three\n4. Four\n   - inner')).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 3,
        children: [
          { type: 'listItem', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Three' }] }] },
          {
            type: 'listItem',
            children: [
              { type: 'paragraph', children: [{ type: 'text', value: 'Four' }] },
              {
                type: 'list',
                ordered: false,
                start: 1,
                children: [
                  { type: 'listItem', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'inner' }] }] },
                ],
              },
            ],
          },
        ],
      },
    ]);
    const [tasks] = blocksOf('- [x] done\n- [ ] open');
    expect(JSON.stringify(tasks)).toContain('"[x] "');
    expect(JSON.stringify(tasks)).toContain('"[ ] "');
  });

  it('keeps only http(s) and mailto links, resolving references, and turns images into their alt text', () => {
    const [paragraph] = blocksOf(
      '[a](https://example.com/a) [b](mailto:x@example.com) [c](javascript:alert(1)) [d][ok] [e][bad] ' +
        '![alt text](https://example.com/i.png)\n\n[ok]: http://example.com/ok\n[bad]: vbscript:run',
    );
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [
        { type: 'link', url: 'https://example.com/a', children: [{ type: 'text', value: 'a' }] },
        { type: 'text', value: ' ' },
        { type: 'link', url: 'mailto:x@example.com', children: [{ type: 'text', value: 'b' }] },
        { type: 'text', value: ' ' },
        { type: 'text', value: 'c' },
        { type: 'text', value: ' ' },
        { type: 'link', url: 'http://example.com/ok', children: [{ type: 'text', value: 'd' }] },
        { type: 'text', value: ' ' },
        { type: 'text', value: 'e' },
        { type: 'text', value: ' ' },
        { type: 'text', value: 'alt text' },
      ],
    });
  });

  it('drops raw HTML, block and inline, and keeps footnotes as labelled text', () => {
    expect(blocksOf('<div onclick="x()">\n\nhi\n\n</div>\n\nA <b>bold</b> claim.[^1]\n\n[^1]: The source.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'hi' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'A ' },
          { type: 'text', value: 'bold' },
          { type: 'text', value: ' claim.' },
          { type: 'text', value: '[1]' },
        ],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: '[1] ' },
          { type: 'text', value: 'The source.' },
        ],
      },
    ]);
  });

  it('labels a footnote that opens with a quote on a line of its own', () => {
    expect(blocksOf('x[^a]\n\n[^a]: > quoted note').slice(1)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: '[a] ' }] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'quoted note' }] }] },
    ]);
  });
});
