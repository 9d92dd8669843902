import { createRequire } from 'node:module';
import path from 'node:path';
import { loadFontMetrics, type FontMetrics } from './font-metrics.js';

const require = createRequire(import.meta.url);

/** A TTF face shipped as an npm package (@expo-google-fonts/*), never fetched at run time. */
export interface FontFace {
  /** The family name inside the file: what SVG's font-family must say, or resvg drops the text. */
  family: string;
  weight: number;
  italic: boolean;
  file: string;
}

function face(pkg: string, family: string, weight: number, variant: string, italic = false): FontFace {
  const folder = path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
  const prefix = family.replace(/ /g, '');
  const name = `${weight}${variant}${italic ? '_Italic' : ''}`;
  return { family, weight, italic, file: path.join(folder, name, `${prefix}_${name}.ttf`) };
}

/** The faces the cover styles set type in. */
export const FONTS = {
  interLight: face('inter', 'Inter', 300, 'Light'),
  interSemiBold: face('inter', 'Inter', 600, 'SemiBold'),
  montserratSemiBold: face('montserrat', 'Montserrat', 600, 'SemiBold'),
  montserratBlack: face('montserrat', 'Montserrat', 900, 'Black'),
  playfairBold: face('playfair-display', 'Playfair Display', 700, 'Bold'),
  playfairItalic: face('playfair-display', 'Playfair Display', 400, 'Regular', true),
  garamondMedium: face('eb-garamond', 'EB Garamond', 500, 'Medium'),
  garamondItalic: face('eb-garamond', 'EB Garamond', 400, 'Regular', true),
  bebas: face('bebas-neue', 'Bebas Neue', 400, 'Regular'),
  oswaldBold: face('oswald', 'Oswald', 700, 'Bold'),
  oswaldLight: face('oswald', 'Oswald', 300, 'Light'),
  loraBoldItalic: face('lora', 'Lora', 700, 'Bold', true),
  loraRegular: face('lora', 'Lora', 400, 'Regular'),
  baskervilleBold: face('libre-baskerville', 'Libre Baskerville', 700, 'Bold'),
  sourceSerifSemiBold: face('source-serif-4', 'Source Serif 4', 600, 'SemiBold'),
  sourceSerifRegular: face('source-serif-4', 'Source Serif 4', 400, 'Regular'),
} as const satisfies Record<string, FontFace>;

/** Emoji, drawn as outlines in the type's own colour. */
const EMOJI_FACE = face('noto-emoji', 'Noto Emoji', 700, 'Bold');

/**
 * What a character is drawn in when a style's face lacks it: the first of these that has it, in this order (bold,
 * since most cover type is heavy). Inter covers Greek, Cyrillic and accented Latin; resvg shapes Hebrew and Arabic
 * and lays them right to left; Noto Emoji draws emoji. Scripts none of these draws (Chinese, Japanese…) are left
 * out. A line that mixes two of the scripts draws the second one's letters as boxes (resvg falls back once per
 * line), which a real title rarely asks for; emoji are named explicitly (`faceOf`), so they mix with any script.
 */
export const FALLBACK_FACES: readonly FontFace[] = [
  FONTS.interSemiBold,
  face('noto-sans-hebrew', 'Noto Sans Hebrew', 700, 'Bold'),
  face('noto-sans-arabic', 'Noto Sans Arabic', 700, 'Bold'),
  EMOJI_FACE,
];

/** Every face a cover may be set in, its fallbacks included: what a typesetter of cover type is given. */
export const COVER_FONT_FILES: readonly string[] = [...Object.values(FONTS), ...FALLBACK_FACES].map(
  (face) => face.file,
);

/** `read`, computed once for each font file and remembered: font files do not change while the server runs. */
function oncePerFile(read: (file: string) => FontMetrics): (file: string) => FontMetrics {
  const known = new Map<string, FontMetrics>();
  return (file) => {
    let metrics = known.get(file);
    if (!metrics) {
      metrics = read(file);
      known.set(file, metrics);
    }
    return metrics;
  };
}

const metricsOfFile = oncePerFile(loadFontMetrics);

/**
 * The faces resvg is given to draw `text` set in `faces`: those alone when they draw every character (the usual
 * case), else the fallbacks too. resvg reads every font file it is given on each render, and the fallbacks are
 * 0.6 MB of them.
 */
export function facesToDraw(text: string, faces: readonly FontFace[]): readonly FontFace[] {
  const drawn = (character: string) =>
    /\s/.test(character) || faces.some((face) => metricsOfFile(face.file).hasGlyph(character));
  return [...text, ...text.toUpperCase()].every(drawn) ? faces : [...faces, ...FALLBACK_FACES];
}

/** How text set in the face of `file` measures: each character in the first of the face and the fallbacks that has it. */
const metricsWithFallbacks = oncePerFile((file) => {
  const primary = metricsOfFile(file);
  const chain = [primary, ...FALLBACK_FACES.map((fallback) => metricsOfFile(fallback.file))];
  const drawnBy = (character: string) => chain.find((metrics) => metrics.hasGlyph(character));
  return {
    hasGlyph: (character) => drawnBy(character) !== undefined,
    ascent: primary.ascent,
    descent: primary.descent,
    measure(text, size, letterSpacing = 0) {
      let width = 0;
      for (const character of text) width += (drawnBy(character) ?? primary).measure(character, size, letterSpacing);
      return width;
    },
  };
});

/** The metrics of text set in the face, its fallbacks included, read from their files once. */
export const metricsOf = (font: FontFace): FontMetrics => metricsWithFallbacks(font.file);

/**
 * The face a character of text set in `font` is drawn in: the font itself when it has the glyph, else the emoji face
 * when that has it (named on the character's own span, since resvg's fallback would not reach it), else the font
 * (resvg falls back to the other faces by itself).
 */
export function faceOf(font: FontFace, character: string): FontFace {
  if (/\s/.test(character) || metricsOfFile(font.file).hasGlyph(character)) return font;
  return metricsOfFile(EMOJI_FACE.file).hasGlyph(character) && !/\p{L}|\p{N}/u.test(character) ? EMOJI_FACE : font;
}
