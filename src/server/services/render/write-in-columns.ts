import type { BookTableRow } from './book-model.js';
import { inlineText } from './inline-text.js';

/**
 * Which of a table's columns are left blank to be written in: every cell below its header holds nothing but spaces
 * (a workbook's "Your next step" column: products/course/course-workbook.ts). The renderers give such a column the room the
 * line has left, and the PDF its rows a handwriting's height, so the blanks are there to be filled in.
 */
export function writeInColumns(rows: readonly BookTableRow[], columns: number): boolean[] {
  const body = rows.slice(1);
  return Array.from(
    { length: columns },
    (_, x) => body.length > 0 && body.every((row) => inlineText(row.children[x]?.children ?? []).trim() === ''),
  );
}

/** The characters a line of handwriting takes: what a column to write in is given, and the most another is. */
const HANDWRITTEN_LINE = 40;

/**
 * The characters each column of a table wants: a column to write in a line of handwriting; another its longest text
 * up to that, and at least its longest word. The renderers share a table's width out in these proportions, so a long
 * lesson title wraps in its column rather than squeezing the column beside it where the learner writes.
 */
export function columnShares(rows: readonly BookTableRow[], columns: number): number[] {
  const writeIn = writeInColumns(rows, columns);
  const words = longestWords(rows, columns);
  return words.map((longestWord, x) => {
    const longest = Math.max(0, ...columnTexts(rows, x).map((cell) => cell.length));
    return Math.max(longestWord, writeIn[x] ? HANDWRITTEN_LINE : Math.min(HANDWRITTEN_LINE, longest));
  });
}

/** The characters of each column's longest word (at least one): the narrowest it can be without breaking a word. */
export function longestWords(rows: readonly BookTableRow[], columns: number): number[] {
  return Array.from({ length: columns }, (_, x) =>
    Math.max(1, ...columnTexts(rows, x).flatMap((cell) => cell.split(/\s+/).map((word) => word.length))),
  );
}

const columnTexts = (rows: readonly BookTableRow[], x: number) =>
  rows.map((row) => inlineText(row.children[x]?.children ?? []));
