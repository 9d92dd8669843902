import ExcelJS from 'exceljs';
import { TEMPLATE_PLAN_LIMITS } from '../../../../../shared/limits.js';
import type { TemplateColumn, TemplateSpec } from '../../../../../shared/schemas/template-plan.js';
import { formulaText } from '../../../../../shared/template-formula.js';
import { rowNumbers, templateFormulas } from '../template-formulas.js';

/** The rows a buyer fills in, the example rows among them, below the header; the totals row follows them. */
const FIRST_ROW = 2;
const LAST_ROW = FIRST_ROW + TEMPLATE_PLAN_LIMITS.spreadsheetRows - 1;
const TOTALS_ROW = LAST_ROW + 1;

const NUMBER_FORMATS = { number: 'General', currency: '#,##0.00', percent: '0%', date: 'yyyy-mm-dd' } as const;
const HEADER_FILL = 'FF1F3A5F';
const EXAMPLE_FONT_COLOUR = 'FF6B7280';
/** The lines between the cells to fill in, so a printed sheet is a table to write on. */
const RULE = { style: 'thin', color: { argb: 'FFBFC5CD' } } as const;
const CELL_BORDER = { top: RULE, bottom: RULE, left: RULE, right: RULE };
/** The hidden sheet a choice column's options are listed on, which its list validation reads. */
const CHOICES_SHEET = 'Choices';

/** What a spreadsheet is written from: the template's title, the pack's author, and its columns and examples. */
export interface SpreadsheetSource {
  title: string;
  author: string;
  spec: TemplateSpec;
}

const columnLetter = (index: number) => {
  let letters = '';
  for (let number = index + 1; number > 0; number = Math.floor((number - 1) / 26))
    letters = String.fromCharCode(65 + ((number - 1) % 26)) + letters;
  return letters;
};

/** A sheet's name as Excel takes it: at most 31 characters, none of [ ] : * ? / \. */
const sheetName = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .trim() || 'Template';

/** The number format a column's cells are shown in, if any. */
function numberFormatOf(column: TemplateColumn): string | undefined {
  if (column.type === 'formula') return NUMBER_FORMATS[column.format];
  if (column.type === 'number' || column.type === 'currency' || column.type === 'date')
    return NUMBER_FORMATS[column.type];
  return undefined;
}

/** Whether the totals row adds the column up: numbers, money and formulas shown as either. */
const isSummed = (column: TemplateColumn) =>
  column.type === 'number' || column.type === 'currency' || (column.type === 'formula' && column.format !== 'percent');

/** A typed example value as the cell holds it: a number, a date (at midnight UTC, as spreadsheets read them), text. */
function exampleValue(column: TemplateColumn, value: string): ExcelJS.CellValue {
  if (value === '') return null;
  if (column.type === 'number' || column.type === 'currency') return Number(value);
  if (column.type === 'date') return new Date(`${value}T00:00:00Z`);
  return value;
}

/** The width of a column in characters: room for its name and its kind of value. */
function widthOf(column: TemplateColumn, examples: readonly string[]): number {
  const typical = column.type === 'text' ? 24 : column.type === 'date' ? 12 : 10;
  const longest = Math.max(column.name.length, ...examples.map((value) => value.length), typical);
  return Math.min(longest + 2, 48);
}

/**
 * A spreadsheet template as an XLSX workbook (docs/decisions/0078-template-pack.md): the header row frozen and printed
 * on every page; the example rows, in grey, then blank rows to fill in; each formula column worked out on every row
 * (blank while the columns it reads are, never an error), each cell checked as it is typed (numbers, dates, a choice
 * from its list) and ruled, so the printed sheet is a table to write on; a totals row that adds up the number, money and formula columns; the whole table the print area,
 * landscape, one page wide. Every formula's value is stored with it too, so a program that does not recalculate on
 * opening still shows the examples' results.
 */
