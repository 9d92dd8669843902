import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import {
  ESCAPES_PER_PARAGRAPH,
  LABEL_ENDS_PER_PARAGRAPH,
  LABEL_STARTS_PER_PARAGRAPH,
  TAGS_PER_PARAGRAPH,
} from './markdown-character-budget.js';
import { EMPHASIS_RUNS_PER_PARAGRAPH, MAX_EMPHASIS_RUN } from './markdown-emphasis-budget.js';
import { MAX_EMPHASIS_NESTING } from './markdown-emphasis-nesting.js';
import { parseMarkdown } from './parse-markdown.js';

/** The text of a tree, as its text nodes hold it. */
const textOf = (node: Nodes): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/** How deep emphasis, strong emphasis and strikethrough nest in the tree. */
const styleDepth = (node: Nodes): number => {
  const own = node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' ? 1 : 0;
  return own + ('children' in node ? Math.max(0, ...node.children.map(styleDepth)) : 0);
};

/** The types of a tree's nodes, in document order. */
const types = (node: Nodes): string[] => [node.type, ...('children' in node ? node.children.flatMap(types) : [])];

describe('parseMarkdown', () => {
  it('reads emphasis of up to MAX_EMPHASIS_RUN markers, and a longer run as the characters it is', () => {
    expect(MAX_EMPHASIS_RUN).toBe(3);
    const tree = parseMarkdown('***both*** and ****four**** and ~~struck~~');
    expect(types(tree)).toEqual(['root', 'paragraph', 'emphasis', 'strong', 'text', 'text', 'delete', 'text']);
    expect(textOf(tree)).toBe('both and ****four**** and struck');
  });

  it('nests emphasis at most MAX_EMPHASIS_NESTING deep, the markers past it kept as text', () => {
    const tree = parseMarkdown('*a _b **c ~~d *e* d~~ c** b_ a*');
    expect(styleDepth(tree)).toBe(MAX_EMPHASIS_NESTING);
    expect(textOf(tree)).toBe('a b c d *e* d c b a');
  });

  it('nests nothing from a run of 50,000 `*` on each side of a word, keeping every one as text', () => {
    const markdown = `${'*'.repeat(50_000)}x${'*'.repeat(50_000)}`;
    const tree = parseMarkdown(markdown);
    expect(styleDepth(tree)).toBe(0);
    expect(textOf(tree)).toBe(markdown);
  });

  it('pairs EMPHASIS_RUNS_PER_PARAGRAPH runs in a paragraph, then reads them as text', () => {
    const tree = parseMarkdown('*a* '.repeat(EMPHASIS_RUNS_PER_PARAGRAPH / 2 + 1));
    expect(types(tree).filter((type) => type === 'emphasis')).toHaveLength(EMPHASIS_RUNS_PER_PARAGRAPH / 2);
    expect(textOf(tree).endsWith('a *a*')).toBe(true);
  });

  it('ends LABEL_ENDS_PER_PARAGRAPH links in a paragraph, then reads `]` as text', () => {
    const tree = parseMarkdown('[a](b) '.repeat(LABEL_ENDS_PER_PARAGRAPH + 1));
    expect(types(tree).filter((type) => type === 'link')).toHaveLength(LABEL_ENDS_PER_PARAGRAPH);
    expect(textOf(tree).endsWith('a [a](b)')).toBe(true);
  });

  it('starts TAGS_PER_PARAGRAPH tags in a paragraph, then reads `<` as text', () => {
    const tree = parseMarkdown('a <b> '.repeat(TAGS_PER_PARAGRAPH + 1));
    expect(types(tree).filter((type) => type === 'html')).toHaveLength(TAGS_PER_PARAGRAPH);
    expect(textOf(tree).endsWith('a <b>')).toBe(true);
  });

  it('reads every `[` past LABEL_STARTS_PER_PARAGRAPH as text, the run of them in one go, none lost', () => {
    const brackets = '['.repeat(LABEL_STARTS_PER_PARAGRAPH * 3);
    expect(textOf(parseMarkdown(`${brackets} and more`))).toBe(`${brackets} and more`);
    // A link before them is still one.
    expect(types(parseMarkdown(`[a](b) ${brackets}`))).toContain('link');
  });

  it('reads ESCAPES_PER_PARAGRAPH escapes in a paragraph, then `\\` as text', () => {
    const tree = parseMarkdown('\\*'.repeat(ESCAPES_PER_PARAGRAPH + 1));
    expect(types(tree).filter((type) => type === 'emphasis')).toEqual([]);
    expect(textOf(tree)).toBe(`${'*'.repeat(ESCAPES_PER_PARAGRAPH)}\\*`);
  });

  it('reads underlined headings, lazy lines and text between markup as GFM does', () => {
    const tree = parseMarkdown('Title\n=====\n\n[x]: /u\nSub\n---\n\n> a\nb!\n> c\n=\n\nwow! [x] <b a\n`c`d]');
    expect(types(tree)).toEqual([
      'root',
      'heading',
      'text',
      'definition',
      'heading',
      'text',
      'blockquote',
      'paragraph',
      'text',
      'paragraph',
      'text',
      'linkReference',
      'text',
      'text',
      'inlineCode',
      'text',
    ]);
    expect(textOf(tree)).toBe('TitleSuba\nb!\nc\n=wow! x <b a\ncd]');
  });
});
