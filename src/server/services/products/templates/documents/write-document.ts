import {
  CheckBox,
  convertInchesToTwip,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  TextRun,
  type FileChild,
} from 'docx';
import type { TemplateColumn, TemplateSpec } from '../../../../../shared/schemas/template-plan.js';
import { FillInField } from './fill-in-field.js';

/** What a document template is made from: the template's title and goal, the pack's author, its fields and examples. */
export interface DocumentSource {
  title: string;
  goal: string;
  author: string;
  spec: TemplateSpec;
}

const GREY = '6B7280';
/** A face every word processor has or maps (LibreOffice to Liberation Sans), so the form looks as made wherever it opens. */
const FONT = 'Arial';

/** A field's name as its content control's tag: "client-name". */
const tagOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** What a field shows until it is filled in: the first example's value, or what to type or work out there. */
function promptOf(column: TemplateColumn, example: string): string {
  if (column.type === 'formula') return `Work out: ${column.formula.replace(/[{}]/g, '')}`;
  if (example) return /^example:/i.test(example) ? example : `e.g. ${example}`;
  return column.type === 'date' ? 'Choose a date' : 'Type here';
}

/**
 * One field: its name, then what a buyer fills in — a box to tick for each of a choice's options, or a content
 * control (fill-in-field.ts) holding the first example as its prompt, a date picker for a date.
 */
function field(column: TemplateColumn, example: string): FileChild[] {
  const label = new Paragraph({ keepNext: true, children: [new TextRun({ text: column.name, bold: true })] });
  if (column.type === 'choice')
    return [
      label,
      new Paragraph({
        spacing: { before: 60, after: 200 },
        children: column.choices.flatMap((choice) => [
          new CheckBox({
            alias: `${column.name}: ${choice}`,
            uncheckedState: { value: '2610', font: 'Segoe UI Symbol' },
          }),
          new TextRun({ text: ` ${choice}    ` }),
        ]),
      }),
    ];
  return [
    label,
    new FillInField({
      name: column.name,
      tag: tagOf(column.name),
      kind: column.type === 'date' ? 'date' : 'text',
      prompt: promptOf(column, example),
    }),
  ];
}

/**
 * A template as a document to fill in (docs/decisions/0078-template-pack.md): its title and goal, then each column as a
 * field under its name: Word's fill-in field (a content control, its first example as the grey prompt a buyer types
 * over, a date picker for a date), ruled so it prints as a line to write on; a choice's options with boxes to tick; a
 * formula's field says what to work out. Editable in Word, Google Docs, Pages and LibreOffice, and printable as it is.
 */
export async function writeDocument({ title, goal, author, spec }: DocumentSource): Promise<Uint8Array> {
  const example = spec.examples[0] ?? [];
  const doc = new Document({
    title,
    creator: author,
    lastModifiedBy: author,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: convertInchesToTwip(8.5), height: convertInchesToTwip(11) },
            margin: {
              top: convertInchesToTwip(1),
              bottom: convertInchesToTwip(1),
              left: convertInchesToTwip(1),
              right: convertInchesToTwip(1),
            },
          },
        },
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            children: [new TextRun({ text: title, bold: true, size: 40 })],
          }),
          ...(goal
            ? [new Paragraph({ spacing: { after: 240 }, children: [new TextRun({ text: goal, color: GREY })] })]
            : []),
          ...spec.columns.flatMap((column, index) =>
            field(column, column.type === 'formula' ? '' : (example[index] ?? '')),
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
