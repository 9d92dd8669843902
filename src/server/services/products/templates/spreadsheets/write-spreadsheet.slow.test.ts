import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetValues } from '../../../../../../tests/support/spreadsheet-values.js';
import { templateSpec, type TemplateSpecBody } from '../../../../../shared/schemas/template-plan.js';
import { writeSpreadsheet } from './write-spreadsheet.js';

/** A budget with a column of every type, formulas over formulas, a choice holding a comma and a division by zero. */
const BUDGET: TemplateSpecBody = {
  kind: 'spreadsheet',
  columns: [
    { name: 'Date', type: 'date' },
    { name: 'Item', type: 'text' },
    { name: 'Category', type: 'choice', choices: ['Needs', 'Wants', 'Savings, later'] },
    { name: 'Planned', type: 'currency' },
    { name: 'Spent', type: 'currency' },
    { name: 'Left', type: 'formula', formula: '{Planned} - {Spent}', format: 'currency' },
    { name: 'Share spent', type: 'formula', formula: '{Spent} / {Planned}', format: 'percent' },
    { name: 'Left after fee', type: 'formula', formula: '{Left} - 1.5', format: 'currency' },
    { name: 'Units', type: 'number' },
  ],
  examples: [
    ['2026-01-05', 'Weekly shop', 'Needs', '120', '104.50', '', '', '', '3'],
    ['2026-01-09', 'A treat', 'Savings, later', '0', '42', '', '', '', ''],
  ],
};

const HEADER = ['Date', 'Item', 'Category', 'Planned', 'Spent', 'Left', 'Share spent', 'Left after fee', 'Units'];
/** The example rows, the first blank row and the totals row, as a spreadsheet shows them once it has worked them out. */
const EXAMPLE_ROWS = [
  ['2026-01-05', 'Weekly shop', 'Needs', '120.00', '104.50', '15.50', '87%', '14.00', '3'],
  ['2026-01-09', 'A treat', 'Savings, later', '0.00', '42.00', '-42.00', '', '-43.50', ''],
];
const BLANK_ROW = ['', '', '', '', '', '', '', '', ''];
const TOTALS_ROW = ['Total', '', '', '120.00', '146.50', '-26.50', '', '-29.50', '3'];

/** The file with every stored formula result replaced by 999, so only a program that works the formulas out shows them right. */
function withWrongStoredResults(xlsx: Uint8Array): Uint8Array {
  const parts = unzipSync(xlsx);
  const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
  const wrong = sheet.replace(/(<f>[^<]*<\/f>)<v>[^<]*<\/v>/g, '$1<v>999</v>');
  expect(wrong).not.toBe(sheet);
  return zipSync({ ...parts, 'xl/worksheets/sheet1.xml': strToU8(wrong) });
}

describe('a spreadsheet template opened in LibreOffice', () => {
  let xlsx: Uint8Array;
  beforeAll(async () => {
    xlsx = await writeSpreadsheet({
      title: 'Budget: Weekly / Monthly',
      author: 'Ana Núñez',
      spec: templateSpec.parse(BUDGET),
    });
  });

  it('works out every formula from the cells it reads, blank on empty rows, with a totals row that adds them up', () => {
    const rows = spreadsheetValues(withWrongStoredResults(xlsx), { recalculate: true });
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1, 3)).toEqual(EXAMPLE_ROWS);
    for (const row of rows.slice(3, 51)) expect(row).toEqual(BLANK_ROW);
    expect(rows[51]).toEqual(TOTALS_ROW);
    expect(rows).toHaveLength(52);
  });

  it('stores each formula’s result too, so a program that keeps stored results shows the same', () => {
    const rows = spreadsheetValues(xlsx, { recalculate: false });
    expect(rows.slice(1, 3)).toEqual(EXAMPLE_ROWS);
    expect(rows[51]).toEqual(TOTALS_ROW);
  });

  it('freezes the header, checks each typed column on every row to fill in, and prints the table with its header on each page', () => {
    const parts = unzipSync(xlsx);
    const xml = (name: string) => new DOMParser().parseFromString(strFromU8(parts[name]!), 'text/xml');
    const sheet = xml('xl/worksheets/sheet1.xml');
    const pane = sheet.getElementsByTagName('pane')[0];
    expect([pane?.getAttribute('state'), pane?.getAttribute('ySplit'), pane?.getAttribute('topLeftCell')]).toEqual([
      'frozen',
      '1',
      'A2',
    ]);

    const validations = Array.from(sheet.getElementsByTagName('dataValidation'), (validation) => ({
      range: validation.getAttribute('sqref'),
      type: validation.getAttribute('type'),
      formula: validation.getElementsByTagName('formula1')[0]?.textContent,
    }));
    expect(validations).toEqual([
      { range: 'A2:A51', type: 'date', formula: expect.any(String) },
      { range: 'C2:C51', type: 'list', formula: 'Choices!$A$1:$A$3' },
      { range: 'D2:D51', type: 'decimal', formula: '-1000000000000' },
      { range: 'E2:E51', type: 'decimal', formula: '-1000000000000' },
      { range: 'I2:I51', type: 'decimal', formula: '-1000000000000' },
    ]);

    const workbook = xml('xl/workbook.xml');
    const names = Object.fromEntries(
      Array.from(workbook.getElementsByTagName('definedName'), (name) => [name.getAttribute('name'), name.textContent]),
    );
    // ExcelJS writes the area's corners with absolute columns, rows relative to A1, as a name's references are read.
    expect(names['_xlnm.Print_Area']).toBe("'Budget Weekly Monthly'!$A1:$I52");
    expect(names['_xlnm.Print_Titles']).toBe("'Budget Weekly Monthly'!$1:$1");
    const sheets = Array.from(workbook.getElementsByTagName('sheet'), (each) => [
      each.getAttribute('name'),
      each.getAttribute('state'),
    ]);
    expect(sheets).toEqual([
      ['Budget Weekly Monthly', 'visible'],
      ['Choices', 'hidden'],
    ]);
  });
});
