import { Resvg } from '@resvg/resvg-js';
import type { Canvas } from './canvas.js';
import { encodeJpeg } from './encode-jpeg.js';
import { drawCover, rasterOptions, type CoverSpec } from './render-cover.js';

/** A canvas and the file type its cover is encoded as. */
export interface EncodedCanvas extends Canvas {
  mimeType: 'image/jpeg' | 'image/png';
}

/**
 * The cover drawn on the canvas, rasterised and encoded, all at once on the calling thread: CPU work of a second or
 * so, which the server runs on its drawing threads (encode-cover-on-thread.ts), never on its main thread.
 */
export function encodeCover(spec: CoverSpec, canvas: EncodedCanvas): Buffer {
  const { svg, fonts } = drawCover(spec, canvas);
  const image = new Resvg(svg, rasterOptions(fonts)).render();
  return canvas.mimeType === 'image/png' ? image.asPng() : encodeJpeg(image);
}
