/**
 * The Markdown of places a reader writes in, as the workbook's exercises and a course's worksheets write them and every
 * file draws them (docs/decisions/0076-fillable-pdf.md): a line to answer on, and a table with a column to write in.
 */

/** A table cell left blank to be written in: a no-break space, so the row keeps a line's height for handwriting. */
const BLANK = '\u00a0';

/** A line to write a short answer on: escaped underscores, which the files draw as a line and the fillable PDF a field. */
export const ANSWER_LINE = '\\_'.repeat(30);

/** A table whose header is `columns` and whose other cells are blank but for the first column's `rows`. */
export function writeInTable(columns: readonly string[], rows: readonly string[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((first) => line([first, ...columns.slice(1).map(() => BLANK)])),
  ].join('\n');
}

/** The first column of a table of `count` rows blank throughout. */
export const blankRows = (count: number): string[] => Array.from({ length: count }, () => BLANK);
