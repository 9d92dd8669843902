import { strToU8, zipSync } from 'fflate';
import { fileNamePart } from '../../../shared/file-name-part.js';
import { COLUMN_TYPE_LABELS, type TemplateSpec } from '../../../shared/schemas/template-plan.js';
import { writeSpreadsheet } from './spreadsheets/write-spreadsheet.js';

/** One template of a pack: its title and goal from the plan, and its columns and examples. */
export interface PackTemplate {
  title: string;
  goal: string;
  spec: TemplateSpec;
}

/** What a template pack's files are written from: its title, its author, and its templates in the plan's order. */
export interface PackSource {
  title: string;
  author: string;
  templates: PackTemplate[];
}

/** A thread's task (write-template-file-on-thread.ts): one template's spreadsheet, or the ZIP of the whole pack. */
export type TemplateFileTask =
  { file: 'spreadsheet'; author: string; template: PackTemplate } | { file: 'pack'; pack: PackSource };

/** A template's file name in the pack: its place and title, "01 Budget Tracker.xlsx". */
export const templateFileName = (number: number, title: string) =>
  `${String(number).padStart(2, '0')} ${fileNamePart(title)}.xlsx`;

/** What a template's columns are, for the README: "Date, Item, Planned (money), Left (worked out)". */
const columnsLine = (spec: TemplateSpec) =>
  spec.columns
    .map((column) =>
      column.type === 'text'
        ? column.name
        : `${column.name} (${column.type === 'formula' ? 'worked out' : COLUMN_TYPE_LABELS[column.type].toLowerCase()})`,
    )
    .join(', ');

/** The pack's README for its buyer: what each file is, and how to open and fill in the templates. */
export function packReadme({ title, author, templates }: PackSource): string {
  const lines = [
    title,
    `${templates.length} ${templates.length === 1 ? 'template' : 'templates'}${author ? ` by ${author}` : ''}`,
    '',
    'WHAT IS IN THIS PACK',
    ...templates.flatMap((template, index) => [
      `${templateFileName(index + 1, template.title)}`,
      ...(template.goal ? [`  ${template.goal}`] : []),
      `  Columns: ${columnsLine(template.spec)}`,
    ]),
    '',
    'OPENING THE TEMPLATES',
    'Each template is a spreadsheet (XLSX). Open it in Microsoft Excel, Apple Numbers or LibreOffice Calc, or upload',
    'it to Google Drive and open it with Google Sheets.',
    '',
    'FILLING THEM IN',
    '- The grey rows at the top are examples: type over them or delete them.',
    '- Columns marked "worked out" calculate themselves from the row; the Total row adds up the numbers.',
    '- A column of dates, numbers or choices checks what you type; a choice column offers its list.',
    '- The header row stays in view as you scroll, and prints on every page.',
    '',
  ];
  return lines.join('\r\n');
}

/** Writes a thread's task: one template's spreadsheet, or the pack's ZIP of every template and its README. */
export async function writeTemplateFile(task: TemplateFileTask): Promise<Uint8Array> {
  if (task.file === 'spreadsheet')
    return writeSpreadsheet({ title: task.template.title, author: task.author, spec: task.template.spec });
  const { pack } = task;
  const entries: Record<string, Uint8Array> = { 'README.txt': strToU8(packReadme(pack)) };
  for (const [index, template] of pack.templates.entries())
    entries[templateFileName(index + 1, template.title)] = await writeSpreadsheet({
      title: template.title,
      author: pack.author,
      spec: template.spec,
    });
  return zipSync(entries, { level: 0 });
}
