import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { parseMarkdown } from '../../../shared/parse-markdown.js';
import { rawHtmlText } from '../../../shared/raw-html.js';
import type { BookBlock, BookInline } from './book-model.js';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The URL if it is an absolute http(s) or mailto link, else null. */
function safeUrl(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

type Definitions = Map<string, string>;

/**
 * Markdown parsed into the blocks a book shows, one list of blocks per piece of one section's markdown: raw HTML is
 * gone, unless it only looks like a tag (`rawHtmlText`), links keep only http(s) and mailto targets, images are their alt text (never fetched), references are
 * resolved across the pieces and headings sit one level below the section's own heading.
 */
export function markdownBlocks(pieces: string[]): BookBlock[][] {
  const firstTrees = pieces.map(parseMarkdown);
  const definitions = collectDefinitions(firstTrees);
  // A reference is only read as one where its definition is in sight: each piece is read again with every piece's
  // definitions before it, so a link in the text keeps its target when the definition sits in a note or after one.
  const trees =
    pieces.length > 1 && definitions.size > 0
      ? pieces.map((markdown) => parseMarkdown(`${definitionLines(definitions)}\n\n${markdown}`))
      : firstTrees;
  const targets = new Map([...definitions].map(([identifier, { url }]) => [identifier, url]));
  return trees.map((tree) => blocks(tree.children, targets));
}

type Definition = { label: string; url: string };

function collectDefinitions(trees: Root[]): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier))
      definitions.set(node.identifier, { label: node.label ?? node.identifier, url: node.url });
    if ('children' in node) node.children.forEach(visit);
  };
  trees.forEach(visit);
  return definitions;
}

/** The definitions as markdown again, each target in angle brackets so no character of it ends the line early. */
const definitionLines = (definitions: Map<string, Definition>) =>
  [...definitions.values()]
    .map(({ label, url }) => `[${label}]: <${url.replace(/[<>\s]/g, encodeURIComponent)}>`)
    .join('\n');

function blocks(nodes: RootContent[], definitions: Definitions): BookBlock[] {
  return nodes.flatMap((node) => block(node, definitions));
}

function block(node: RootContent, definitions: Definitions): BookBlock[] {
  switch (node.type) {
    case 'paragraph':
      return paragraph(inlines(node.children, definitions));
    case 'heading':
      return [{ type: 'heading', depth: node.depth <= 2 ? 2 : 3, children: inlines(node.children, definitions) }];
    case 'thematicBreak':
      return [{ type: 'thematicBreak' }];
    case 'blockquote':
      return [{ type: 'blockquote', children: blocks(node.children, definitions) }];
    case 'list':
      return [
        {
          type: 'list',
          ordered: node.ordered === true,
          start: node.start ?? 1,
          children: node.children.map((item) => ({
            type: 'listItem',
            checked: item.checked ?? null,
            children: blocks(item.children, definitions),
          })),
        },
      ];
    case 'code':
      return [{ type: 'code', lang: node.lang ?? null, value: node.value }];
    case 'table':
      return [
        {
          type: 'table',
          align: node.align ?? [],
          children: node.children.map((row) => ({
            type: 'tableRow',
            children: row.children.map((cell) => ({
              type: 'tableCell',
              children: inlines(cell.children, definitions),
            })),
          })),
        },
      ];
    case 'footnoteDefinition':
      return withFootnoteLabel(node.label ?? node.identifier, blocks(node.children, definitions));
    case 'html':
      return paragraph(inlines([node], definitions));
    default:
      // Definitions (already collected): nothing a reader sees.
      return [];
  }
}

function paragraph(children: BookInline[]): BookBlock[] {
  return children.length > 0 ? [{ type: 'paragraph', children }] : [];
}

function withFootnoteLabel(label: string, children: BookBlock[]): BookBlock[] {
  const [first, ...rest] = children;
  const marker: BookInline = { type: 'text', value: `[${label}] ` };
  if (first?.type === 'paragraph') return [{ ...first, children: [marker, ...first.children] }, ...rest];
  return [{ type: 'paragraph', children: [marker] }, ...children];
}

function inlines(nodes: PhrasingContent[], definitions: Definitions): BookInline[] {
  return nodes.flatMap((node) => inline(node, definitions));
}

function inline(node: PhrasingContent, definitions: Definitions): BookInline[] {
  switch (node.type) {
    case 'text':
      return [{ type: 'text', value: node.value }];
    case 'inlineCode':
      return [{ type: 'inlineCode', value: node.value }];
    case 'break':
      return [{ type: 'break' }];
    case 'emphasis':
    case 'strong':
    case 'delete':
      return [{ type: node.type, children: inlines(node.children, definitions) }];
    case 'link':
      return link(node.url, inlines(node.children, definitions));
    case 'linkReference':
      return link(definitions.get(node.identifier) ?? '', inlines(node.children, definitions));
    case 'image':
    case 'imageReference':
      return node.alt ? [{ type: 'text', value: node.alt }] : [];
    case 'footnoteReference':
      return [{ type: 'text', value: `[${node.label ?? node.identifier}]` }];
    case 'html': {
      const text = rawHtmlText(node.value);
      return text ? [{ type: 'text', value: text }] : [];
    }
  }
}

/** A safe link, named by its address when it has no text of its own (an empty link is no link to a screen reader). */
function link(url: string, children: BookInline[]): BookInline[] {
  const safe = safeUrl(url);
  if (!safe) return children;
  const name = children.length > 0 ? children : [{ type: 'text' as const, value: safe.replace(/^mailto:/, '') }];
  return [{ type: 'link', url: safe, children: name }];
}
