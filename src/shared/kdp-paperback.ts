import type { PrintPaper, PrintTrim } from './schemas/print-edition.js';

/**
 * KDP's paperback specifications, the one table the print interior's layout, the wrap cover's geometry and the publish
 * check all read (KDP help: "Paperback Submission Guidelines", "Paperback Manuscript Formatting", "Create a Paperback
 * Cover"; docs/decisions/0050-print-edition.md).
 */

/** A trim's width and height in inches, read from its name: "6x9" is 6 in wide and 9 in high. */
export function trimSize(trim: PrintTrim): { width: number; height: number } {
  const [width, height] = trim.split('x').map(Number);
  return { width: width!, height: height! };
}

/** The page counts KDP prints a paperback at. */
export const PRINT_PAGE_LIMITS = { min: 24, max: 828 } as const;

/** What bleed adds on the outside edge, the top and the bottom of a page, and around a cover, in inches. */
export const BLEED_INCHES = 0.125;

/** KDP's least inside (gutter) margin by page count, in inches: each band up to its last page count. */
const GUTTERS = [
  { upTo: 150, inches: 0.375 },
  { upTo: 300, inches: 0.5 },
  { upTo: 500, inches: 0.625 },
  { upTo: 700, inches: 0.75 },
  { upTo: Infinity, inches: 0.875 },
] as const;

/** The least inside margin a book of `pages` pages needs. */
export const gutterFor = (pages: number): number => GUTTERS.find((band) => pages <= band.upTo)!.inches;

/** The smallest gutter, where laying out starts. */
export const LEAST_GUTTER = GUTTERS[0].inches;

/** The least outside, top and bottom margin, without and with bleed. */
export const leastOuterMargin = (bleed: boolean) => (bleed ? 0.375 : 0.25);

/** How thick one page is on each paper, in inches: the spine is the page count times this. */
export const PAGE_THICKNESS: Record<PrintPaper, number> = { white: 0.002252, cream: 0.0025, colour: 0.002347 };

/** The spine's width in inches for a page count on a paper. */
export const spineWidth = (pageCount: number, paper: PrintPaper) => pageCount * PAGE_THICKNESS[paper];

/** A full-wrap cover's size in inches: bleed + back + spine + front + bleed wide, the trim height plus bleed high. */
export const wrapCoverSize = (trim: { width: number; height: number }, pageCount: number, paper: PrintPaper) => ({
  width: 2 * BLEED_INCHES + 2 * trim.width + spineWidth(pageCount, paper),
  height: trim.height + 2 * BLEED_INCHES,
});

/** How far a cover may be off the size the page count gives before KDP refuses it, in inches. */
export const WRAP_COVER_TOLERANCE = 0.0625;

/** Spine text is allowed from this many pages: a thinner spine cannot hold it without running onto a cover. */
export const SPINE_TEXT_MIN_PAGES = 80;

/** Spine text keeps this clear of each fold, in inches. */
export const SPINE_FOLD_CLEARANCE = 0.0625;
