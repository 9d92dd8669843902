import { describe, expect, it } from 'vitest';
import { BLEED_INCHES, gutterFor } from '../../../../shared/kdp-paperback.js';
import type { PrintSettings } from '../../../../shared/schemas/print-edition.js';
import { bookInput } from '../../../../../tests/support/book-fixtures.js';
import { type PdfPageWords, type PdfWord, pdfWords } from '../../../../../tests/support/document-tools.js';
import { buildBookModel } from '../book-model.js';
import { printPage } from '../print-page.js';
import { TRIM_SIZES } from '../trim-size.js';
import { renderPdf } from './render-pdf.js';
import { renderPrintInterior } from './render-print-interior.js';

/** 200 of the widest capital without a space: no hyphenation pattern breaks it, no line of any page holds it. */
const LONG_WORD = 'W'.repeat(200);
const EMOJI_ONLY = '🧈💰';
const PARAGRAPH = 'Words to fill the page with ordinary prose, so that the section runs on over several pages. '.repeat(
  6,
);

const titleOf = (number: number) =>
  number === 3 ? LONG_WORD : number === 5 ? EMOJI_ONLY : `Ordinary Chapter ${number}`;
const book = buildBookModel(
  bookInput({
    title: LONG_WORD,
    cover: null,
    sections: Array.from({ length: 100 }, (_, i) => ({
      heading: `Chapter ${i + 1}: ${titleOf(i + 1)}`,
      // Chapter 3 runs over both kinds of page, so both running heads show above it.
      markdown: Array.from({ length: i === 2 ? 12 : 1 }, () => PARAGRAPH).join('\n\n'),
    })),
  }),
);

/** The paperback at 6×9 with bleed: its pages are the trim plus the bleed on the outside edge, top and bottom. */
const PRINT: PrintSettings = { trim: '6x9', paper: 'white', bleed: true, notesPages: false };
const printed = renderPrintInterior(book, PRINT);

/** Each edition's PDF, its page's margins, and the bleed around the trim (none on a screen's page). */
const EDITIONS = [
  { edition: 'the ebook PDF', pdf: renderPdf(book), page: TRIM_SIZES[book.productType], bleed: 0 },
  {
    edition: 'the print interior',
    pdf: printed.pdf,
    page: printPage(PRINT, gutterFor(printed.pageCount)),
    bleed: BLEED_INCHES,
  },
];

/** Points per inch. */
const PT = 72;

/** A page's words as lines, top to bottom, each read left to right. */
function lines(page: PdfPageWords): PdfWord[][] {
  const rows = new Map<number, PdfWord[]>();
  for (const word of page.words) {
    const row = Math.round(word.yMax);
    rows.set(row, [...(rows.get(row) ?? []), word]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, words]) => words.sort((a, b) => a.xMin - b.xMin));
}
/** A line's text, without the invisible break opportunities set inside long words. */
const text = (line: PdfWord[]) => line.map((word) => word.text.replace(/\u200b/g, '')).join(' ');
const pageText = (page: PdfPageWords) => lines(page).map(text).join('\n');

describe.each(EDITIONS)('a book of long words and emoji: $edition', ({ pdf, page, bleed }) => {
  const pages = pdfWords(pdf);
  const { margin } = page;
  /** The narrower of the side margins, which a word may not cross on any page. */
  const side = Math.min(margin.inside, margin.outside) * PT;
  /** The page a section opens on: its label alone on the first line of the type area. */
  const openerOf = (number: number) =>
    pages.findIndex((page) => lines(page).some((line, i) => i < 2 && text(line) === `Chapter ${number}`));
  const folioOf = (index: number) => Number(text(lines(pages[index]!).at(-1)!));

  it('keeps every word of every page inside the side margins and inside the trim', () => {
    // A full stop at a line's end hangs into the margin by design, by about 2.5 pt; a letter would overrun by more.
    const hang = 3;
    const trim = bleed * PT;
    const outside = pages.flatMap((page, index) =>
      page.words
        .filter(
          (word) =>
            word.xMin < side - hang ||
            word.xMax > page.width - side + hang ||
            word.yMin < trim ||
            word.yMax > page.height - trim,
        )
        .map((word) => `page ${index + 1}: ${word.text.slice(0, 20)}`),
    );
    expect(pages.length).toBeGreaterThan(100);
    expect(outside).toEqual([]);
  });

  it('lists all 100 chapters, each ending in its page number at the right, the long title wrapped before it', () => {
    const first = pages.findIndex((page) => text(lines(page)[0]!) === 'Contents');
    // Each line with the right edge of its page's numbers, which moves from recto to verso.
    const contents = pages.slice(first, openerOf(1)).flatMap((page, i) => {
      const rows = lines(page).slice(i === 0 ? 1 : 0);
      const right = Math.max(...rows.map((line) => line.at(-1)!.xMax));
      return rows.map((line) => ({ line, right }));
    });
    const entries: { text: string; folio: number }[] = [];
    let pending: string[] = [];
    for (const { line, right } of contents) {
      const last = line.at(-1)!;
      pending.push(text(line));
      if (!/^\d+$/.test(last.text) || Math.abs(last.xMax - right) > 0.5) continue;
      entries.push({ text: pending.join(' '), folio: Number(last.text) });
      pending = [];
    }
    expect(pending).toEqual([]);
    expect(entries.map((entry) => entry.text.split(' ').slice(0, 2).join(' '))).toEqual(
      Array.from({ length: 100 }, (_, i) => `Chapter ${i + 1}:`),
    );
    expect(entries.map((entry) => entry.folio)).toEqual(entries.map((_, i) => folioOf(openerOf(i + 1))));
    const long = entries[2]!.text.replace(/[\s.]+\d+$/, '');
    expect(long.replace(/\s/g, '')).toBe(`Chapter3:${LONG_WORD}`);
    expect(entries[4]!.text).toMatch(new RegExp(`^Chapter 5: ${EMOJI_ONLY}[\\s.]+\\d+$`, 'u'));
  });

  it('sets the long title whole on its opening page, and the emoji-only title with its emoji', () => {
    const opener = pageText(pages[openerOf(3)]!);
    expect(opener.replace(/\s/g, '')).toContain(LONG_WORD);
    expect(opener).toContain('Words to fill the page');
    expect(pageText(pages[openerOf(5)]!)).toContain(EMOJI_ONLY);
  });

  it('sets the title page with the whole long title on one page', () => {
    const titlePage = pages
      .map((page) => pageText(page).replace(/\s/g, ''))
      .find((page) => page.includes('DANAEXAMPLE'));
    expect(titlePage).toContain(LONG_WORD);
  });

  it('heads each page of the long chapter with one line, cut with an ellipsis', () => {
    const body = pages.slice(openerOf(3) + 1, openerOf(4)).filter((page) => page.words.length > 0);
    expect(body.length).toBeGreaterThanOrEqual(2);
    const heads = body.map((page) => lines(page).filter((line) => line[0]!.yMax < margin.top * PT));
    for (const head of heads) {
      expect(head).toHaveLength(1);
      expect(text(head[0]!).replace(/\s/g, '')).toMatch(/^W{10,}…$/);
    }
  });
});
