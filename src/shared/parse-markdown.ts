import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { emphasisBudget } from './markdown-emphasis-budget.js';
import { flattenedMarkdown } from './markdown-nesting.js';

/**
 * Markdown as the book's files and the editor's preview read it (docs/decisions/0045-bounded-markdown.md):
 * GitHub-flavoured (tables, task lists, strikethrough, footnotes), quotes and lists flattened past
 * MAX_MARKDOWN_NESTING and each paragraph's emphasis held to its budget, so no text, however made, takes the parser
 * more than a moment or a renderer deeper than it can go.
 */
export const parseMarkdown = (markdown: string): Root =>
  fromMarkdown(flattenedMarkdown(markdown), {
    extensions: [gfm(), emphasisBudget],
    mdastExtensions: [gfmFromMarkdown()],
  });
