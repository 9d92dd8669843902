import { strToU8, zipSync } from 'fflate';
import { csvFile } from '../../../../../shared/csv-cell.js';
import { fileNamePart } from '../../../../../shared/file-name-part.js';
import { oneLine } from '../../../../../shared/one-line.js';
import type { TemplateColumn, TemplateSpec } from '../../../../../shared/schemas/template-plan.js';
import { formulaText } from '../../../../../shared/template-formula.js';
import { rowNumbers, templateFormulas } from '../template-formulas.js';

/** What a Notion import is made from: the template's title and goal, and its columns and examples. */
export interface NotionSource {
  title: string;
  goal: string;
  spec: TemplateSpec;
}

/** A relative path as a Markdown link's target: each name percent-encoded, parentheses too, so none ends the link. */
const linkTarget = (...names: string[]) =>
  names
    .map((name) => encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

/** A text as a Markdown link's text: its brackets escaped, so none ends the link. */
const linkText = (text: string) => text.replace(/[[\]\\]/g, (c) => `\\${c}`);

/** A worked-out value as the database shows it: money to the cent, a percentage whole, a number as it is. */
function shown(value: number | null, format: TemplateColumn['format']): string {
  if (value === null) return '';
  if (format === 'currency') return value.toFixed(2);
  if (format === 'percent') return `${Math.round(value * 100)}%`;
  return String(Math.round(value * 100) / 100);
}

/** What to set a column's property to once imported, in Notion's words; plain text needs nothing. */
function propertyStep(column: TemplateColumn, notionFormula: string): string | null {
  const name = `**${oneLine(column.name)}**`;
  switch (column.type) {
    case 'text':
      return null;
    case 'number':
      return `${name}: set its property type to Number.`;
    case 'currency':
      return `${name}: set its property type to Number, with the number format of your currency.`;
    case 'date':
      return `${name}: set its property type to Date.`;
    case 'choice':
      return `${name}: set its property type to Select; its options are ${column.choices.map((choice) => `“${oneLine(choice)}”`).join(', ')}.`;
    case 'formula':
      return `${name}: the examples bring their worked-out values; to work it out on every row, set its property type to Formula and enter \`${notionFormula}\`.`;
  }
}

/**
 * A template as Notion imports it (Settings, Import, Text & Markdown or CSV; a ZIP of both): a page of its own,
 * "<title>.md", with the goal, how to set up each property and a link to its database, "<title>/<title> database.csv"
 * (laid out as Notion exports a page with a database inside, so the import puts the database in the page); the
 * database's first row the columns' names, then the example rows, a formula column holding each example's worked-out
 * value, since Notion imports no formulas.
 */
export function writeNotionImport({ title, goal, spec }: NotionSource): Uint8Array {
  const page = fileNamePart(title);
  const database = `${page} database`;
  const read = templateFormulas(spec);
  const rows = spec.examples.map((example) => {
    const numbers = rowNumbers(spec, read, example);
    return spec.columns.map((column, index) =>
      column.type === 'formula' ? shown(numbers[index] ?? null, column.format) : (example[index] ?? ''),
    );
  });
  const steps = spec.columns.flatMap((column, index) => {
    const formula = read.formulas.get(index);
    const notion = formula ? formulaText(formula.node, (name) => `prop("${name.replace(/"/g, '\\"')}")`) : '';
    const step = propertyStep(column, notion);
    return step ? [`- ${step}`] : [];
  });
  const markdown = [
    `# ${oneLine(title)}`,
    '',
    ...(goal ? [oneLine(goal), ''] : []),
    `[${linkText(database)}](${linkTarget(page, `${database}.csv`)})`,
    '',
    '## Setting it up',
    '',
    `- The rows that start with "Example:" show how a row is filled in: add your own, then delete them.`,
    ...steps,
    '',
  ].join('\n');
  return zipSync(
    {
      [`${page}.md`]: strToU8(markdown),
      [`${page}/${database}.csv`]: strToU8(csvFile([spec.columns.map((column) => column.name), ...rows])),
    },
    { level: 6 },
  );
}
