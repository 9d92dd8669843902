import { isChoiceList } from '../choice-lists.js';
import { inlineText } from '../inline-text.js';
import { ANSWER_LINE } from '../fill-places.js';
import { columnShares, writeInColumns } from '../write-in-columns.js';
import type { BookAlign, BookBlock, BookInline, BookListItem, BookTableRow } from '../book-model.js';

/**
 * A Typst string literal holding `value` exactly: user text never reaches Typst as markup, so no character of it
 * (`#`, `$`, `@`, `<`, `[`, `\`, a leading `-` or `=`…) can be read as syntax.
 */
export function typstString(value: string): string {
  return `"${value.replace(/[\\"\p{Cc}]/gu, (char) => {
    if (char === '\\' || char === '"') return `\\${char}`;
    return `\\u{${char.codePointAt(0)!.toString(16)}}`;
  })}"`;
}

/** The longest run of characters without a space that is never broken. */
export const LONG_RUN = 24;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Inline text in markup: string literals, line breaks inside a paragraph read as spaces. A run of more than
 * LONG_RUN characters without a space (a pasted URL, a hostile 10,000-letter word) gets invisible break
 * opportunities between whole graphemes, so it wraps instead of running off the page.
 */
function text(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .split(ANSWER_LINE)
    .map((part, i) => (i % 2 === 1 ? `#fill-spot("line", "Answer", ${typstString(part)})` : runs(part)))
    .join('');
}

/** Text without answer lines: string literals, a long run made breakable. */
function runs(value: string): string {
  return value
    .split(new RegExp(`(\\S{${LONG_RUN + 1},})`, 'u'))
    .map((part, i) => (i % 2 === 1 ? breakable(part) : part === '' ? '' : `#${typstString(part)}`))
    .join('');
}

/** Text segmented a window at a time: the segmenter's time per grapheme grows with the length of what it is given. */
const GRAPHEME_WINDOW = 256;

/** The graphemes of `run`, each whole: a window's last grapheme, which may go on past it, starts the next window. */
function* graphemesOf(run: string): Generator<string> {
  for (let from = 0; from < run.length;) {
    const segments = [...graphemes.segment(run.slice(from, from + GRAPHEME_WINDOW))];
    const last = from + GRAPHEME_WINDOW < run.length && segments.length > 1 ? segments.pop()! : null;
    for (const { segment } of segments) yield segment;
    from += last ? last.index : GRAPHEME_WINDOW;
  }
}

