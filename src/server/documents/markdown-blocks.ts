import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { ProductType } from '../../shared/catalog.js';

/**
 * The book every renderer draws: markdown parsed once into mdast, then narrowed to the nodes a book shows. Raw HTML
 * is gone, links keep only http(s) and mailto targets, images are their alt text (never fetched), references are
 * resolved and headings inside a section sit one level below the section's own heading.
 */
export type BookInline =
  | { type: 'text'; value: string }
  | { type: 'inlineCode'; value: string }
  | { type: 'break' }
  | { type: 'emphasis' | 'strong' | 'delete'; children: BookInline[] }
  | { type: 'link'; url: string; children: BookInline[] };

export type BookListItem = { type: 'listItem'; children: BookBlock[] };
export type BookTableRow = { type: 'tableRow'; children: { type: 'tableCell'; children: BookInline[] }[] };
export type BookAlign = 'left' | 'center' | 'right' | null;

export type BookBlock =
  | { type: 'paragraph'; children: BookInline[] }
  | { type: 'heading'; depth: 2 | 3; children: BookInline[] }
  | { type: 'thematicBreak' }
  | { type: 'blockquote'; children: BookBlock[] }
  | { type: 'list'; ordered: boolean; start: number; children: BookListItem[] }
  | { type: 'code'; lang: string | null; value: string }
  | { type: 'table'; align: BookAlign[]; children: BookTableRow[] };

export type BookSection = { heading: string; blocks: BookBlock[] };

export type BookModel = {
  title: string;
  subtitle: string;
  author: string;
  productType: ProductType;
  /** The cover as PNG bytes, or null when the project has none. */
  cover: Uint8Array | null;
  sections: BookSection[];
};

export type BookInput = Omit<BookModel, 'sections'> & { sections: { heading: string; markdown: string }[] };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The URL if it is an absolute http(s) or mailto link, else null. */
export function safeUrl(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

type Definitions = Map<string, string>;

export function buildBookModel(input: BookInput): BookModel {
  return { ...input, sections: input.sections.map(({ heading, markdown }) => ({ heading, blocks: parse(markdown) })) };
}

function parse(markdown: string): BookBlock[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  return blocks(tree.children, collectDefinitions(tree));
}

function collectDefinitions(tree: Root): Definitions {
  const definitions: Definitions = new Map();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return definitions;
}

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
            children: withTaskMarker(item.checked, blocks(item.children, definitions)),
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
      return withNoteLabel(node.label ?? node.identifier, blocks(node.children, definitions));
    default:
      // Raw HTML and definitions (already collected): nothing a reader sees.
      return [];
  }
}

function paragraph(children: BookInline[]): BookBlock[] {
  return children.length > 0 ? [{ type: 'paragraph', children }] : [];
}

function withTaskMarker(checked: boolean | null | undefined, children: BookBlock[]): BookBlock[] {
  if (checked === null || checked === undefined) return children;
  return prefixFirstParagraph(checked ? '[x] ' : '[ ] ', children);
}

function withNoteLabel(label: string, children: BookBlock[]): BookBlock[] {
  return prefixFirstParagraph(`[${label}] `, children);
}

function prefixFirstParagraph(prefix: string, children: BookBlock[]): BookBlock[] {
  const [first, ...rest] = children;
  const marker: BookInline = { type: 'text', value: prefix };
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
    case 'html':
      return [];
  }
}

function link(url: string, children: BookInline[]): BookInline[] {
  const safe = safeUrl(url);
  return safe ? [{ type: 'link', url: safe, children }] : children;
}
