import type { ProductType } from '../../../shared/catalog.js';

export type TrimSize = {
  /** Page width and height, in inches. */
  width: number;
  height: number;
  /** Margins in inches; inside is the binding edge. */
  margin: { inside: number; outside: number; top: number; bottom: number };
  /** Body text size in points. */
  bodySize: number;
};

const TRADE: TrimSize = {
  width: 6,
  height: 9,
  margin: { inside: 0.85, outside: 0.65, top: 0.85, bottom: 0.8 },
  bodySize: 10.5,
};
const LETTER: TrimSize = {
  width: 8.5,
  height: 11,
  margin: { inside: 1.1, outside: 1, top: 1, bottom: 1 },
  bodySize: 12,
};

/** Page size per product type (docs/decisions/0009-book-trim-sizes.md): reading products 6×9 in, worksheets Letter. */
export const TRIM_SIZES: Record<ProductType, TrimSize> = {
  ebook: TRADE,
  guide: TRADE,
  plr: TRADE,
  workbook: LETTER,
  template: LETTER,
  course: LETTER,
};
