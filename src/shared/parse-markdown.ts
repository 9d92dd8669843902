import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { autolinkLiteralInLinearTime } from './markdown-autolink-literal.js';
import { characterBudget } from './markdown-character-budget.js';
import { emphasisBudget } from './markdown-emphasis-budget.js';
import { flattenDeepEmphasis } from './markdown-emphasis-nesting.js';
import { joinedText } from './markdown-joined-text.js';
import { explicitLazyLines, flattenedMarkdown, MAX_MARKDOWN_NESTING } from './markdown-nesting.js';
import { setextUnderlineInLinearTime } from './markdown-setext-underline.js';

/**
 * Markdown as the book's files and the editor's preview read it (docs/decisions/0045-bounded-markdown.md):
 * GitHub-flavoured (tables, task lists, strikethrough, footnotes); quotes and lists flattened past MAX_MARKDOWN_NESTING
 * and their lazy lines written out; emphasis flattened past MAX_EMPHASIS_NESTING; each paragraph's emphasis, link ends
 * and tags held to their budgets; text between markup read as one run and headings' underlines resolved on their
 * heading alone; and an open label found from micromark's list of them, not by walking back, before a literal
 * autolink. So no text, however made, takes the parser longer than its size says, or a renderer deeper than it
 * can go.
 */
export function parseMarkdown(markdown: string): Root {
  return parseMarkdownSource(markdown).tree;
}

/**
 * The Markdown as it is parsed — the same text, with quotes and lists past their nesting flattened and lazy lines
 * written out — and its tree, whose positions are offsets in that text.
 */
export function parseMarkdownSource(markdown: string): { source: string; tree: Root } {
  // The scan may read a text's containers otherwise than the parser where a raw HTML or code block leaves it unsure
  // (the property test found a staircase of footnotes it read one level shallower): flattened a level further each
  // time, such a text is parsed again until the tree is within the limit. Any other text is parsed once.
  for (let limit = MAX_MARKDOWN_NESTING; ; limit -= 1) {
    const parsed = parseFlattened(markdown, limit);
    if (limit <= 1 || containerDepth(parsed.tree) <= MAX_MARKDOWN_NESTING) return parsed;
  }
}

const CONTAINERS = new Set(['blockquote', 'listItem', 'footnoteDefinition']);

/** How many quotes, list items and footnote definitions the deepest node of the tree sits in. */
function containerDepth(root: Root): number {
  let deepest = 0;
  const stack: { node: Nodes; depth: number }[] = [{ node: root, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const depth = next.depth + (CONTAINERS.has(next.node.type) ? 1 : 0);
    deepest = Math.max(deepest, depth);
    if ('children' in next.node) for (const child of next.node.children) stack.push({ node: child, depth });
  }
  return deepest;
}

function parseFlattened(markdown: string, limit: number): { source: string; tree: Root } {
  const source = explicitLazyLines(flattenedMarkdown(markdown, limit));
  const tree = fromMarkdown(source, {
    extensions: [
      gfm(),
      emphasisBudget,
      ...characterBudget,
      setextUnderlineInLinearTime,
      autolinkLiteralInLinearTime,
      joinedText,
    ],
    mdastExtensions: [gfmFromMarkdown()],
  });
  return { source, tree: flattenDeepEmphasis(tree, source) };
}
