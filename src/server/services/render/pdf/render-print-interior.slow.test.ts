import { beforeAll, describe, expect, it } from 'vitest';
import type { PrintSettings } from '../../../../shared/schemas/print-edition.js';
import { bookInput } from '../../../../../tests/support/book-fixtures.js';
import {
  bodyLineLengths,
  readPrintedPdf,
  type PrintedPage,
} from '../../../../../tests/support/print-interior-reading.js';
import { workbookExercises } from '../../../ai/offline/content/workbook-exercises.js';
import { buildBookModel } from '../book-model.js';
import { printPage } from '../print-page.js';
import { pdfPageTexts } from '../read-back/read-pdf.js';
import { DESTINATIONS } from '../../publish-check/destination-rules.js';
import { runPublishCheck } from '../../publish-check/run-publish-check.js';
import { NOTES_PAGES_SETTING, PrintPageCountRefused, renderPrintInterior } from './render-print-interior.js';

/** A paragraph long enough to fill several justified lines edge to edge. */
const PARAGRAPH =
  'Batch cooking works best when the week is planned around three anchor meals, each cooked in a large pot on ' +
  'Sunday afternoon and portioned into boxes that stack in the freezer, labelled with the dish, the date and the ' +
  'number of servings, so that on a busy evening the choice takes a moment and dinner takes ten minutes to warm ' +
  'through while the table is laid.';

/**
 * A book of `chapters` chapters, every other one of `paragraphs` paragraphs and the rest of one: a one-page chapter is
 * followed by a blank verso, so the next opens on a recto.
 */
const bookOf = (chapters: number, paragraphs: number) =>
  buildBookModel(
    bookInput({
      cover: null,
      sections: Array.from({ length: chapters }, (_, index) => ({
        heading: `Kitchen Habit ${index + 1}`,
        markdown: Array<string>(index % 2 === 0 ? paragraphs : 1)
          .fill(PARAGRAPH)
          .join('\n\n'),
      })),
    }),
  );

const settings = (fields: Partial<PrintSettings>): PrintSettings => ({
  trim: '6x9',
  paper: 'white',
  bleed: false,
  notesPages: false,
  ...fields,
});

/** A point's play either way, for type that ends exactly at a margin. */
const TOLERANCE = 1 / 72;

/** The text's distance from the binding edge and from the outside edge of a page. */
const sides = ({ number, text }: PrintedPage) =>
  number % 2 === 1 ? { inside: text!.left, outside: text!.right } : { inside: text!.right, outside: text!.left };

