import { officeConvert } from './office-documents.js';

/** One CSV line's fields: quoted fields may hold commas and doubled quotes. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = '';
      at++;
      while (at < line.length && !(line[at] === '"' && line[at + 1] !== '"')) {
        value += line[at] === '"' ? '"' : line[at];
        at += line[at] === '"' ? 2 : 1;
      }
      fields.push(value);
      at += 2;
    } else {
      const end = line.indexOf(',', at);
      fields.push(line.slice(at, end < 0 ? line.length : end));
      at = end < 0 ? line.length + 1 : end + 1;
    }
  }
  return fields;
}

/**
 * The first sheet of an XLSX as LibreOffice shows it, each row's cells as displayed (formatted numbers, dates,
 * percentages), saved as CSV; when `recalculate`, every formula worked out on opening.
 */
export function spreadsheetValues(xlsx: Uint8Array, { recalculate }: { recalculate: boolean }): string[][] {
  return officeConvert(xlsx, 'xlsx', 'csv:Text - txt - csv (StarCalc):44,34,76,1', { recalculate })
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map(csvFields);
}
