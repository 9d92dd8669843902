/** The cover canvas: 3:4 (spec §9) at print-ready resolution. */
export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 2133;

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
