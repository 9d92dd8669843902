import * as mupdf from 'mupdf';

/** Covers are JPEG at this quality: no visible loss on type or art, a fifth of the PNG's bytes. */
const JPEG_QUALITY = 90;

/** An opaque raster (RGBA, as resvg renders it; alpha is dropped) encoded as a JPEG. */
export function encodeJpeg(raster: { pixels: Uint8Array; width: number; height: number }): Buffer {
  const { pixels, width, height } = raster;
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  try {
    const rgb = pixmap.getPixels();
    for (let source = 0, target = 0; source < pixels.length; source += 4, target += 3) {
      rgb[target] = pixels[source]!;
      rgb[target + 1] = pixels[source + 1]!;
      rgb[target + 2] = pixels[source + 2]!;
    }
    return Buffer.from(pixmap.asJPEG(JPEG_QUALITY));
  } finally {
    pixmap.destroy();
  }
}
