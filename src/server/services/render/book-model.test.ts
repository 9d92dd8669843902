import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../tests/support/book-fixtures.js';
import { type BookBlock, buildBookModel } from './book-model.js';
import { inlineText } from './inline-text.js';

const blocksOf = (markdown: string, { heading = 'One', draft = false } = {}) =>
  buildBookModel(bookInput({ draft, sections: [{ heading, markdown }] })).sections[0]!.blocks;
/** The blocks as their types and text, to read a section at a glance. */
const outline = (blocks: BookBlock[]): string[] =>
  blocks.map((block) => {
    if (block.type === 'paragraph' || block.type === 'heading') return `${block.type}: ${inlineText(block.children)}`;
    if (block.type === 'note') return `note: ${outline(block.children).join(' | ')}`;
    if (block.type === 'list')
      return `list: ${block.children.map((item) => outline(item.children).join(' ')).join(', ')}`;
    return block.type;
  });

const NOTES = `Plan the week.

Your notes:

:::note
- [ ] Add your own example
:::

## Your checklist

:::note
- [ ] Tick what you did
:::

## Shopping

[Buy once.][shop]

:::note
[Sum up the chapter in your words]

[shop]: https://example.com/shop
:::`;

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
          {
            type: 'listItem',
            checked: null,
            children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Three' }] }],
          },
          {
            type: 'listItem',
            checked: null,
            children: [
              { type: 'paragraph', children: [{ type: 'text', value: 'Four' }] },
              {
                type: 'list',
                ordered: false,
                start: 1,
                children: [
                  {
                    type: 'listItem',
                    checked: null,
                    children: [{ type: 'paragraph', children: [{ type: 'text', value: 'inner' }] }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
    const [tasks] = blocksOf('- [x] done\n- [ ] open');
    expect(tasks).toMatchObject({
      children: [
        { checked: true, children: [{ children: [{ value: 'done' }] }] },
        { checked: false, children: [{ children: [{ value: 'open' }] }] },
      ],
    });
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

  it('names a link that has no text of its own by its address, so a reader (and a screen reader) has words to follow', () => {
    const [paragraph] = blocksOf(
      'See [](https://example.com/guide) and [![](https://example.com/i.png)](mailto:x@example.com).',
    );
    expect(paragraph).toMatchObject({
      children: [
        { value: 'See ' },
        {
          type: 'link',
          url: 'https://example.com/guide',
          children: [{ type: 'text', value: 'https://example.com/guide' }],
        },
        { value: ' and ' },
        { type: 'link', url: 'mailto:x@example.com', children: [{ type: 'text', value: 'x@example.com' }] },
        { value: '.' },
      ],
    });
  });

  it('keeps what only looks like a tag as text, in a heading, a paragraph and a line of its own, and drops markup', () => {
    const markdown = [
      '## Lesson 2: Troubleshooting <Hooch> & Mold',
      'Sign it <your name>, not <b>bold</b> <!-- a comment --> or <BR>.',
      '<Hooch>',
      '<script>alert(1)</script>',
    ].join('\n\n');
    expect(outline(blocksOf(markdown))).toEqual([
      'heading: Lesson 2: Troubleshooting <Hooch> & Mold',
      'paragraph: Sign it <your name>, not bold  or .',
      'paragraph: <Hooch>',
    ]);
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

  it('reads each section name into the label and title its opening page shows', () => {
    const book = buildBookModel(
      bookInput({
        sections: ['Chapter 3: Tools and Set-Up', 'Module 2: Colour', 'Introduction', 'Chapter 4'].map((heading) => ({
          heading,
          markdown: 'Text.',
        })),
      }),
    );
    expect(book.sections.map(({ heading, label, title }) => ({ heading, label, title }))).toEqual([
      { heading: 'Chapter 3: Tools and Set-Up', label: 'Chapter 3', title: 'Tools and Set-Up' },
      { heading: 'Module 2: Colour', label: 'Module 2', title: 'Colour' },
      { heading: 'Introduction', label: null, title: 'Introduction' },
      { heading: 'Chapter 4', label: null, title: 'Chapter 4' },
    ]);
  });

  it('leaves author notes out, with the label before one and a heading over nothing but notes', () => {
    expect(outline(blocksOf(NOTES))).toEqual([
      'paragraph: Plan the week.',
      'heading: Shopping',
      'paragraph: Buy once.',
    ]);
    // The link's definition sits inside a note, and still resolves.
    expect(blocksOf(NOTES)[2]).toMatchObject({ children: [{ type: 'link', url: 'https://example.com/shop' }] });
  });

  it('keeps author notes as note blocks in a draft copy, in their places', () => {
    expect(outline(blocksOf(NOTES, { draft: true }))).toEqual([
      'paragraph: Plan the week.',
      'paragraph: Your notes:',
      'note: list: paragraph: Add your own example',
      'heading: Your checklist',
      'note: list: paragraph: Tick what you did',
      'heading: Shopping',
      'paragraph: Buy once.',
      'note: paragraph: [Sum up the chapter in your words]',
    ]);
    expect(blocksOf(NOTES, { draft: true })[1]).toMatchObject({ keepWithNext: true });
  });

  it('drops an opening heading that repeats the section name, its title or the whole, in any case and spacing', () => {
    const heading = 'Chapter 3: Tools and Set-Up';
    for (const markdown of [
      '# Tools and set-up\n\nText.',
      '##   Chapter 3:  tools AND Set-Up\n\nText.',
      '## Chapter 3: Tools and Set-Up\n\nText.',
    ])
      expect(outline(blocksOf(markdown, { heading }))).toEqual(['paragraph: Text.']);
    expect(outline(blocksOf('# Tools\n\nText.', { heading: 'Chapter 2: Tools' }))).toEqual(['paragraph: Text.']);
    expect(outline(blocksOf('# Chapter 2: Tools\n\nText.', { heading: 'Tools' }))).toEqual(['paragraph: Text.']);
    // A different heading stays, and so does a repeat that is not the first block.
    expect(outline(blocksOf('## Before You Start\n\nText.', { heading }))).toEqual([
      'heading: Before You Start',
      'paragraph: Text.',
    ]);
    expect(outline(blocksOf('Text.\n\n## Tools and Set-Up', { heading }))).toEqual([
      'paragraph: Text.',
      'heading: Tools and Set-Up',
    ]);
    // In a draft copy a note before it does not hide the repeat.
    expect(outline(blocksOf(':::note\nTo do\n:::\n\n# Tools and Set-Up\n\nText.', { heading, draft: true }))).toEqual([
      'note: paragraph: To do',
      'paragraph: Text.',
    ]);
  });

  it('keeps a short label with the list or block it introduces, and only then', () => {
    const keeps = (markdown: string) =>
      blocksOf(markdown).map((block) => block.type === 'paragraph' && block.keepWithNext === true);
    expect(keeps('You will need:\n\n- a pot')).toEqual([true, false]);
    expect(keeps('Try this:\n\n> quoted\n\nOr this:\n\n```\ncode\n```')).toEqual([true, false, true, false]);
    expect(keeps('You will need:\n\nA pot.')).toEqual([false, false]);
    expect(keeps('A plain paragraph.\n\n- a pot')).toEqual([false, false]);
    expect(keeps(`${'A long paragraph that only happens to end with a colon. '.repeat(5)}:\n\n- a pot`)).toEqual([
      false,
      false,
    ]);
  });
});
