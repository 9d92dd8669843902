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

/** The pixel size a cover is drawn at. */
export interface Canvas {
  width: number;
  height: number;
}

export const COVER_CANVAS: Canvas = { width: COVER_WIDTH, height: COVER_HEIGHT };

/**
 * A canvas seen through the 1600×2400 grid the styles are designed on: positions scale with the canvas's own width
 * and height, so a design spreads over any shape, while shapes keep their proportions and type is set again in the
 * boxes it lands in, never stretched.
 */
export interface Frame extends Canvas {
  /** A horizontal position or width on the design grid, on this canvas. */
  x: (value: number) => number;
  /** A vertical position or height on the design grid, on this canvas. */
  y: (value: number) => number;
  /** A length that keeps its shape (a radius, a square's side, a stroke): scaled by the smaller of the two. */
  length: (value: number) => number;
  /** A type size: scaled by the mean of the two, since the box it is fitted into caps it anyway. */
  type: (value: number) => number;
  box: (box: Box) => Box;
}

export function frameOf(canvas: Canvas): Frame {
  const across = canvas.width / COVER_WIDTH;
  const down = canvas.height / COVER_HEIGHT;
  const x = (value: number) => value * across;
  const y = (value: number) => value * down;
  return {
    ...canvas,
    x,
    y,
    length: (value) => value * Math.min(across, down),
    type: (value) => value * Math.sqrt(across * down),
    box: (box) => ({ x: x(box.x), y: y(box.y), width: x(box.width), height: y(box.height) }),
  };
}

/** The part of a canvas type stays inside. */
export function safeArea(canvas: Canvas): Box {
  const frame = frameOf(canvas);
  return frame.box({
    x: SAFE_MARGIN,
    y: SAFE_MARGIN,
    width: COVER_WIDTH - 2 * SAFE_MARGIN,
    height: COVER_HEIGHT - 2 * SAFE_MARGIN,
  });
}

export const SAFE_AREA: Box = safeArea(COVER_CANVAS);
