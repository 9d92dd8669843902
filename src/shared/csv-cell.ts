import { oneLine } from './one-line.js';

/**
 * A value as one cell of a CSV file, as RFC 4180 quotes it: on one line; a text a spreadsheet would run as a formula
 * (=, +, -, @ first) starts with an apostrophe, which the spreadsheet shows as text and hides.
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : oneLine(value);
  const safe = /^[=+\-@\t]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV file: UTF-8 with a byte-order mark (so Excel shows accents and emoji as typed), CRLF line ends. */
export const csvFile = (rows: readonly (readonly (string | number)[])[]) =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
