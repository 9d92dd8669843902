import { BLEED_INCHES, LEAST_GUTTER, trimSize } from '../../../shared/kdp-paperback.js';
import type { PrintSettings, PrintTrim } from '../../../shared/schemas/print-edition.js';
import type { TrimSize } from './trim-size.js';

/**
 * Each trim's least outside margin and its top and bottom margins in inches (the running head and the folio sit
 * inside them, at least KDP's 0.25" from the trimmed edge), and its body size in points: larger on the large trims, so
 * that the measure (MEASURE_EMS) still spans most of their width.
 */
const PRINT_PAGES: Record<PrintTrim, { outside: number; top: number; bottom: number; bodySize: number }> = {
  '5x8': { outside: 0.5, top: 0.7, bottom: 0.7, bodySize: 10 },
  '5.25x8': { outside: 0.5, top: 0.7, bottom: 0.7, bodySize: 10 },
  '5.5x8.5': { outside: 0.55, top: 0.75, bottom: 0.7, bodySize: 10.5 },
  '6x9': { outside: 0.6, top: 0.8, bottom: 0.75, bodySize: 10.5 },
  '7x10': { outside: 0.7, top: 0.85, bottom: 0.8, bodySize: 11 },
  '8x10': { outside: 0.75, top: 0.85, bottom: 0.8, bodySize: 12 },
  '8.5x11': { outside: 0.8, top: 0.9, bottom: 0.85, bodySize: 12.5 },
};

const POINTS_PER_INCH = 72;

/**
 * The longest line of body text, in ems of the body size: Source Serif 4 sets 62–71 characters in it (66 on average),
 * inside the 45–75 a line reads well at (docs/decisions/0050-print-edition.md).
 */
const MEASURE_EMS = 33;

/**
 * The print interior's page for the settings and a gutter: the trim, plus the bleed on the outside edge, top and
 * bottom (the margins grow by as much, so the type sits where it would on the trimmed page). A text block wider
 * than the measure (7×10, 8×10 and 8.5×11, and 6×9 at the two narrowest gutters) gives what is over to its inside and
 * outside margins, half each: lines stay as long whatever the gutter, and the type keeps off the spine.
 */
export function printPage({ trim, bleed }: Pick<PrintSettings, 'trim' | 'bleed'>, gutter: number): TrimSize {
  const page = PRINT_PAGES[trim];
  const { width, height } = trimSize(trim);
  const extra = bleed ? BLEED_INCHES : 0;
  const between = width - gutter - page.outside;
  const surplus = between - Math.min(between, (MEASURE_EMS * page.bodySize) / POINTS_PER_INCH);
  return {
    width: width + extra,
    height: height + 2 * extra,
    margin: {
      inside: gutter + surplus / 2,
      outside: page.outside + surplus / 2 + extra,
      top: page.top + extra,
      bottom: page.bottom + extra,
    },
    bodySize: page.bodySize,
  };
}

/** Body words a full page of the trim holds, roughly: about 8 words a square inch at 10.5 pt, fewer as type grows. */
export function wordsPerPage(settings: Pick<PrintSettings, 'trim' | 'bleed'>): number {
  const { width, height, margin, bodySize } = printPage({ trim: settings.trim, bleed: false }, LEAST_GUTTER);
  const area = (width - margin.inside - margin.outside) * (height - margin.top - margin.bottom);
  return Math.round(area * 8 * (10.5 / bodySize) ** 2);
}
