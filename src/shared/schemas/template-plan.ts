import { z } from 'zod';
import { formatCount } from '../format-count.js';
import { TEMPLATE_PLAN_LIMITS as LIMITS } from '../limits.js';
import { readFormula } from '../template-formula.js';
import { plainText, requiredText, textList } from './fields.js';

/**
 * What a template pack's plan adds to each template (docs/decisions/0078-template-pack.md): the file it is made as,
 * its columns and the example rows that show a buyer how it is filled in. A template's title and goal are the plan's
 * chapter's, so a template is renamed, moved and written about as a chapter is.
 */

/**
 * The files a template is made as: a spreadsheet (an XLSX that calculates), a printable page (a PDF to print and
 * fill in by hand, for Letter and for A4 paper), a document (a DOCX form, each column a field to fill in), a Notion
 * page with its database (a ZIP Notion imports), or a slide deck (a PPTX whose layout has a place to type in for each
 * column, an example slide for each example row).
 */
export const TEMPLATE_KINDS = ['spreadsheet', 'printable', 'document', 'notion', 'slides'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export const TEMPLATE_KIND_LABELS: Record<TemplateKind, string> = {
  spreadsheet: 'Spreadsheet (XLSX)',
  printable: 'Printable page (PDF)',
  document: 'Document to fill in (DOCX)',
  notion: 'Notion page and database (ZIP)',
  slides: 'Slide deck (PPTX)',
};

/** The papers a printable page is made for, each its own PDF. */
export const TEMPLATE_PAPERS = ['letter', 'a4'] as const;
export type TemplatePaper = (typeof TEMPLATE_PAPERS)[number];
export const TEMPLATE_PAPER_LABELS: Record<TemplatePaper, string> = { letter: 'Letter', a4: 'A4' };

/** GET /api/projects/:id/templates/:number: the paper a printable page is made for (Letter unless asked). */
export const templateFileQuery = z.object({
  paper: z.enum(TEMPLATE_PAPERS, { error: 'The paper is letter or a4' }).default('letter'),
});

export const COLUMN_TYPES = ['text', 'number', 'currency', 'date', 'choice', 'formula'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];
export const COLUMN_TYPE_LABELS: Record<ColumnType, string> = {
  text: 'Text',
  number: 'Number',
  currency: 'Money',
  date: 'Date',
  choice: 'Choice',
  formula: 'Formula',
};

/** How a formula's result is shown. */
export const FORMULA_FORMATS = ['number', 'currency', 'percent'] as const;
export type FormulaFormat = (typeof FORMULA_FORMATS)[number];

const name = requiredText('Column name', LIMITS.columnName).refine(
  (text) => !/[{}]/.test(text),
  'A column name must not contain { or }',
);

/** One column of a template: its name, what it holds, a choice's options and a formula's arithmetic. */
export const templateColumn = z.object({
  name,
  type: z.enum(COLUMN_TYPES, { error: `A column's type is one of: ${COLUMN_TYPES.join(', ')}` }),
  /** A choice column's options, which the spreadsheet offers in a list. */
  choices: textList('Choice', LIMITS.choices, LIMITS.choice).default([]),
  /** A formula column's arithmetic over the row's other columns (shared/template-formula.ts). */
  formula: plainText('Formula', LIMITS.formula).default(''),
  /** How a formula column's result is shown. */
  format: z.enum(FORMULA_FORMATS, { error: 'A formula is shown as a number, money or a percentage' }).default('number'),
});
export type TemplateColumn = z.output<typeof templateColumn>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Why an example value does not suit its column, or null. */
function exampleProblem(column: TemplateColumn, value: string): string | null {
  if (value === '') return null;
  if (column.type === 'formula') return `“${column.name}” is worked out by its formula: leave its examples empty`;
  if ((column.type === 'number' || column.type === 'currency') && !NUMBER.test(value))
    return `“${column.name}” holds numbers: “${value}” is not one (write 1250.50, without symbols)`;
  if (column.type === 'date' && !(ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))))
    return `“${column.name}” holds dates written as 2026-03-31: “${value}” is not one`;
  if (column.type === 'choice' && !column.choices.includes(value))
    return `“${value}” is not one of “${column.name}”'s choices`;
  return null;
}

