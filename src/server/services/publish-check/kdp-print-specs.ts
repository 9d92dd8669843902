/** KDP's paperback specifications the publish check measures against (KDP help: "Paperback Submission Guidelines"). */

/** Points per inch. */
export const PT = 72;

/** The trims KDP prints most, width × height in inches. */
export const KDP_TRIMS = [
  [5, 8],
  [5.25, 8],
  [5.5, 8.5],
  [6, 9],
  [7, 10],
  [8, 10],
  [8.5, 11],
] as const;

/** Bleed on the top, bottom and outside edges, when the interior prints to the edge. */
export const BLEED_IN = 0.125;

export const KDP_PAGE_RANGE = { min: 24, max: 828 } as const;

/** The least inside (gutter) margin by page count: [up to this many pages, inches]. */
const GUTTER_BANDS = [
  [150, 0.375],
  [300, 0.5],
  [500, 0.625],
  [700, 0.75],
  [828, 0.875],
] as const;

/** KDP's least inside margin for a book of this many pages. */
export const kdpGutter = (pages: number): number =>
  (GUTTER_BANDS.find(([upTo]) => pages <= upTo) ?? GUTTER_BANDS.at(-1)!)[1];

/** The least outside, top and bottom margin, without and with bleed. */
export const kdpOuterMargin = (bleed: boolean) => (bleed ? 0.375 : 0.25);

/** The spine's thickness per page on each paper, in inches. */
export const SPINE_PER_PAGE = { white: 0.002252, cream: 0.0025, colour: 0.002347 } as const;
export type Paper = keyof typeof SPINE_PER_PAGE;

/** How far a cover may be off the size the page count gives before KDP refuses it. */
export const WRAP_COVER_TOLERANCE_IN = 0.0625;

/** A full-wrap cover's size in inches: bleed + back + spine + front + bleed, and the trim height with bleed. */
export const wrapCoverSize = (trim: { width: number; height: number }, pages: number, paper: Paper) => ({
  width: 2 * BLEED_IN + 2 * trim.width + pages * SPINE_PER_PAGE[paper],
  height: trim.height + 2 * BLEED_IN,
});
