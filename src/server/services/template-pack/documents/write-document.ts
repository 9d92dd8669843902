import {
  BorderStyle,
  convertInchesToTwip,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { TemplateColumn, TemplateSpec } from '../../../../shared/schemas/template-plan.js';

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
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
/** The line a value is written on: the blank cell's only border. */
const WRITE_ON = { style: BorderStyle.SINGLE, size: 6, color: '9CA3AF' };
/** Letter, with an inch of margin: the text is 6.5 inches wide, the label a third of it. */
const TEXT_WIDTH = convertInchesToTwip(6.5);
const LABEL_WIDTH = Math.round(TEXT_WIDTH / 3);

/** Under a field's name, what it takes when that is not plain text: its choices to tick, what to work out. */
function fieldHint(column: TemplateColumn): string {
  if (column.type === 'choice') return column.choices.map((choice) => `☐ ${choice}`).join('   ');
  if (column.type === 'formula') return `Work out: ${column.formula.replace(/[{}]/g, '')}`;
  return '';
}

/** One field: its name (and hint) on the left, and a ruled blank to fill in on the right, the first example under it. */
function fieldRow(column: TemplateColumn, example: string): TableRow {
  const hint = fieldHint(column);
  return new TableRow({
    cantSplit: true,
    height: { value: convertInchesToTwip(0.45), rule: 'atLeast' },
    children: [
      new TableCell({
        width: { size: LABEL_WIDTH, type: WidthType.DXA },
        borders: { top: NONE, bottom: NONE, left: NONE, right: NONE },
        children: [
          new Paragraph({ children: [new TextRun({ text: column.name, bold: true })] }),
          ...(hint ? [new Paragraph({ children: [new TextRun({ text: hint, size: 16, color: GREY })] })] : []),
        ],
      }),
      new TableCell({
        width: { size: TEXT_WIDTH - LABEL_WIDTH, type: WidthType.DXA },
        borders: { top: NONE, left: NONE, right: NONE, bottom: WRITE_ON },
        children: [
          new Paragraph({
            children: example
              ? [
                  new TextRun({
                    text: /^example:/i.test(example) ? example : `e.g. ${example}`,
                    italics: true,
                    color: GREY,
                    size: 18,
                  }),
                ]
              : [],
          }),
        ],
      }),
    ],
  });
}

/**
 * A template as a document to fill in (docs/decisions/0078-template-pack.md): its title and goal, then each column as a
 * field, its name on the left and a ruled blank on the right, the first example row's value under the blank as a
 * grey "e.g." to type over; a choice field lists its choices with boxes to tick, a formula field says what to work
 * out. Editable in Word, Google Docs, Pages and LibreOffice, and printable as it is.
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
          new Table({
            width: { size: TEXT_WIDTH, type: WidthType.DXA },
            columnWidths: [LABEL_WIDTH, TEXT_WIDTH - LABEL_WIDTH],
            rows: spec.columns.map((column, index) =>
              fieldRow(column, column.type === 'formula' ? '' : (example[index] ?? '')),
            ),
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
