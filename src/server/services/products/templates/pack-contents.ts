import { fileNamePart } from '../../../../shared/file-name-part.js';
import type { ProductLicense } from '../../../../shared/schemas/license.js';
import { rightsLines } from '../../render/printed-text.js';
import {
  COLUMN_TYPE_LABELS,
  TEMPLATE_KIND_LABELS,
  TEMPLATE_PAPER_LABELS,
  TEMPLATE_PAPERS,
  type TemplatePaper,
  type TemplateSpec,
} from '../../../../shared/schemas/template-plan.js';

// What a template pack's files are (docs/decisions/0078-template-pack.md): what each is written from, its name and
// media type, and the pack's README. Light enough for the main thread, which names the files; the writers, which load
// ExcelJS and Typst, run on an edition thread (write-template-files.ts).

/** One template of a pack: its title and goal from the plan, and its columns and examples. */
export interface PackTemplate {
  title: string;
  goal: string;
  spec: TemplateSpec;
}

/**
 * What a template pack's files are written from: its title, its author, its templates in the plan's order, and the
 * license it is sold with.
 */
export interface PackSource {
  title: string;
  author: string;
  templates: PackTemplate[];
  license: ProductLicense;
}

/**
 * A thread's task (editions/write-edition-on-thread.ts): one template's file (a printable page's for `paper`), or the ZIP
 * of the whole pack.
 */
export type TemplateFileTask =
  | { file: 'template'; author: string; template: PackTemplate; paper: TemplatePaper }
  | { file: 'pack'; pack: PackSource };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** What a template's file is: its extension and media type, and for a printable page, its paper's label. */
export function templateFileKind(spec: TemplateSpec, paper: TemplatePaper) {
  switch (spec.kind) {
    case 'spreadsheet':
      return { extension: 'xlsx', contentType: XLSX, label: undefined };
    case 'printable':
      return { extension: 'pdf', contentType: 'application/pdf', label: TEMPLATE_PAPER_LABELS[paper] };
    case 'document':
      return { extension: 'docx', contentType: DOCX, label: undefined };
    case 'notion':
      return { extension: 'zip', contentType: 'application/zip', label: 'Notion' };
    case 'slides':
      return { extension: 'pptx', contentType: PPTX, label: undefined };
  }
}

/**
 * A template's file name in the pack: its place and title, and a printable page's paper: "01 Budget Tracker.xlsx",
 * "02 Weekly Planner (A4).pdf".
 */
export function templateFileName(number: number, template: PackTemplate, paper: TemplatePaper) {
  const { extension, label } = templateFileKind(template.spec, paper);
  return `${String(number).padStart(2, '0')} ${fileNamePart(template.title)}${label ? ` (${label})` : ''}.${extension}`;
}

/** The papers a template's files are made for: a printable page one for each, a spreadsheet one file whatever the paper. */
export const papersOf = (spec: TemplateSpec): readonly TemplatePaper[] =>
  spec.kind === 'printable' ? TEMPLATE_PAPERS : ['letter'];

/** What a template's columns are, for the README: "Date, Item, Planned (money), Left (worked out)". */
const columnsLine = (spec: TemplateSpec) =>
  spec.columns
    .map((column) =>
      column.type === 'text'
        ? column.name
        : `${column.name} (${column.type === 'formula' ? 'worked out' : COLUMN_TYPE_LABELS[column.type].toLowerCase()})`,
    )
    .join(', ');

/**
 * The pack's README for its buyer: what each file is, how to open and fill in the templates, and for a licensed pack
 * what its license lets the buyer do, as its files' copyright pages say it (docs/decisions/0079-plr-license.md).
 */
export function packReadme({ title, author, templates, license }: PackSource): string {
  const lines = [
    title,
    `${templates.length} ${templates.length === 1 ? 'template' : 'templates'}${author ? ` by ${author}` : ''}`,
    '',
    'WHAT IS IN THIS PACK',
    ...templates.flatMap((template, index) => [
      ...papersOf(template.spec).map((paper) => templateFileName(index + 1, template, paper)),
      ...(template.goal ? [`  ${template.goal}`] : []),
      `  ${TEMPLATE_KIND_LABELS[template.spec.kind]}. Columns: ${columnsLine(template.spec)}`,
    ]),
    '',
    ...(templates.some((template) => template.spec.kind === 'spreadsheet')
      ? [
          'SPREADSHEETS (XLSX)',
          'Open one in Microsoft Excel, Apple Numbers or LibreOffice Calc, or upload it to Google Drive and open it',
          'with Google Sheets.',
          '- The grey rows at the top are examples: type over them or delete them.',
          '- Columns marked "worked out" calculate themselves from the row; the Total row adds up the numbers.',
          '- A column of dates, numbers or choices checks what you type; a choice column offers its list.',
          '- The header row stays in view as you scroll, and prints on every page.',
          '',
        ]
      : []),
    ...(templates.some((template) => template.spec.kind === 'printable')
      ? [
          'PRINTABLE PAGES (PDF)',
          'Each comes for Letter paper and for A4: print the one for your paper at 100% (actual size) and fill it in',
          'by hand, as many copies as you like. The grey rows are examples; a column marked "worked out" is yours to',
          'work out from the row.',
          '',
        ]
      : []),
    ...(templates.some((template) => template.spec.kind === 'document')
      ? [
          'DOCUMENTS (DOCX)',
          'Open one in Microsoft Word, Google Docs, Apple Pages or LibreOffice Writer. In Word, click a field and type:',
          'its grey example gives way, a date field offers a calendar, and a choice has boxes to click. Elsewhere, type',
          'over the grey example on each line; or print it and fill it in by hand.',
          '',
        ]
      : []),
    ...(templates.some((template) => template.spec.kind === 'slides')
      ? [
          'SLIDE DECKS (PPTX)',
          'Open one in Microsoft PowerPoint, Apple Keynote or LibreOffice Impress, or upload it to Google Drive and open',
          'it with Google Slides. The grey EXAMPLE slides show how a slide is filled in; the empty slides after them',
          'say what goes where until you type, and New Slide gives you another of the same layout.',
          '',
        ]
      : []),
    ...(templates.some((template) => template.spec.kind === 'notion')
      ? [
          'NOTION PAGES (ZIP)',
          'In Notion: Settings, Import, Text & Markdown, then choose the ZIP as it is. It becomes a page with its',
          'database inside; the page says which property types to set.',
          '',
        ]
      : []),
    ...(license.preset === 'none' ? [] : ['LICENSE', ...rightsLines(license, 'pack', title), '']),
  ];
  return lines.join('\r\n');
}
