import {
  BLEED_INCHES,
  PRINT_PAGE_LIMITS,
  SPINE_FOLD_CLEARANCE,
  SPINE_TEXT_MIN_PAGES,
  spineWidth,
  wrapCoverSize,
} from '../../../../../shared/kdp-paperback.js';
import type { PrintPaper } from '../../../../../shared/schemas/print-edition.js';
import { AppError } from '../../../../errors/app-error.js';

/** All in inches. Every text stays at least this far inside the trim. */
export const TRIM_SAFETY = 0.125;
/** The barcode area KDP prints on the back cover: at its lower right, this far from the trim's bottom and the spine. */
export const BARCODE_AREA = { width: 2, height: 1.2, inset: 0.25 } as const;

/** A rectangle on the cover sheet, in inches from its top left corner (the bleed's corner). */
export interface SheetRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Trim {
  width: number;
  height: number;
}

export interface WrapGeometry {
  /** The whole sheet: bleed, back, spine, front, bleed. */
  width: number;
  height: number;
  spineWidth: number;
  backTrim: SheetRect;
  spine: SheetRect;
  frontTrim: SheetRect;
  /** The front with its bleed on the top, bottom and outer edge. */
  frontBleed: SheetRect;
  barcode: SheetRect;
  /** Where the spine's lines may run (along its length), or none when the book is too thin for spine text. */
  spineText: SheetRect | null;
  /** The draft mark across the back's top, while the book is template text; none otherwise. */
  draftMark: SheetRect | null;
  /** The back's description, above the barcode (and below the draft mark). */
  backCopy: SheetRect;
  /** The author's name on the back, left of the barcode. */
  backAuthor: SheetRect;
}

/** The back's type keeps this far inside its trim, the margin of a printed page. */
const BACK_MARGIN = 0.5;
/** Between the description and the barcode row. */
const BACK_GAP = 0.3;

/** The draft mark's height, and the space between it and the description. */
const DRAFT_MARK = { height: 0.55, gap: 0.25 } as const;

/** Spine text runs this far short of the trim's top and bottom: clear of the safety line, as printed spines do. */
const SPINE_TEXT_END_MARGIN = 0.375;

/**
 * The full-wrap cover's sheet for a trim, paper and page count, by KDP's rule: 0.125 + trim + spine + trim + 0.125
 * wide, trim + 0.25 high, with room for a draft mark at the back's top when the book is template text. A page count
 * KDP does not print is refused with its limit.
 */
export function wrapGeometry(
  trim: Trim,
  paper: PrintPaper,
  pageCount: number,
  { draftMarked }: { draftMarked: boolean },
): WrapGeometry {
  const { min, max } = PRINT_PAGE_LIMITS;
  if (!Number.isInteger(pageCount) || pageCount < min)
    throw new AppError('BAD_REQUEST', `A paperback needs at least ${min} pages; this book has ${pageCount}.`);
  if (pageCount > max)
    throw new AppError('BAD_REQUEST', `A paperback can have at most ${max} pages; this book has ${pageCount}.`);
  const spine = spineWidth(pageCount, paper);
  const backTrim = { x: BLEED_INCHES, y: BLEED_INCHES, width: trim.width, height: trim.height };
  const spineRect = { x: BLEED_INCHES + trim.width, y: 0, width: spine, height: trim.height + 2 * BLEED_INCHES };
  const frontTrim = { x: spineRect.x + spine, y: BLEED_INCHES, width: trim.width, height: trim.height };
  const barcode = {
    x: backTrim.x + backTrim.width - BARCODE_AREA.inset - BARCODE_AREA.width,
    y: backTrim.y + backTrim.height - BARCODE_AREA.inset - BARCODE_AREA.height,
    width: BARCODE_AREA.width,
    height: BARCODE_AREA.height,
  };
  const spineText =
    pageCount >= SPINE_TEXT_MIN_PAGES
      ? {
          x: spineRect.x + SPINE_FOLD_CLEARANCE,
          y: BLEED_INCHES + SPINE_TEXT_END_MARGIN,
          width: spine - 2 * SPINE_FOLD_CLEARANCE,
          height: trim.height - 2 * SPINE_TEXT_END_MARGIN,
        }
      : null;
  const backTop = backTrim.y + BACK_MARGIN;
  const draftMark = draftMarked
    ? { x: backTrim.x + BACK_MARGIN, y: backTop, width: trim.width - 2 * BACK_MARGIN, height: DRAFT_MARK.height }
    : null;
  const copyTop = draftMark ? draftMark.y + draftMark.height + DRAFT_MARK.gap : backTop;
  const backCopy = {
    x: backTrim.x + BACK_MARGIN,
    y: copyTop,
    width: trim.width - 2 * BACK_MARGIN,
    height: barcode.y - BACK_GAP - copyTop,
  };
  const backAuthor = {
    x: backCopy.x,
    y: barcode.y,
    width: barcode.x - BACK_GAP - backCopy.x,
    height: barcode.height,
  };
  return {
    ...wrapCoverSize(trim, pageCount, paper),
    spineWidth: spine,
    backTrim,
    spine: spineRect,
    frontTrim,
    frontBleed: { x: frontTrim.x, y: 0, width: trim.width + BLEED_INCHES, height: trim.height + 2 * BLEED_INCHES },
    barcode,
    spineText,
    draftMark,
    backCopy,
    backAuthor,
  };
}
