import { createHash } from 'node:crypto';
import type { CoverStyle } from '../../../../shared/catalog.js';
import { COVER_CANVAS, frameOf, type Canvas } from './canvas.js';
import { toHex, withLightness } from './color.js';
import { coverColorText } from './cover-colors.js';
import type { CoverLayers } from './design.js';
import { drawableText } from './drawable-text.js';
import { encodeCoverOnThread } from './encode-cover-on-thread.js';
import { facesToDraw, type FontFace } from './fonts.js';
import { parseColorScheme } from './palette.js';
import { COVER_DESIGNS } from './styles/index.js';

export interface CoverSpec {
  title: string;
  author: string;
  style: CoverStyle;
  colorScheme: string;
  /** The custom prompt: the colours it names are used too. */
  customPrompt?: string | undefined;
  /** Background art drawn by an image model (PNG or JPEG); the style's own background when left out. */
  art?: { bytes: Buffer; mimeType: string };
}

export interface CoverDrawing {
  svg: string;
  layers: CoverLayers;
  /** What lies under the type: the style's background or the art under its scrim. */
  background: string;
  /** The faces to rasterise it with: the style's, and the fallbacks when the title or author needs them. */
  fonts: readonly FontFace[];
}

/** Art under type: the picture, shaded toward the palette's darkest colour so light type reads on it. */
function artBackground(art: NonNullable<CoverSpec['art']>, shade: string, { width, height }: Canvas): string {
  const href = `data:${art.mimeType};base64,${art.bytes.toString('base64')}`;
  const stops = [0.62, 0.38, 0.5, 0.78]
    .map(
      (opacity, index, all) =>
        `<stop offset="${index / (all.length - 1)}" stop-color="${shade}" stop-opacity="${opacity}"/>`,
    )
    .join('');
  return (
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient></defs>` +
    `<image href="${href}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>` +
    `<rect width="${width}" height="${height}" fill="url(#scrim)"/>`
  );
}

/** An SVG document of the canvas's size holding `content`. */
export const svgDocument = ({ width, height }: Canvas, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
  `viewBox="0 0 ${width} ${height}">${content}</svg>`;

/**
 * The cover as SVG: the style's design for the title, author and palette, laid out on the canvas (the 2:3 cover
 * unless told), over its background or the art, which covers the canvas whatever its shape.
 */
export function drawCover(spec: CoverSpec, canvas: Canvas = COVER_CANVAS): CoverDrawing {
  const palette = parseColorScheme(coverColorText(spec.colorScheme, spec.customPrompt));
  const seed = createHash('sha256').update(spec.title).digest().readUInt32BE(0);
  const title = drawableText(spec.title).text;
  const author = drawableText(spec.author).text;
  const frame = frameOf(canvas);
  const layers = COVER_DESIGNS[spec.style]({ title, author, palette, seed, onArt: spec.art !== undefined, frame });
  const shade = toHex(withLightness(palette.primary, 8));
  const background = spec.art ? artBackground(spec.art, shade, canvas) : layers.background;
  const svg = svgDocument(canvas, background + layers.foreground);
  return { svg, layers, background, fonts: facesToDraw(`${title} ${author}`, layers.fonts) };
}

/** Resvg's options: only the given faces, nothing from the system, nothing fetched. */
export const rasterOptions = (fonts: readonly FontFace[]) => ({
  font: { loadSystemFonts: false, fontFiles: fonts.map((font) => font.file), defaultFontFamily: 'Inter' },
  fitTo: { mode: 'original' as const },
});

/** A finished PNG cover, 1600×2400 unless another canvas is given, drawn on a drawing thread. */
export function renderCover(spec: CoverSpec, canvas: Canvas = COVER_CANVAS): Promise<Buffer> {
  return encodeCoverOnThread(spec, { ...canvas, mimeType: 'image/png' });
}
