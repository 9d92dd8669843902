import type { BookInline } from './book-model.js';

/** The text of inline nodes, marks dropped and line breaks as spaces. */
export function inlineText(nodes: BookInline[]): string {
  return nodes
    .map((node) => ('value' in node ? node.value : 'children' in node ? inlineText(node.children) : ' '))
    .join('');
}