/** A template's file kind, columns and example rows, each row a value for each column in order. */
export const templateSpec = z
  .object({
    kind: z.enum(TEMPLATE_KINDS, { error: `A template is one of: ${TEMPLATE_KINDS.join(', ')}` }),
    columns: z
      .array(templateColumn, { error: 'Columns must be a list' })
      .min(1, 'A template needs at least one column')
      .max(LIMITS.columns, `A template can have at most ${formatCount(LIMITS.columns)} columns`),
    examples: z
      .array(
        z
          .array(plainText('Example value', LIMITS.exampleValue), { error: 'An example row must be a list' })
          .max(LIMITS.columns, `An example row can have at most ${formatCount(LIMITS.columns)} values`),
        { error: 'Examples must be a list of rows' },
      )
      .max(LIMITS.exampleRows, `A template can have at most ${formatCount(LIMITS.exampleRows)} example rows`)
      .default([]),
  })
  .superRefine((spec, context) => {
    const seen = new Map<string, number>();
    spec.columns.forEach((column, index) => {
      const key = column.name.toLowerCase();
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['columns', index, 'name'],
          message: `Two columns are called “${column.name}”`,
        });
      seen.set(key, index);
      if (column.type === 'choice' && column.choices.length === 0)
        context.addIssue({
          code: 'custom',
          path: ['columns', index, 'choices'],
          message: `Give “${column.name}” its choices`,
        });
    });
    spec.columns.forEach((column, index) => {
      if (column.type !== 'formula') return;
      const problem = formulaProblem(column.formula, index, spec.columns, seen);
      if (problem) context.addIssue({ code: 'custom', path: ['columns', index, 'formula'], message: problem });
    });
    spec.examples.forEach((row, rowIndex) => {
      if (row.length > spec.columns.length)
        context.addIssue({
          code: 'custom',
          path: ['examples', rowIndex],
          message: `Example row ${rowIndex + 1} has more values than the template has columns`,
        });
      row.forEach((value, index) => {
        const column = spec.columns[index];
        const problem = column && exampleProblem(column, value);
        if (problem) context.addIssue({ code: 'custom', path: ['examples', rowIndex, index], message: problem });
      });
    });
  });
export type TemplateSpec = z.output<typeof templateSpec>;
export type TemplateSpecBody = z.input<typeof templateSpec>;

/**
 * Why a formula column's formula cannot be worked out, or null: it must read, and every column it names must be a
 * number, money or an earlier formula column (so no formula depends on itself).
 */
function formulaProblem(
  formula: string,
  index: number,
  columns: readonly TemplateColumn[],
  indexOf: ReadonlyMap<string, number>,
): string | null {
  const owner = columns[index]!.name;
  if (!formula) return `Give “${owner}” its formula, e.g. {Planned} - {Spent}`;
  const read = readFormula(formula);
  if (!read.ok) return `“${owner}”: ${read.message}`;
  for (const used of read.columns) {
    const at = indexOf.get(used.toLowerCase());
    const column = at === undefined ? undefined : columns[at];
    if (!column || at === undefined) return `“${owner}” uses {${used}}, which is not one of the columns`;
    if (column.type === 'formula' && at >= index)
      return `“${owner}” uses {${used}}, a formula column that is not before it`;
    if (!['number', 'currency', 'formula'].includes(column.type))
      return `“${owner}” uses {${used}}, which holds ${COLUMN_TYPE_LABELS[column.type].toLowerCase()}, not numbers`;
  }
  return null;
}

/** What a template pack's plan adds to each template. */
export const templatePackFields = {
  template: templateSpec.optional(),
};
