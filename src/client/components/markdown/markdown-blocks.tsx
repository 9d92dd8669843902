import type { Heading, Nodes, PhrasingContent, Root, RootContent, TableRow } from 'mdast';
import type { ReactNode } from 'react';
import { parseMarkdown } from '@shared/parse-markdown';
import { rawHtmlText } from '@shared/raw-html';

/** Link targets a preview follows; anything else (javascript:, data:, relative paths) is shown as plain text. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

const safeUrl = (url: string) => (URL.canParse(url) && SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : null);

type Definitions = Map<string, string>;

function collectDefinitions(tree: Root): Definitions {
  const definitions: Definitions = new Map();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return definitions;
}

/** A heading inside a section sits below the heading of the screen that shows it (h3 and down, h5 the lowest). */
const LOWEST_HEADING = { tag: 'h5', className: 'text-sm font-semibold' } as const;
const HEADINGS = {
  1: { tag: 'h3', className: 'text-lg font-semibold' },
  2: { tag: 'h4', className: 'text-base font-semibold' },
  3: LOWEST_HEADING,
  4: LOWEST_HEADING,
  5: LOWEST_HEADING,
  6: LOWEST_HEADING,
} as const satisfies Record<Heading['depth'], { tag: string; className: string }>;

function Inlines({ nodes, definitions }: { nodes: PhrasingContent[]; definitions: Definitions }) {
  return nodes.map((node, index) => <Inline key={index} node={node} definitions={definitions} />);
}

function Link({ url, children }: { url: string | undefined; children: ReactNode }) {
  const href = url === undefined ? null : safeUrl(url);
  if (!href) return children;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
      {children}
    </a>
  );
}

function Inline({ node, definitions }: { node: PhrasingContent; definitions: Definitions }): ReactNode {
  const children = 'children' in node ? <Inlines nodes={node.children} definitions={definitions} /> : null;
  switch (node.type) {
    case 'text':
      return node.value;
    case 'inlineCode':
      return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{node.value}</code>;
    case 'break':
      return <br />;
    case 'emphasis':
      return <em>{children}</em>;
    case 'strong':
      return <strong className="font-semibold">{children}</strong>;
    case 'delete':
      return <del>{children}</del>;
    case 'link':
      return <Link url={node.url}>{children}</Link>;
    case 'linkReference':
      return <Link url={definitions.get(node.identifier)}>{children}</Link>;
    // Images are never fetched from a preview: their description stands in for them, as in the book's files.
    case 'image':
    case 'imageReference':
      return node.alt ? <span className="italic">[{node.alt}]</span> : null;
    case 'footnoteReference':
      return <sup>[{node.label ?? node.identifier}]</sup>;
    case 'html':
      // Markup is left out, as the book's files leave it out; a tag that is no HTML (`<Hooch>`) is text.
      return rawHtmlText(node.value) || null;
    default:
      return null;
  }
}

function TableRows({ rows, definitions }: { rows: TableRow[]; definitions: Definitions }) {
  const [head, ...body] = rows;
  const cells = (row: TableRow, Cell: 'th' | 'td') =>
    row.children.map((cell, index) => (
      <Cell key={index} className="border px-2 py-1 text-left align-top">
        <Inlines nodes={cell.children} definitions={definitions} />
      </Cell>
    ));
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        {head && (
          <thead className="bg-muted/60">
            <tr>{cells(head, 'th')}</tr>
          </thead>
        )}
        <tbody>
          {body.map((row, index) => (
            <tr key={index}>{cells(row, 'td')}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Blocks({ nodes, definitions }: { nodes: RootContent[]; definitions: Definitions }) {
  return nodes.map((node, index) => <Block key={index} node={node} definitions={definitions} />);
}

function Block({ node, definitions }: { node: RootContent; definitions: Definitions }): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return (
        <p>
          <Inlines nodes={node.children} definitions={definitions} />
        </p>
      );
    case 'heading': {
      const { tag: Heading, className } = HEADINGS[node.depth];
      return (
        <Heading className={className}>
          <Inlines nodes={node.children} definitions={definitions} />
        </Heading>
      );
    }
    case 'thematicBreak':
      return <hr className="border-border" />;
    case 'blockquote':
      return (
        <blockquote className="space-y-3 border-l-2 pl-3 text-muted-foreground italic">
          <Blocks nodes={node.children} definitions={definitions} />
        </blockquote>
      );
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List
          start={node.ordered ? (node.start ?? 1) : undefined}
          className={node.ordered ? 'list-decimal space-y-1 pl-6' : 'list-disc space-y-1 pl-6'}
        >
          {node.children.map((item, index) => {
            const task = typeof item.checked === 'boolean';
            return (
              <li key={index} className={task ? '-ml-5 flex list-none gap-1.5' : undefined}>
                {task && (
                  <span role="img" aria-label={item.checked ? 'Done' : 'To do'}>
                    {item.checked ? '☑' : '☐'}
                  </span>
                )}
                <div className="min-w-0 space-y-2">
                  <Blocks nodes={item.children} definitions={definitions} />
                </div>
              </li>
            );
          })}
        </List>
      );
    }
    case 'code':
      return (
        <pre className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs">
          <code>{node.value}</code>
        </pre>
      );
    case 'table':
      return <TableRows rows={node.children} definitions={definitions} />;
    case 'footnoteDefinition':
      return (
        <div className="flex gap-1.5 text-xs text-muted-foreground">
          <sup>[{node.label ?? node.identifier}]</sup>
          <div className="space-y-2">
            <Blocks nodes={node.children} definitions={definitions} />
          </div>
        </div>
      );
    case 'html': {
      const text = rawHtmlText(node.value);
      return text ? <p>{text}</p> : null;
    }
    default:
      // Definitions only serve references.
      return null;
  }
}

/** Markdown drawn as the reader sees it: GitHub-flavoured (tables, task lists, strikethrough, footnotes). */
export function MarkdownBlocks({ markdown }: { markdown: string }) {
  const tree = parseMarkdown(markdown);
  return <Blocks nodes={tree.children} definitions={collectDefinitions(tree)} />;
}
