import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { renderWrapCover, type WrapCoverInput } from './render-wrap-cover.js';

const TITLE = 'The Sourdough Year: Bread for Every Season';
const TRIM = { width: 6, height: 9 };
const PAGE_THICKNESS = { white: 0.002252, cream: 0.0025, colour: 0.002347 } as const;

const input = (fields: Partial<WrapCoverInput>): WrapCoverInput => ({
  cover: { title: TITLE, author: 'Ada Baker', style: 'minimalist', colorScheme: 'deep green' },
  trim: TRIM,
  paper: 'white',
  bleed: false,
  pageCount: 120,
  title: TITLE,
  author: 'Ada Baker',
  description: 'A year of bread, one season at a time.\n\nFifty recipes that fit a working week.',
  templateText: false,
  ...fields,
});

const firstPage = (pdf: Buffer) => mupdf.Document.openDocument(pdf, 'application/pdf').loadPage(0);

/** Every character of real text on the page, with its box in inches. */
function characters(page: mupdf.Page) {
  const found: Array<{ c: string; left: number; right: number; top: number; bottom: number }> = [];
  page.toStructuredText('preserve-whitespace').walk({
    onChar(c, _origin, _font, _size, quad) {
      if (/\s/.test(c)) return;
      const xs = [quad[0], quad[2], quad[4], quad[6]].map((value) => value / 72);
      const ys = [quad[1], quad[3], quad[5], quad[7]].map((value) => value / 72);
      found.push({ c, left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) });
    },
  });
  return found;
}

/** The 2" × 1.2" barcode area at the back's lower right of a 6×9 wrap cover, in inches from the sheet's corner. */
const BARCODE = { left: 0.125 + 6 - 0.25 - 2, top: 0.125 + 9 - 0.25 - 1.2, width: 2, height: 1.2 };

/** Every colour inside the barcode area in a 100 DPI render, one pixel in from each edge (those blend with around). */
function barcodeColours(page: mupdf.Page): string[] {
  const dpi = 100;
  const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false);
  const pixels = pixmap.getPixels().slice();
  const stride = pixmap.getStride();
  const colours = new Set<string>();
  for (let y = Math.ceil(BARCODE.top * dpi) + 1; y < Math.floor((BARCODE.top + BARCODE.height) * dpi) - 1; y += 1) {
    for (let x = Math.ceil(BARCODE.left * dpi) + 1; x < Math.floor((BARCODE.left + BARCODE.width) * dpi) - 1; x += 1) {
      const at = y * stride + x * 3;
      colours.add(`${pixels[at]},${pixels[at + 1]},${pixels[at + 2]}`);
    }
  }
  return [...colours];
}

