import type { BookTableRow } from './book-model.js';
import { inlineText } from './inline-text.js';

/**
 * Which of a table's columns are left blank to be written in: every cell below its header holds nothing but spaces
 * (a workbook's "Your next step" column: course-kit/course-workbook.ts). The renderers give such a column the room the
 * line has left, and the PDF its rows a handwriting's height, so the blanks are there to be filled in.
 */
export function writeInColumns(rows: readonly BookTableRow[], columns: number): boolean[] {
  const body = rows.slice(1);
  return Array.from(
    { length: columns },
    (_, x) => body.length > 0 && body.every((row) => inlineText(row.children[x]?.children ?? []).trim() === ''),
  );
}
