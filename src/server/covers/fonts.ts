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
} as const satisfies Record<string, FontFace>;

const metrics = new Map<string, FontMetrics>();

/** The face's metrics, read from its file once. */
export function metricsOf(font: FontFace): FontMetrics {
  let known = metrics.get(font.file);
  if (!known) {
    known = loadFontMetrics(font.file);
    metrics.set(font.file, known);
  }
  return known;
}
