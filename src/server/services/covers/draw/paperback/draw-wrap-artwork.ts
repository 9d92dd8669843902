import { renderAsync, Resvg } from '@resvg/resvg-js';
import * as mupdf from 'mupdf';
import type { Canvas } from '../canvas.js';
import { FONTS, type FontFace } from '../fonts.js';
import { drawCover, rasterOptions, svgDocument, type CoverSpec } from '../render-cover.js';
import type { SheetRect, WrapGeometry } from './wrap-geometry.js';

/** Print resolution: every raster on the sheet is drawn at this many pixels per inch. */
export const PRINT_DPI = 300;

/** The drawn parts of a full-wrap cover, for the typesetter to place on the sheet. */
export interface WrapArtwork {
  /** The front laid out on its panel with the bleed, rasterised: it shows only in the bleed, around the front. */
  frontBleedPng: Buffer;
  /** What lies under the front's type, laid out on the trim, rasterised. */
  frontGroundPng: Buffer;
  /** The front's type and ornaments, laid out on the trim, as vector outlines (resvg turns its text to paths). */
  frontTypeSvg: string;
  /** The back's and spine's ground: the front's spine edge drawn out across them, so the wrap runs on from the front. */
  backGroundPng: Buffer;
  /** The mean colour of that ground. */
  ground: string;
  /** Type on that ground: dark on a light ground, white on a dark one. */
  ink: string;
  titleFace: FontFace;
  authorFace: FontFace;
  textFace: FontFace;
}

const pixelsOf = (rect: SheetRect): Canvas => ({
  width: Math.round(rect.width * PRINT_DPI),
  height: Math.round(rect.height * PRINT_DPI),
});

/** How far the back's ground blurs the front's edge, as a share of its height: gradients pass, detail does not. */
const EDGE_BLUR = 1 / 24;
/** The ground strip's width in pixels: stretched across the back, every column the same. */
const STRIP_WIDTH = 16;

/**
 * The front's spine-side edge drawn out over the back and spine: the mean of its leftmost columns, row by row,
 * blurred up and down so art's detail becomes a soft ramp while a gradient runs on unbroken. Returned as a PNG
 * strip to stretch across, with its overall mean colour as hex.
 */
function edgeGround(raster: { pixels: Uint8Array; width: number; height: number }): { png: Buffer; mean: string } {
  // Read once: resvg copies the whole raster out on every read of `pixels`.
  const { pixels, width, height } = raster;
  const columns = Math.min(8, width);
  const rows = Array.from({ length: height }, (_, y) =>
    [0, 1, 2].map((channel) => {
      let sum = 0;
      for (let x = 0; x < columns; x += 1) sum += pixels[(y * width + x) * 4 + channel]!;
      return sum / columns;
    }),
  );
  const reach = Math.max(1, Math.round(height * EDGE_BLUR));
  const strip = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, STRIP_WIDTH, height], false);
  try {
    const out = strip.getPixels();
    for (let y = 0; y < height; y += 1) {
      const window = rows.slice(Math.max(0, y - reach), Math.min(height, y + reach + 1));
      const colour = [0, 1, 2].map((channel) => window.reduce((sum, row) => sum + row[channel]!, 0) / window.length);
      for (let x = 0; x < STRIP_WIDTH; x += 1)
        colour.forEach((value, channel) => (out[(y * STRIP_WIDTH + x) * 3 + channel] = value));
    }
    const mean = [0, 1, 2].map((channel) => rows.reduce((sum, row) => sum + row[channel]!, 0) / height);
    return {
      png: Buffer.from(strip.asPNG()),
      mean: `#${mean.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`,
    };
  } finally {
    strip.destroy();
  }
}

/**
 * resvg's simplified SVG with its paint servers named again: it writes each gradient with an empty id and each use
 * of one as `url(#)`, one gradient per use, in the order of use, so the n-th use is the n-th gradient.
 */
function withPaintServerIds(svg: string): string {
  let defined = 0;
  let used = 0;
  const named = svg.replace(/<(linearGradient|radialGradient|pattern) id=""/g, (_, tag: string) => {
    defined += 1;
    return `<${tag} id="paint${defined}"`;
  });
  const linked = named.replace(/url\(#\)/g, () => {
    used += 1;
    return `url(#paint${used})`;
  });
  if (defined !== used) throw new Error(`The cover's outlines use ${used} paint servers but define ${defined}.`);
  return linked;
}

/** WCAG's relative luminance of a hex colour. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The front of a full-wrap cover drawn from the design: laid out for the trim's own shape (type set again, the art
 * covering it), at print resolution, with the colour the back and spine continue in.
 */
export async function drawWrapArtwork(spec: CoverSpec, geometry: WrapGeometry): Promise<WrapArtwork> {
  const trimCanvas = pixelsOf(geometry.frontTrim);
  const onTrim = drawCover(spec, trimCanvas);
  const onBleed = drawCover(spec, pixelsOf(geometry.frontBleed));
  const options = rasterOptions(onTrim.fonts);
  // Rasterised off the event loop, side by side: resvg renders in the libuv thread pool.
  const [ground, bleed] = await Promise.all([
    renderAsync(svgDocument(trimCanvas, onTrim.background), options),
    renderAsync(onBleed.svg, rasterOptions(onBleed.fonts)),
  ]);
  const edge = edgeGround(ground);
  const [titleFace, authorFace] = onTrim.layers.fonts;
  const textFace = FONTS.sourceSerifRegular;
  return {
    frontBleedPng: bleed.asPng(),
    frontGroundPng: ground.asPng(),
    frontTypeSvg: withPaintServerIds(new Resvg(svgDocument(trimCanvas, onTrim.layers.foreground), options).toString()),
    backGroundPng: edge.png,
    ground: edge.mean,
    ink: relativeLuminance(edge.mean) > 0.4 ? '#1c1917' : '#ffffff',
    titleFace: titleFace!,
    authorFace: authorFace!,
    textFace,
  };
}
