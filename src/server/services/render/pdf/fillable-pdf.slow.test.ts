import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookInput } from '../../../../../tests/support/book-fixtures.js';
import { pdfWords, withTempFile, type PdfWord } from '../../../../../tests/support/document-tools.js';
import { readFormFields, type FormField } from '../../../../../tests/support/read-form-fields.js';
import { WORKBOOK_COURSE_PLAN } from '../../../../../tests/support/course-fixtures.js';
import { courseWorkbookSections } from '../../products/course/course-workbook.js';
import { fontFile } from '../book-fonts.js';
import { readPdf } from '../read-back/read-pdf.js';
import { buildBookModel } from '../book-model.js';
import type { FillSpot } from './fill-spots.js';
import { fillablePdf } from './fillable-pdf.js';
import { renderPdfWithSpots } from './render-pdf.js';
import { renderPrintInterior } from './render-print-interior.js';

const SECTIONS = [
  { id: 'a', section_name: 'Introduction', content: 'Tick what you have already:\n\n- [x] A fridge\n- [ ] A plan' },
  ...[1, 2].map((n) => ({
    id: `m${n}`,
    section_name: `Module ${n}: Week ${n}`,
    content: `## Lesson 1: Step ${n}.1\n\nRead this.\n\n## Lesson 2: Step ${n}.2\n\nAnd this.`,
  })),
];

const book = buildBookModel(
  bookInput({ productType: 'course', cover: null, sections: courseWorkbookSections(WORKBOOK_COURSE_PLAN, SECTIONS) }),
);

const pdfinfoForm = (pdf: Uint8Array) =>
  withTempFile('book.pdf', pdf, (file) => /^Form:\s+(.+)$/m.exec(spawnSync('pdfinfo', [file]).stdout.toString())?.[1]);

/** A field's box from the page's top left, as the printable's words are measured. */
const fromTop = (field: FormField, pageHeight: number) => ({
  xMin: field.rect[0],
  xMax: field.rect[2],
  yMin: pageHeight - field.rect[3],
  yMax: pageHeight - field.rect[1],
});

const centreOf = (word: PdfWord) => ({ x: (word.xMin + word.xMax) / 2, y: (word.yMin + word.yMax) / 2 });
const holds = (box: Omit<PdfWord, 'text'>, point: { x: number; y: number }) =>
  point.x >= box.xMin && point.x <= box.xMax && point.y >= box.yMin && point.y <= box.yMax;