describe('renderPrintInterior', () => {
  // 8×10 and 8.5×11 are the trims whose text blocks set lines of 88–102 characters before the measure was capped.
  const cases = [
    { trim: '5x8', width: 5, height: 8, bleed: false, chapters: 12, paragraphs: 4, band: [24, 150], gutter: 0.375 },
    { trim: '6x9', width: 6, height: 9, bleed: true, chapters: 85, paragraphs: 8, band: [151, 300], gutter: 0.5 },
    { trim: '8x10', width: 8, height: 10, bleed: false, chapters: 12, paragraphs: 5, band: [24, 150], gutter: 0.375 },
    {
      trim: '8.5x11',
      width: 8.5,
      height: 11,
      bleed: false,
      chapters: 160,
      paragraphs: 10,
      band: [301, 500],
      gutter: 0.625,
    },
  ] as const;

  describe.each(cases)(
    'a $trim book of $chapters chapters (bleed: $bleed)',
    ({ trim, width, height, bleed, chapters, paragraphs, band, gutter }) => {
      const book = bookOf(chapters, paragraphs);
      let rendered: { pdf: Buffer; pageCount: number };
      let read: ReturnType<typeof readPrintedPdf>;
      beforeAll(() => {
        rendered = renderPrintInterior(book, settings({ trim, bleed }));
        read = readPrintedPdf(rendered.pdf);
      }, 600_000);

      it(`is laid out in the ${gutter}" gutter band: page size, no outline, links or metadata, type inside the margins`, () => {
        const { pageCount } = rendered;
        expect(read.pages).toHaveLength(pageCount);
        expect(pageCount).toBeGreaterThanOrEqual(band[0]);
        expect(pageCount).toBeLessThanOrEqual(band[1]);
        expect(read.outline).toBeNull();
        expect(read.title).toBeUndefined();
        expect(read.author).toBeUndefined();
        const extra = bleed ? 0.125 : 0;
        const least = bleed ? 0.375 : 0.25;
        for (const page of read.pages) {
          expect(page.width).toBeCloseTo(width + extra, 3);
          expect(page.height).toBeCloseTo(height + 2 * extra, 3);
          expect(page.annotations + page.links).toBe(0);
          if (!page.text) continue;
          const { inside, outside } = sides(page);
          expect(inside, `page ${page.number} inside`).toBeGreaterThanOrEqual(gutter - TOLERANCE);
          expect(outside, `page ${page.number} outside`).toBeGreaterThanOrEqual(least);
          expect(page.text.top, `page ${page.number} top`).toBeGreaterThanOrEqual(least);
          expect(page.text.bottom, `page ${page.number} bottom`).toBeGreaterThanOrEqual(least);
        }
        // Full lines run from the inside margin, on the left of odd pages and on the right of even ones: the band's
        // gutter, and past it only what a capped measure leaves over.
        const { inside } = printPage({ trim, bleed }, gutter).margin;
        for (const parity of [1, 0]) {
          const insides = read.pages
            .filter((page) => page.text && page.number % 2 === parity && page.number > 4)
            .map((page) => sides(page).inside);
          expect(Math.min(...insides)).toBeCloseTo(inside, 1);
        }
      });

      it('opens each chapter on a recto, a blank verso before it where needed, with no running head or folio', () => {
        expect(read.pages[0]!.words).toContain('Prep Once, Eat All Week');
        const openers = read.pages.filter((page) => /^Kitchen Habit \d+\s*Batch/.test(page.words.trim()));
        expect(openers).toHaveLength(chapters);
        expect(openers.every((page) => page.number % 2 === 1)).toBe(true);
        const blanks = read.pages.filter((page) => !page.text);
        expect(blanks.length).toBeGreaterThan(0);
        expect(blanks.every((page) => page.number % 2 === 0)).toBe(true);
        // A page without body text is blank: no running head (the book's or a chapter's title) nor folio alone.
        const heads = new Set(
          [book.title, ...book.sections.map((section) => section.title)].map((t) => t.toUpperCase()),
        );
        const headOrFolio = (line: string) => heads.has(line.trim()) || /^\d+$/.test(line.trim());
        const onlyHeads = pdfPageTexts(rendered.pdf)
          .map((text, index) => ({ page: index + 1, lines: text.split('\n').filter((line) => line.trim()) }))
          .filter(({ lines }) => lines.length > 0 && lines.every(headOrFolio));
        expect(onlyHeads).toEqual([]);
      });

      it("passes the publish check's KDP manuscript rules: page count, trim, no bookmarks or links, fonts, margins", () => {
        const file = { name: 'The print interior', bytes: rendered.pdf };
        const [paperback] = runPublishCheck(
          { pdf: file, docx: file, epub: file, printInterior: file },
          DESTINATIONS.filter(({ id }) => id === 'kdp-paperback'),
        );
        const manuscript = paperback!.rules.filter(({ source }) => source.includes('Paperback Manuscript Formatting'));
        expect(manuscript.length).toBeGreaterThanOrEqual(6);
        expect(manuscript.filter(({ passed }) => !passed)).toEqual([]);
      });

      it('sets body lines of 45–75 characters', () => {
        const lengths = bodyLineLengths(rendered.pdf, /SourceSerif/);
        expect(lengths.length).toBeGreaterThan(100);
        expect(Math.min(...lengths)).toBeGreaterThanOrEqual(45);
        expect(Math.max(...lengths)).toBeLessThanOrEqual(75);
      });
    },
  );

  it("prints a workbook's exercises as places to write by hand: no form field, no answers, inside the margins, within KDP's rules", () => {
    const goal = (action: string) => ({ action, goal: action, kind: 'skill' as const, aspects: [] });
    const workbook = buildBookModel(
      bookInput({
        cover: null,
        productType: 'workbook',
        sections: Array.from({ length: 10 }, (_, index) => ({
          heading: `Exercise ${index + 1}: Kitchen Habit ${index + 1}`,
          markdown: [
            PARAGRAPH,
            PARAGRAPH,
            workbookExercises(goal(`cook habit ${index + 1}`), `“Habit ${index + 1}”`),
          ].join('\n\n'),
        })),
      }),
    );
    const { pdf } = renderPrintInterior(workbook, settings({ trim: '8.5x11', notesPages: true }));
    const read = readPrintedPdf(pdf);
    expect(pdf.includes('/AcroForm')).toBe(false);
    for (const page of read.pages) {
      expect(page.annotations + page.links, `page ${page.number}`).toBe(0);
      if (!page.text) continue;
      const { inside, outside } = sides(page);
      expect(inside, `page ${page.number} inside`).toBeGreaterThanOrEqual(0.375 - TOLERANCE);
      expect(Math.min(outside, page.text.top, page.text.bottom), `page ${page.number}`).toBeGreaterThanOrEqual(0.25);
    }
    const words = read.pages.map((page) => page.words).join('\n');
    expect(words.match(/Write a few lines in answer to each question:/g)).toHaveLength(10);
    expect(words).not.toMatch(/no one right|held you back, and change/);
    const file = { name: 'The print interior', bytes: pdf };
    const [paperback] = runPublishCheck(
      { pdf: file, docx: file, epub: file, printInterior: file },
      DESTINATIONS.filter(({ id }) => id === 'kdp-paperback'),
    );
    const manuscript = paperback!.rules.filter(({ source }) => source.includes('Paperback Manuscript Formatting'));
    expect(manuscript.filter(({ passed }) => !passed)).toEqual([]);
  });

  it('refuses a 3-page book with the limit and how many more words it needs, or fills it with Notes pages to 24', () => {
    const short = buildBookModel(bookInput({ cover: null, sections: [{ heading: 'Only', markdown: 'One line.' }] }));
    expect(() => renderPrintInterior(short, settings({}))).toThrow(PrintPageCountRefused);
    expect(() => renderPrintInterior(short, settings({}))).toThrow(
      new RegExp(
        `^A print edition needs at least 24 pages; this book makes \\d+ at 6×9 in\\. Add roughly [\\d,]+ more words, ` +
          `or turn on "${NOTES_PAGES_SETTING}"\\.$`,
      ),
    );
    const { pdf, pageCount } = renderPrintInterior(short, settings({ notesPages: true }));
    const read = readPrintedPdf(pdf);
    expect(pageCount).toBe(24);
    expect(read.pages).toHaveLength(24);
    const notes = read.pages.findIndex((page) => page.words.includes('Notes'));
    expect(notes).toBeGreaterThan(3);
    expect(read.pages.slice(notes + 1).every((page) => !page.words.replace(/\d+/g, '').trim())).toBe(true);
  }, 60_000);

  it('refuses a book past 828 pages, naming the limit', () => {
    expect(() => renderPrintInterior(bookOf(140, 40), settings({ trim: '5x8' }))).toThrow(
      /^A print edition can have at most 828 pages; this book makes \d{3,} at 5×8 in\. Choose a larger trim, or shorten it by roughly [\d,]+ words\.$/,
    );
  }, 600_000);
});
