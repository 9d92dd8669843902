import type { PrintSettings, PrintTrim } from '../../shared/schemas/print-edition.js';
import type { TrimSize } from './trim-size.js';

/** A print edition's least and greatest page counts (KDP paperback). */
export const PRINT_PAGE_LIMITS = { least: 24, most: 828 } as const;

/** What bleed adds on the outside edge, the top and the bottom, in inches. */
export const BLEED_INCHES = 0.125;

/** KDP's least inside (gutter) margin by page count, in inches: each band up to its last page count. */
const GUTTERS = [
  { upTo: 150, inches: 0.375 },
  { upTo: 300, inches: 0.5 },
  { upTo: 500, inches: 0.625 },
  { upTo: 700, inches: 0.75 },
  { upTo: Infinity, inches: 0.875 },
] as const;

/** The inside margin a book of `pages` pages needs. */
export const gutterFor = (pages: number): number => GUTTERS.find((band) => pages <= band.upTo)!.inches;

/** The smallest gutter, where laying out starts. */
export const LEAST_GUTTER = GUTTERS[0].inches;

/**
 * Each trim's page in inches, its outside, top and bottom margins (the running head and the folio sit inside them, at
 * least 0.25" from the trimmed edge) and its body size in points.
 */
const PRINT_PAGES: Record<PrintTrim, Omit<TrimSize, 'margin'> & { outside: number; top: number; bottom: number }> = {
  '5x8': { width: 5, height: 8, outside: 0.5, top: 0.7, bottom: 0.7, bodySize: 10 },
  '5.25x8': { width: 5.25, height: 8, outside: 0.5, top: 0.7, bottom: 0.7, bodySize: 10 },
  '5.5x8.5': { width: 5.5, height: 8.5, outside: 0.55, top: 0.75, bottom: 0.7, bodySize: 10.5 },
  '6x9': { width: 6, height: 9, outside: 0.6, top: 0.8, bottom: 0.75, bodySize: 10.5 },
  '7x10': { width: 7, height: 10, outside: 0.7, top: 0.85, bottom: 0.8, bodySize: 11 },
  '8x10': { width: 8, height: 10, outside: 0.75, top: 0.85, bottom: 0.8, bodySize: 11.5 },
  '8.5x11': { width: 8.5, height: 11, outside: 0.8, top: 0.9, bottom: 0.85, bodySize: 12 },
};

/**
 * The print interior's page for the settings and a gutter: the trim, plus the bleed on the outside edge, top and
 * bottom (the margins grow by as much, so the type sits where it would on the trimmed page).
 */
export function printPage({ trim, bleed }: Pick<PrintSettings, 'trim' | 'bleed'>, gutter: number): TrimSize {
  const page = PRINT_PAGES[trim];
  const extra = bleed ? BLEED_INCHES : 0;
  return {
    width: page.width + extra,
    height: page.height + 2 * extra,
    margin: { inside: gutter, outside: page.outside + extra, top: page.top + extra, bottom: page.bottom + extra },
    bodySize: page.bodySize,
  };
}

/** Body words a full page of the trim holds, roughly: about 8 words a square inch at 10.5 pt, fewer as type grows. */
export function wordsPerPage(settings: Pick<PrintSettings, 'trim' | 'bleed'>): number {
  const { width, height, margin, bodySize } = printPage({ trim: settings.trim, bleed: false }, LEAST_GUTTER);
  const area = (width - margin.inside - margin.outside) * (height - margin.top - margin.bottom);
  return Math.round(area * 8 * (10.5 / bodySize) ** 2);
}