describe('the fillable PDF (docs/decisions/0076-fillable-pdf.md)', () => {
  let printable: Buffer;
  let spots: FillSpot[];
  let fillable: Uint8Array;
  let fields: FormField[];
  beforeAll(async () => {
    ({ pdf: printable, spots } = renderPdfWithSpots(book));
    fillable = fillablePdf(printable, spots);
    fields = await readFormFields(fillable);
  });

  it('has a form field of the right kind for every place the workbook is written or ticked in, in reading order', () => {
    expect(pdfinfoForm(printable)).toBe('none');
    expect(pdfinfoForm(fillable)).toBe('AcroForm');
    // The contents' links and the bookmarks tablet note apps jump through are kept.
    const links = (pdf: Uint8Array) => readPdf(pdf).annotations.filter((subtype) => subtype === 'Link');
    expect(links(fillable).length).toBeGreaterThan(0);
    expect(links(fillable)).toEqual(links(printable));
    expect(readPdf(fillable).outlineEntries).toBe(readPdf(printable).outlineEntries);
    // The introduction's box to tick; per module: 2 lessons to tick, a step per lesson, 2 + 2 choices, an answer, 4
    // rows of notes; the final assignment's 4 steps × 3 columns less its numbered column.
    const perModule = 2 + 2 + (2 + 2) + 1 + 4;
    expect(spots).toHaveLength(1 + 2 * perModule + 4 * 2);
    expect(fields.map((field) => field.name)).toEqual(spots.map((spot) => spot.name));
    const TYPES = { check: 'checkbox', choice: 'radiobutton', line: 'text', cell: 'text' };
    expect(fields.map((field) => field.type)).toEqual(spots.map((spot) => TYPES[spot.kind]));
    // A quiz question's choices are one field, its reader picks one: True or False, A or B.
    expect(spots.filter((spot) => spot.name === 'Module 1 Worksheet · Choice 2').map((spot) => spot.option)).toEqual([
      1, 2,
    ]);
    expect(fields.filter((field) => field.multiline).map((field) => field.name)).toEqual(
      spots.filter((spot) => spot.kind === 'cell').map((spot) => spot.name),
    );
    // The box the book shows ticked is an example, not a field; the other starts empty, and resets to empty.
    expect(fields.slice(0, 1).map((field) => [field.name, field.value, field.defaultValue])).toEqual([
      ['Introduction · Tick 1', 'Off', 'Off'],
    ]);
    expect(fields.map((field) => field.name)).toContain('Module 1 Worksheet · Your next step: Step 1\u20241');
    expect(fields.map((field) => field.name)).toContain('Module 2 Worksheet · Answer 1');
    expect(fields.map((field) => field.name)).toContain('Final Assignment · By when: 4');
    // Page by page, top to bottom, and left to right along a row.
    const order = fields.map((field) => [field.page, -field.rect[3], field.rect[0]] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    expect(order).toEqual(sorted);
    // A buyer's text is set in the book's body face, embedded whole: every glyph of its file.
    const doc = mupdf.Document.openDocument(fillable, 'application/pdf').asPDF()!;
    try {
      const form = doc.getTrailer().get('Root', 'AcroForm');
      const [name] = /^\/(\S+) /.exec(form.get('DA').asString())!.slice(1);
      const font = form.get('DR', 'Font', name!, 'FontDescriptor', 'FontFile2');
      expect(font.readStream().asUint8Array()).toEqual(new Uint8Array(readFileSync(fontFile('body'))));
      expect(form.get('NeedAppearances').asBoolean()).toBe(true);
    } finally {
      doc.destroy();
    }
  });

  it('puts each field where the printable PDF draws its box, line or cell, on the same page', () => {
    const pages = pdfWords(printable);
    for (const field of fields) {
      const page = pages[field.page]!;
      const box = fromTop(field, page.height);
      const words = page.words;
      const spot = spots.find((each) => each.name === field.name)!;
      if (spot.kind === 'check' || spot.kind === 'choice') {
        // The box's glyph begins the word of its item's first words (no space between them in the text).
        const drawn = words.filter(
          (word) => /^[☐☑]/.test(word.text) && holds(box, { x: word.xMin + 2, y: centreOf(word).y }),
        );
        expect(drawn, `${field.name}: a box drawn under it`).toHaveLength(1);
      } else if (spot.kind === 'line') {
        const line = words.find((word) => /^_{5,}$/.test(word.text) && holds(box, centreOf(word)))!;
        expect(line, `${field.name}: the answer line under it`).toBeDefined();
        expect(box.xMin).toBeCloseTo(line.xMin, 0);
        expect(box.xMax).toBeCloseTo(line.xMax, 0);
      } else {
        // A cell: the row's first words at its left, on its height; nothing printed inside it.
        const label = field.name.split(': ').at(-1)!;
        const first = label.split(' ')[0];
        const row = words.some((word) => word.text === first && holds({ ...box, xMin: 0 }, centreOf(word)));
        // A column of its own to write in ('Your notes') is named by its row's number, which it does not print.
        if (!/^\d+$/.test(label)) expect(row, `${field.name}: its row's words at its left`).toBe(true);
        expect(words.filter((word) => holds(box, centreOf(word)))).toEqual([]);
      }
      expect(box.xMin).toBeGreaterThanOrEqual(0);
      expect(box.xMax).toBeLessThanOrEqual(page.width);
    }
  });

  it('keeps what another program types and ticks in it, and shows it', async () => {
    const doc = mupdf.Document.openDocument(fillable, 'application/pdf').asPDF()!;
    const typed = new Map<string, string>();
    let choices = 0;
    for (let index = 0; index < doc.countPages(); index++)
      for (const widget of (doc.loadPage(index) as mupdf.PDFPage).getWidgets()) {
        const name = widget.getName();
        if (widget.getFieldType() === 'checkbox' && name === 'Introduction · Tick 1') widget.toggle();
        // The second choice of module 1's first question, 'B. The plan'.
        if (widget.getFieldType() === 'radiobutton' && name === 'Module 1 Worksheet · Choice 1' && ++choices === 2)
          widget.toggle();
        if (widget.getFieldType() === 'text') {
          const words = widget.isMultiline() ? 'Plan on Sunday, shop on Monday' : 'Pantry';
          widget.setTextValue(words);
          typed.set(name, words);
        }
        widget.update();
      }
    const filled = doc.saveToBuffer('').asUint8Array();
    const read = await readFormFields(filled);
    expect(read.find((field) => field.name === 'Introduction · Tick 1')?.value).toBe('Yes');
    expect(read.find((field) => field.name === 'Module 1 Worksheet · Choice 1')?.value).toBe('2');
    expect(new Map(read.filter((field) => field.type === 'text').map((field) => [field.name, field.value]))).toEqual(
      typed,
    );
  });

  it('leaves the print interior without a form or an annotation', () => {
    const { pdf } = renderPrintInterior(book, { trim: '8.5x11', paper: 'white', bleed: false, notesPages: true });
    expect(pdfinfoForm(pdf)).toBe('none');
  });
});
