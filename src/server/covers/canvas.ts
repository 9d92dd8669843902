/**
 * The cover canvas: 2:3, the shape of the 6×9 in trim most products are printed at, so the PDF's full-bleed cover
 * page shows all of it (docs/decisions/0024-cover-shape-colours-and-notes.md), at print-ready resolution.
 */
export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 2400;

/** Where type may go: nothing of the title or author comes nearer the edge than this. */
export const SAFE_MARGIN = 110;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const SAFE_AREA: Box = {
  x: SAFE_MARGIN,
  y: SAFE_MARGIN,
  width: COVER_WIDTH - 2 * SAFE_MARGIN,
  height: COVER_HEIGHT - 2 * SAFE_MARGIN,
};