describe('renderWrapCover', () => {
  describe.each(['white', 'cream', 'colour'] as const)('on %s paper', (paper) => {
    it.each([24, 80, 300, 828])('is as wide as both covers, the spine of %i pages and the bleed', async (pages) => {
      const [left, top, right, bottom] = firstPage(
        await renderWrapCover(input({ paper, pageCount: pages })),
      ).getBounds();
      const spine = pages * PAGE_THICKNESS[paper];
      expect(Math.abs((right - left) / 72 - (0.125 + 6 + spine + 6 + 0.125))).toBeLessThan(0.01);
      expect(Math.abs((bottom - top) / 72 - 9.25)).toBeLessThan(0.01);
    });
  });

  const spineOf = (pages: number) => {
    const from = 0.125 + TRIM.width;
    return { from, to: from + pages * PAGE_THICKNESS.white };
  };

  it('refuses art too small to print the front at 300 DPI, naming the pixels it needs', async () => {
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 1024, 1536], false);
    pixmap.clear(128);
    const art = { bytes: Buffer.from(pixmap.asPNG()), mimeType: 'image/png' };
    await expect(renderWrapCover(input({ cover: { ...input({}).cover, art } }))).rejects.toThrow(
      "The cover's image is 1024×1536 pixels; a paperback cover at this trim needs at least 1838×2775 pixels to print at 300 DPI. Draw the cover again or choose a larger image.",
    );
  });

  it('sets no spine text at 79 pages', async () => {
    const { from, to } = spineOf(79);
    const onSpine = characters(firstPage(await renderWrapCover(input({ pageCount: 79 })))).filter(
      (char) => char.right > from && char.left < to,
    );
    expect(onSpine).toEqual([]);
  });

  it('sets the title and author on the spine at 80 pages, clear of both folds', async () => {
    const { from, to } = spineOf(80);
    const onSpine = characters(firstPage(await renderWrapCover(input({ pageCount: 80 })))).filter(
      (char) => char.right > from && char.left < to,
    );
    expect(onSpine.map((char) => char.c).join('')).toBe(`${TITLE}AdaBaker`.replace(/\s/g, ''));
    for (const char of onSpine) {
      expect(char.left).toBeGreaterThanOrEqual(from + 0.0625);
      expect(char.right).toBeLessThanOrEqual(to - 0.0625);
    }
  });

  it('keeps every text at least 0.125" inside the trim', async () => {
    const chars = characters(firstPage(await renderWrapCover(input({ pageCount: 300, paper: 'cream' }))));
    expect(chars.length).toBeGreaterThan(50);
    const width = 0.25 + 2 * TRIM.width + 300 * PAGE_THICKNESS.cream;
    for (const char of chars) {
      expect(char.left).toBeGreaterThanOrEqual(0.125 + 0.125);
      expect(char.right).toBeLessThanOrEqual(width - 0.125 - 0.125);
      expect(char.top).toBeGreaterThanOrEqual(0.125 + 0.125);
      expect(char.bottom).toBeLessThanOrEqual(0.125 + TRIM.height - 0.125);
    }
  });

  it('leaves the 2" × 1.2" barcode area at the back\'s lower right blank: one flat colour in a render', async () => {
    const page = firstPage(await renderWrapCover(input({ cover: { ...input({}).cover, style: 'bold' } })));
    expect(barcodeColours(page)).toEqual(['255,255,255']);
  });

  it("says a template-text book is a draft across its back's top, inside the trim, the barcode area left blank", async () => {
    const page = firstPage(await renderWrapCover(input({ templateText: true })));
    const text = page.toStructuredText('preserve-whitespace').asText();
    expect(text).toContain('Draft \u2013 template text');
    expect(text).toContain('A year of bread');
    const mark = characters(page).filter((char) => char.right < 0.125 + 6 && char.top < 0.125 + 0.5 + 0.55);
    expect(mark.map((char) => char.c).join('')).toBe('Draft\u2013templatetext');
    for (const char of mark) {
      expect(char.left).toBeGreaterThanOrEqual(0.125 + 0.125);
      expect(char.right).toBeLessThanOrEqual(0.125 + 6 - 0.125);
      expect(char.top).toBeGreaterThanOrEqual(0.125 + 0.125);
    }
    expect(barcodeColours(page)).toEqual(['255,255,255']);
  });

  it('cuts a description too long for the back short with an ellipsis, above the barcode row', async () => {
    const description =
      'A starter needs flour, water and a warm kitchen; this book shows how to keep one alive. '.repeat(150);
    const chars = characters(firstPage(await renderWrapCover(input({ description }))));
    const barcodeTop = 0.125 + 9 - 0.25 - 1.2;
    const copy = chars.filter((char) => char.right < 0.125 + 6 && char.top < barcodeTop);
    expect(copy.at(-1)!.c).toBe('…');
    const below = chars.filter((char) => char.right < 0.125 + 6 && char.bottom > barcodeTop);
    expect(below.map((char) => char.c).join('')).toBe('AdaBaker');
  });

  it('sets an empty description as a back with the author alone', async () => {
    const text = firstPage(await renderWrapCover(input({ description: '' })))
      .toStructuredText('preserve-whitespace')
      .asText();
    expect(text).toContain('Ada Baker');
    expect(text).not.toContain('A year of bread');
    expect(text).not.toContain('Draft');
  });

  it.each([
    [23, 'at least 24 pages'],
    [829, 'at most 828 pages'],
  ])('refuses %i pages, naming the limit', async (pages, limit) => {
    await expect(renderWrapCover(input({ pageCount: pages }))).rejects.toThrow(limit);
  });
});
