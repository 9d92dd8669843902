import { columnShares, longestWords } from '../write-in-columns.js';
import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { BookAlign, BookBlock, BookInline, BookTableRow } from '../book-model.js';
import { AUTHOR_NOTE_LABEL, TASK_BOX } from '../printed-text.js';
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

/** Where blocks are written: the document's list numbering and the width of its text column, in twips. */
export type DocxFlow = { lists: ListCounter; textWidth: number };

export function blocksToDocx(nodes: BookBlock[], flow: DocxFlow, place: Place = TOP): (Paragraph | Table)[] {
  return nodes.flatMap((node) => blockToDocx(node, flow, place));
}

function blockToDocx(node: BookBlock, flow: DocxFlow, place: Place): (Paragraph | Table)[] {
  const style = quoteStyle(place);
  const indent = place.listLevel >= 0 ? { left: listIndent(place.listLevel) } : undefined;
  switch (node.type) {
    case 'paragraph':
      return [new Paragraph({ style, indent, keepNext: node.keepWithNext, children: inlinesToRuns(node.children) })];
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[node.depth], children: inlinesToRuns(node.children) })];
    case 'thematicBreak':
      return [new Paragraph({ style: 'SectionBreak', children: [] })];
    case 'blockquote':
      return blocksToDocx(node.children, flow, { ...place, quote: true });
    case 'list':
      return listToDocx(node, flow, place);
    case 'code':
      return [
        new Paragraph({
          style: 'CodeBlock',
          indent,
          children: node.value.split('\n').map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0 })),
        }),
      ];
    case 'table':
      // Word sets a table flush against the next paragraph: an empty line keeps them apart.
      return [
        tableToDocx(node.align, node.children, flow.textWidth),
        new Paragraph({ style: 'TableGap', children: [] }),
      ];
    case 'note':
      return [noteToDocx(node.children, flow), new Paragraph({ style: 'TableGap', children: [] })];
  }
}

const NOTE_RULE = { style: BorderStyle.SINGLE, size: 6, color: 'C89B3C' };
/** Cell margins of a note's box, left and right together, in twips. */
const NOTE_MARGINS = 2 * 160;

/** An author note in a draft copy: a box of one cell, labelled, holding the note's blocks. */
function noteToDocx(children: BookBlock[], flow: DocxFlow): Table {
  const inner = blocksToDocx(children, { ...flow, textWidth: flow.textWidth - NOTE_MARGINS });
  // A cell ends with a paragraph, or Word calls the file damaged.
  const closing = inner.at(-1) instanceof Table ? [new Paragraph({ children: [] })] : [];
  return new Table({
    width: { size: flow.textWidth, type: WidthType.DXA },
    columnWidths: [flow.textWidth],
    borders: { top: NOTE_RULE, bottom: NOTE_RULE, left: NOTE_RULE, right: NOTE_RULE },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: flow.textWidth, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, fill: 'FDF8EC', color: 'auto' },
            margins: { top: 120, bottom: 60, left: 160, right: 160 },
            children: [
              new Paragraph({ style: 'AuthorNoteLabel', children: [new TextRun(AUTHOR_NOTE_LABEL)] }),
              ...inner,
              ...closing,
            ],
          }),
        ],
      }),
    ],
  });
}

function listToDocx(node: Extract<BookBlock, { type: 'list' }>, flow: DocxFlow, place: Place) {
  const { lists } = flow;
  const level = place.listLevel + 1;
  const numbering = node.ordered
    ? { reference: numberedListReference(node.start, lists), level, instance: lists.next++ }
    : { reference: BULLETS, level };
  const inner = { ...place, listLevel: level };
  return node.children.flatMap((item) => {
    const [first, ...rest] = item.children;
    // A task's box stands in for the bullet (a hanging indent, the box, a tab) or follows the number.
    const box = item.checked === null ? null : TASK_BOX[item.checked ? 'checked' : 'open'];
    const boxForBullet = box !== null && !node.ordered;
    const prefix = box === null ? [] : [new TextRun(box), new TextRun(boxForBullet ? { children: [new Tab()] } : ' ')];
    const head = (children: ParagraphChild[]) =>
      new Paragraph({
        ...(boxForBullet ? { indent: { left: listIndent(level), hanging: 280 } } : { numbering }),
        style: quoteStyle(place),
        keepNext: first?.type === 'paragraph' && first.keepWithNext,
        children: [...prefix, ...children],
      });
    const opening =
      first?.type === 'paragraph'
        ? [head(inlinesToRuns(first.children))]
        : [head([]), ...blocksToDocx(first ? [first] : [], flow, inner)];
    return [...opening, ...blocksToDocx(rest, flow, inner)];
  });
}

const RULE = { style: BorderStyle.SINGLE, size: 4, color: 'D9DEE7' };
const NO_RULE = { style: BorderStyle.NONE, size: 0, color: 'auto' };

/** Rough width in twips of a character of table text, and of a cell's left and right margins together. */
const CHAR_WIDTH = 115;
const CELL_MARGINS = 2 * 110;

/**
 * Column widths in twips: each column at least as wide as its longest word, so no word breaks mid-letter, and the
 * room left shared by how much more each column's longest cell wants (up to 40 characters): a column of prices
 * stays narrow and one of notes gets the room, instead of every column taking an equal share; a column left blank to
 * be written in (write-in-columns.ts) wants as much as the longest.
 */
function columnWidths(rows: BookTableRow[], columns: number, textWidth: number): number[] {
  const twips = (chars: number) => chars * CHAR_WIDTH + CELL_MARGINS;
  const least = longestWords(rows, columns).map(twips);
  const wanted = columnShares(rows, columns).map((share, x) => Math.max(least[x]!, twips(share)));
  const leastTotal = least.reduce((sum, width) => sum + width, 0);
  if (leastTotal >= textWidth) return least.map((width) => Math.floor((width * textWidth) / leastTotal));
  const extra = wanted.map((width, x) => width - least[x]!);
  const extraTotal = extra.reduce((sum, width) => sum + width, 0);
  const room = textWidth - leastTotal;
  return least.map((width, x) =>
    Math.floor(width + (extraTotal > 0 ? (room * extra[x]!) / extraTotal : room / columns)),
  );
}

function tableToDocx(align: BookAlign[], rows: BookTableRow[], textWidth: number): Table {
  const columns = Math.max(1, ...rows.map((row) => row.children.length));
  const widths = columnWidths(rows, columns, textWidth);
  return new Table({
    width: { size: textWidth, type: WidthType.DXA },
    columnWidths: widths,
    // Hairlines between rows only, as in the PDF: no grid of black boxes.
    borders: {
      top: NO_RULE,
      left: NO_RULE,
      right: NO_RULE,
      insideVertical: NO_RULE,
      bottom: RULE,
      insideHorizontal: RULE,
    },
    rows: rows.map(
      (row, y) =>
        new TableRow({
          tableHeader: y === 0,
          cantSplit: true,
          children: Array.from({ length: columns }, (_, x) => {
            const cell = row.children[x];
            return new TableCell({
              width: { size: widths[x]!, type: WidthType.DXA },
              shading:
                y === 0
                  ? { type: ShadingType.CLEAR, fill: '1F2A44', color: 'auto' }
                  : y % 2 === 0
                    ? { type: ShadingType.CLEAR, fill: 'F3F5F9', color: 'auto' }
                    : undefined,
              margins: { top: 70, bottom: 70, left: 110, right: 110 },
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