function breakable(run: string): string {
  const chunks: string[] = [];
  let chunk = '';
  for (const segment of graphemesOf(run)) {
    chunk += segment;
    if (chunk.length >= LONG_RUN) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  if (chunk) chunks.push(chunk);
  return chunks.map((part) => `#${typstString(part)}`).join('#sym.zws');
}

export function inlinesToTypst(nodes: BookInline[]): string {
  return nodes.map(inlineToTypst).join('');
}

function inlineToTypst(node: BookInline): string {
  switch (node.type) {
    case 'text':
      return text(node.value);
    case 'inlineCode':
      return `#raw(${typstString(node.value)})`;
    case 'break':
      return '#linebreak()';
    case 'emphasis':
      return `#emph[${inlinesToTypst(node.children)}]`;
    case 'strong':
      return `#strong[${inlinesToTypst(node.children)}]`;
    case 'delete':
      return `#strike[${inlinesToTypst(node.children)}]`;
    case 'link':
      return `#link(${typstString(node.url)})[${inlinesToTypst(node.children)}]`;
  }
}

export function blocksToTypst(nodes: BookBlock[]): string {
  return nodes.map(blockToTypst).join('\n\n');
}

function blockToTypst(node: BookBlock): string {
  switch (node.type) {
    case 'paragraph':
      return node.keepWithNext ? `#keep-with-next[${inlinesToTypst(node.children)}]` : inlinesToTypst(node.children);
    case 'heading':
      return `#heading(level: ${node.depth})[${inlinesToTypst(node.children)}]`;
    case 'thematicBreak':
      return '#section-break()';
    case 'blockquote':
      return `#quote(block: true)[${blocksToTypst(node.children)}]`;
    case 'list':
      return listToTypst(node);
    case 'code':
      return `#code-block(${typstString(node.value)}, lang: ${node.lang === null ? 'none' : typstString(node.lang)})`;
    case 'table':
      return tableToTypst(node.align, node.children);
    case 'note':
      return `#author-note[${blocksToTypst(node.children)}]`;
  }
}

/**
 * The boxes of TASK_BOX as Typst's symbols: only the book's own text enters the source as string literals. A box to
 * tick is a fill spot (book-typst.ts); one the book shows ticked is an example, printed ticked in every file.
 */
const taskBox = (checked: boolean) => (checked ? 'sym.ballot.check' : 'fill-spot("check", "Tick", sym.ballot)');

/** A box of a list of choices (choice-lists.ts): the first begins the group its reader ticks one of. */
const choiceBox = (first: boolean) => `fill-spot(${first ? '"choice-first"' : '"choice"'}, "Choice", sym.ballot)`;

/**
 * A list; its tasks marked by a box, ticked when done. Bullets give way to the boxes (an enum numbered by each item's
 * own marker); numbered tasks keep their number and start with the box.
 */
function listToTypst(node: Extract<BookBlock, { type: 'list' }>): string {
  const body = (item: BookListItem) => blocksToTypst(item.children);
  const choices = isChoiceList(node.children);
  const box = (item: BookListItem, index: number) =>
    choices ? choiceBox(index === 0) : taskBox(item.checked === true);
  if (node.ordered) {
    const items = node.children.map((item, index) =>
      item.checked === null ? `[${body(item)}]` : `[#${box(item, index)}~${body(item)}]`,
    );
    return `#enum(start: ${node.start}, ${items.join(', ')})`;
  }
  const items = node.children.map((item) => `[${body(item)}]`).join(', ');
  if (node.children.every((item) => item.checked === null)) return `#list(${items})`;
  const markers = node.children.map((item, index) => (item.checked === null ? '[•]' : box(item, index)));
  return `#enum(numbering: n => (${markers.join(', ')},).at(n - 1), number-align: start, ${items})`;
}

/** The most rows of a table to write in that are kept on one page; a longer one breaks, its header repeated. */
const KEPT_WRITE_IN_ROWS = 8;

function tableToTypst(align: BookAlign[], rows: BookTableRow[]): string {
  const columns = Math.max(1, ...rows.map((row) => row.children.length));
  const alignments = Array.from({ length: columns }, (_, i) => align[i] ?? 'left').join(', ');
  const writeIn = writeInColumns(rows, columns);
  const [header, ...body] = rows;
  const cellText = (row: BookTableRow | undefined, x: number) => inlineText(row?.children[x]?.children ?? []).trim();
  // A blank cell of a column to write in is a fill spot named after its column and its row's first words.
  const spot = (row: BookTableRow, x: number, y: number) => {
    const label = writeIn[0] ? String(y + 1) : cellText(row, 0) || String(y + 1);
    return `[#fill-cell(${typstString(`${cellText(header, x) || `Column ${x + 1}`}: ${label}`)}, ${WRITE_IN_INSET})]`;
  };
  const cells = (row: BookTableRow, y: number | null) =>
    Array.from({ length: columns }, (_, x) => {
      const cell = row.children[x];
      if (y !== null && writeIn[x]) return spot(row, x, y);
      return cell ? `[${inlinesToTypst(cell.children)}]` : '[]';
    }).join(', ');
  const headerCells = header ? `table.header(${cells(header, null)}), ` : '';
  // A table with columns to write in fills the line, shared out as its columns want it (a line of handwriting for each
  // to write in, each two characters more for its cells' insets), and its rows are tall enough to write on by hand.
  const layout = writeIn.includes(true)
    ? `columns: (${columnShares(rows, columns)
        .map((share) => `${share + 2}fr`)
        .join(', ')},), inset: ${WRITE_IN_INSET}`
    : `columns: ${columns}`;
  const table = `table(${layout}, align: (${alignments},), ${headerCells}${body.map((row, y) => cells(row, y)).join(', ')})`;
  // A short table to write in stays on one page, so its question or plan is never split from the lines it asks for.
  return writeIn.includes(true) && body.length <= KEPT_WRITE_IN_ROWS
    ? `#block(breakable: false, ${table})`
    : `#${table}`;
}

/** The inset of a table's cells with columns to write in: room around the handwriting. */
const WRITE_IN_INSET = '(x: 7pt, y: 10pt)';
