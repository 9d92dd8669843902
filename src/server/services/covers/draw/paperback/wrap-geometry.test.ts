import { describe, expect, it } from 'vitest';
import { safeArea } from '../canvas.js';
import { PRINT_DPI } from './draw-wrap-artwork.js';
import { TRIM_SAFETY, wrapGeometry } from './wrap-geometry.js';

const TRIMS = [
  [5, 8],
  [5.25, 8],
  [5.5, 8.5],
  [6, 9],
  [7, 10],
  [8, 10],
  [8.5, 11],
] as const;

describe.each(TRIMS)('the wrap cover of a %s × %s in trim', (width, height) => {
  const geometry = wrapGeometry({ width, height }, 'white', 200, { draftMarked: false });
  const marked = wrapGeometry({ width, height }, 'white', 200, { draftMarked: true });

  it('keeps the front\'s type at least 0.125" inside the trim', () => {
    const canvas = { width: width * PRINT_DPI, height: height * PRINT_DPI };
    const area = safeArea(canvas);
    const margin = TRIM_SAFETY * PRINT_DPI;
    expect(area.x).toBeGreaterThanOrEqual(margin);
    expect(area.y).toBeGreaterThanOrEqual(margin);
    expect(canvas.width - area.x - area.width).toBeGreaterThanOrEqual(margin);
    expect(canvas.height - area.y - area.height).toBeGreaterThanOrEqual(margin);
  });

  it('puts the barcode area at the back\'s lower right, 0.25" from its bottom and the spine', () => {
    const { barcode, backTrim } = geometry;
    expect(backTrim.x + backTrim.width - (barcode.x + barcode.width)).toBeCloseTo(0.25, 6);
    expect(backTrim.y + backTrim.height - (barcode.y + barcode.height)).toBeCloseTo(0.25, 6);
    expect([barcode.width, barcode.height]).toEqual([2, 1.2]);
  });

  it("sets the back's text clear of the barcode area", () => {
    const { barcode, backCopy, backAuthor } = geometry;
    expect(backCopy.y + backCopy.height).toBeLessThan(barcode.y);
    expect(backAuthor.x + backAuthor.width).toBeLessThan(barcode.x);
  });

  it("marks a template-text book's back a draft across its top, inside the trim's safety, above the description", () => {
    expect(geometry.draftMark).toBeNull();
    const { draftMark, backCopy, backTrim, barcode } = marked;
    expect(draftMark).not.toBeNull();
    expect(draftMark!.x).toBeGreaterThanOrEqual(backTrim.x + TRIM_SAFETY);
    expect(draftMark!.y).toBeGreaterThanOrEqual(backTrim.y + TRIM_SAFETY);
    expect(draftMark!.x + draftMark!.width).toBeLessThanOrEqual(backTrim.x + backTrim.width - TRIM_SAFETY);
    expect(draftMark!.y + draftMark!.height).toBeLessThan(backCopy.y);
    expect(backCopy.y + backCopy.height).toBeLessThan(barcode.y);
    expect(backCopy.height).toBeGreaterThan(3);
    expect(marked.backAuthor).toEqual(geometry.backAuthor);
  });
});
