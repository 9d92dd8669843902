import {
  AlignmentType,
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { BookAlign, BookBlock, BookInline, BookTableRow } from '../book-model.js';
import { BULLETS, type ListCounter, listIndent, numberedListReference } from './list-numbering.js';

type Marks = { bold?: boolean; italics?: boolean; strike?: boolean; style?: string };

/** Where a block sits: inside how many lists, inside a quote. */
type Place = { listLevel: number; quote: boolean };

const TOP: Place = { listLevel: -1, quote: false };
const HEADINGS = { 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
const ALIGNMENTS = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

export function inlinesToRuns(nodes: BookInline[], marks: Marks = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case 'text':
        return [new TextRun({ ...marks, text: node.value.replace(/[\r\n]+/g, ' ') })];
      case 'inlineCode':
        return [new TextRun({ ...marks, text: node.value, style: 'InlineCode' })];
      case 'break':
        return [new TextRun({ break: 1 })];
      case 'emphasis':
        return inlinesToRuns(node.children, { ...marks, italics: !marks.italics });
      case 'strong':
        return inlinesToRuns(node.children, { ...marks, bold: true });
      case 'delete':
        return inlinesToRuns(node.children, { ...marks, strike: true });
      case 'link':
        return [
          new ExternalHyperlink({
            link: node.url,
            children: inlinesToRuns(node.children, { ...marks, style: 'Hyperlink' }),
          }),
        ];
    }
  });
}

const quoteStyle = (place: Place) => (place.quote ? 'BookQuote' : undefined);

export function blocksToDocx(nodes: BookBlock[], lists: ListCounter, place: Place = TOP): (Paragraph | Table)[] {
  return nodes.flatMap((node) => blockToDocx(node, lists, place));
}

function blockToDocx(node: BookBlock, lists: ListCounter, place: Place): (Paragraph | Table)[] {
  const style = quoteStyle(place);
  const indent = place.listLevel >= 0 ? { left: listIndent(place.listLevel) } : undefined;
  switch (node.type) {
    case 'paragraph':
      return [new Paragraph({ style, indent, children: inlinesToRuns(node.children) })];
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[node.depth], children: inlinesToRuns(node.children) })];
    case 'thematicBreak':
      return [new Paragraph({ style: 'SectionBreak', children: [] })];
    case 'blockquote':
      return blocksToDocx(node.children, lists, { ...place, quote: true });
    case 'list':
      return listToDocx(node, lists, place);
    case 'code':
      return [
        new Paragraph({
          style: 'CodeBlock',
          indent,
          children: node.value.split('\n').map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0 })),
        }),
      ];
    case 'table':
      return [tableToDocx(node.align, node.children)];
  }
}

function listToDocx(node: Extract<BookBlock, { type: 'list' }>, lists: ListCounter, place: Place) {
  const level = place.listLevel + 1;
  const numbering = node.ordered
    ? { reference: numberedListReference(node.start, lists), level, instance: lists.next++ }
    : { reference: BULLETS, level };
  const inner = { ...place, listLevel: level };
  return node.children.flatMap((item) => {
    const [first, ...rest] = item.children;
    const head =
      first?.type === 'paragraph'
        ? [new Paragraph({ numbering, style: quoteStyle(place), children: inlinesToRuns(first.children) })]
        : [new Paragraph({ numbering, children: [] }), ...blocksToDocx(first ? [first] : [], lists, inner)];
    return [...head, ...blocksToDocx(rest, lists, inner)];
  });
}

function tableToDocx(align: BookAlign[], rows: BookTableRow[]): Table {
  const columns = Math.max(1, ...rows.map((row) => row.children.length));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: Array<number>(columns).fill(Math.floor(9000 / columns)),
    rows: rows.map(
      (row, y) =>
        new TableRow({
          tableHeader: y === 0,
          cantSplit: true,
          children: Array.from({ length: columns }, (_, x) => {
            const cell = row.children[x];
            return new TableCell({
              shading:
                y === 0
                  ? { type: ShadingType.CLEAR, fill: '1F2A44', color: 'auto' }
                  : y % 2 === 0
                    ? { type: ShadingType.CLEAR, fill: 'F3F5F9', color: 'auto' }
                    : undefined,
              margins: { top: 80, bottom: 80, left: 110, right: 110 },
              children: [
                new Paragraph({
                  style: y === 0 ? 'TableHeading' : 'TableText',
                  alignment: ALIGNMENTS[align[x] ?? 'left'],
                  children: cell ? inlinesToRuns(cell.children) : [],
                }),
              ],
            });
          }),
        }),
    ),
  });
}
