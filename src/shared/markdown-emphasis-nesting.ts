import type { Delete, Emphasis, Nodes, Parents, Root, RootContent, Strong } from 'mdast';

/**
 * How deep emphasis, strong emphasis and strikethrough nest in one another (docs/decisions/0045-bounded-markdown.md).
 * Real text stresses a phrase inside a bold one, struck through at most; each level is a level of the renderers'
 * visitors and of Typst's show rules, and the runs a paragraph may pair (`markdown-emphasis-budget.ts`) could
 * otherwise nest two hundred.
 */
export const MAX_EMPHASIS_NESTING = 4;

type Styled = Emphasis | Strong | Delete;

const isStyled = (node: Nodes): node is Styled =>
  node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete';

const hasChildren = (node: Nodes): node is Parents => 'children' in node;

/** The markers of a styled node, as the text typed in `source`, around what it holds. */
function unstyled(node: Styled, source: string): RootContent[] {
  const { start, end } = node.position!;
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined)
    return [{ type: 'text', value: source.slice(start.offset, end.offset) }];
  return [
    { type: 'text', value: source.slice(start.offset, first) },
    ...node.children,
    { type: 'text', value: source.slice(last, end.offset) },
  ];
}

/** `node`, `depth` styles deep, with every style that would nest past the limit read as text: one node or several. */
function flattened(node: RootContent, depth: number, source: string): RootContent[] {
  if (isStyled(node) && depth >= MAX_EMPHASIS_NESTING)
    return unstyled(node, source).flatMap((inner) => flattened(inner, depth, source));
  if (hasChildren(node)) {
    const inside = isStyled(node) ? depth + 1 : depth;
    Object.assign(node, { children: node.children.flatMap((child) => flattened(child, inside, source)) });
  }
  return [node];
}

/**
 * The tree parsed from `source` with every emphasis, strong emphasis and strikethrough nested past
 * MAX_EMPHASIS_NESTING read as the markers typed around its text, as containers flatten past MAX_MARKDOWN_NESTING.
 */
export function flattenDeepEmphasis(tree: Root, source: string): Root {
  tree.children = tree.children.flatMap((child) => flattened(child, 0, source));
  return tree;
}