export async function writeSpreadsheet({ title, author, spec }: SpreadsheetSource): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = author;
  workbook.title = title;
  workbook.calcProperties.fullCalcOnLoad = true;
  const lastColumn = columnLetter(spec.columns.length - 1);
  const sheet = workbook.addWorksheet(sheetName(title), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0, topLeftCell: 'A2', activeCell: 'A2' }],
    pageSetup: {
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
      printArea: `A1:${lastColumn}${TOTALS_ROW}`,
    },
  });
  const choices = workbook.addWorksheet(CHOICES_SHEET, { state: 'hidden' });

  const read = templateFormulas(spec);
  const { formulas, placeOf } = read;
  const cellOf = (row: number) => (name: string) => `N(${columnLetter(placeOf(name))}${row})`;

  sheet.columns = spec.columns.map((column, index) => ({
    key: `c${index}`,
    width: widthOf(
      column,
      spec.examples.map((row) => row[index] ?? ''),
    ),
    style: numberFormatOf(column) ? { numFmt: numberFormatOf(column) } : {},
  }));

  const header = sheet.getRow(1);
  spec.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.name;
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });

  let choiceColumn = 0;
  const listOf = new Map<number, string>();
  spec.columns.forEach((column, index) => {
    if (column.type !== 'choice') return;
    const letter = columnLetter(choiceColumn++);
    column.choices.forEach((choice, at) => (choices.getCell(`${letter}${at + 1}`).value = choice));
    listOf.set(index, `${CHOICES_SHEET}!$${letter}$1:$${letter}$${column.choices.length}`);
  });

  /** Each row's values as numbers, for the formulas' stored results and the totals'. */
  const numbers: (number | null)[][] = [];
  for (let rowNumber = FIRST_ROW; rowNumber <= LAST_ROW; rowNumber++) {
    const example = spec.examples[rowNumber - FIRST_ROW];
    const row = sheet.getRow(rowNumber);
    const values = rowNumbers(spec, read, example);
    spec.columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      const formula = formulas.get(index);
      if (formula) {
        const references = [...new Set(formula.columns.map(placeOf))]
          .map((place) => `${columnLetter(place)}${rowNumber}`)
          .join(',');
        cell.value = {
          formula: `IF(COUNT(${references})=0,"",IFERROR(${formulaText(formula.node, cellOf(rowNumber))},""))`,
          result: values[index] ?? '',
        };
      } else {
        cell.value = example ? exampleValue(column, example[index] ?? '') : null;
      }
      cell.border = CELL_BORDER;
      if (example) cell.font = { color: { argb: EXAMPLE_FONT_COLOUR }, italic: true };
    });
    numbers.push(values);
  }

  spec.columns.forEach((column, index) => {
    const letter = columnLetter(index);
    const validation = validationOf(column, listOf.get(index));
    if (validation) sheet.dataValidations.add(`${letter}${FIRST_ROW}:${letter}${LAST_ROW}`, validation);
  });

  const totals = sheet.getRow(TOTALS_ROW);
  totals.getCell(1).value = 'Total';
  spec.columns.forEach((column, index) => {
    const cell = totals.getCell(index + 1);
    if (isSummed(column)) {
      const letter = columnLetter(index);
      cell.value = {
        formula: `SUM(${letter}${FIRST_ROW}:${letter}${LAST_ROW})`,
        result: numbers.reduce((sum, row) => sum + (row[index] ?? 0), 0),
      };
    }
    cell.font = { bold: true };
    cell.border = { ...CELL_BORDER, top: { style: 'medium' } };
  });

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A worksheet's validations by range. ExcelJS keeps them in `dataValidations` (its reader fills it; its writer writes
 * each range as it is given), which its types leave out; setting `cell.dataValidation` on every cell instead makes it
 * join them into ranges that overlap (A10:A51 and A2:A51), which Excel may repair on opening.
 */
declare module 'exceljs' {
  interface Worksheet {
    dataValidations: { add: (range: string, validation: DataValidation) => void };
  }
}

/** The check a typed column's cells make as a buyer types, with what they say when refused; none for text. */
function validationOf(column: TemplateColumn, list: string | undefined): ExcelJS.DataValidation | null {
  const refused = { showErrorMessage: true, errorStyle: 'stop', errorTitle: column.name } as const;
  if (column.type === 'number' || column.type === 'currency')
    return {
      type: 'decimal',
      operator: 'between',
      allowBlank: true,
      formulae: [-1e12, 1e12],
      ...refused,
      error: `${column.name} holds a number.`,
    };
  if (column.type === 'date')
    return {
      type: 'date',
      operator: 'greaterThan',
      allowBlank: true,
      formulae: [new Date('1900-01-01T00:00:00Z')],
      ...refused,
      error: `${column.name} holds a date, such as 2026-03-31.`,
    };
  if (column.type === 'choice' && list)
    return {
      type: 'list',
      allowBlank: true,
      formulae: [list],
      ...refused,
      error: `Choose ${column.name} from its list.`,
    };
  return null;
}
