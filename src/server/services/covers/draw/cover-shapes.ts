import type { EncodedCanvas } from './encode-cover.js';
import { encodeCoverOnThread } from './encode-cover-on-thread.js';
import type { CoverSpec } from './render-cover.js';

export interface CoverShape extends EncodedCanvas {
  /** Where the shape is used, in the words a creator reads. */
  use: string;
}

/** Every shape a store asks for, each laid out from the one design. */
export const COVER_SHAPES = {
  ebook: { width: 1600, height: 2560, mimeType: 'image/jpeg', use: 'Kindle and EPUB ebook cover' },
  portrait: { width: 1600, height: 2400, mimeType: 'image/png', use: 'cover page of the PDF (2:3)' },
  banner: { width: 1280, height: 720, mimeType: 'image/jpeg', use: 'store page banner (16:9)' },
  square: { width: 1000, height: 1000, mimeType: 'image/jpeg', use: 'product listing thumbnail' },
} as const satisfies Record<string, CoverShape>;

export type CoverShapeName = keyof typeof COVER_SHAPES;

export const COVER_SHAPE_NAMES: readonly CoverShapeName[] = ['ebook', 'portrait', 'banner', 'square'];

export interface ShapedCover {
  bytes: Buffer;
  mimeType: CoverShape['mimeType'];
}

/**
 * The cover drawn for one shape: its type set again for that canvas and its background (the style's, or the art)
 * covering it, never cropped from another shape or stretched; drawn on a drawing thread.
 */
export async function renderCoverShape(spec: CoverSpec, name: CoverShapeName): Promise<ShapedCover> {
  const shape: CoverShape = COVER_SHAPES[name];
  return { bytes: await encodeCoverOnThread(spec, shape), mimeType: shape.mimeType };
}
