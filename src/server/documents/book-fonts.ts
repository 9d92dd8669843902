import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The families a book is set in, each from a shipped @expo-google-fonts package. */
export const BOOK_FONTS = {
  body: 'Source Serif 4',
  display: 'Playfair Display',
  sans: 'Inter',
} as const;

const FACES = {
  body: ['source-serif-4', 'SourceSerif4', '400Regular'],
  bodyItalic: ['source-serif-4', 'SourceSerif4', '400Regular_Italic'],
  bodySemiBold: ['source-serif-4', 'SourceSerif4', '600SemiBold'],
  bodyBold: ['source-serif-4', 'SourceSerif4', '700Bold'],
  bodyBoldItalic: ['source-serif-4', 'SourceSerif4', '700Bold_Italic'],
  displayItalic: ['playfair-display', 'PlayfairDisplay', '400Regular_Italic'],
  displayBold: ['playfair-display', 'PlayfairDisplay', '700Bold'],
  sans: ['inter', 'Inter', '400Regular'],
  sansItalic: ['inter', 'Inter', '400Regular_Italic'],
  sansSemiBold: ['inter', 'Inter', '600SemiBold'],
  sansSemiBoldItalic: ['inter', 'Inter', '600SemiBold_Italic'],
  sansBold: ['inter', 'Inter', '700Bold'],
} as const;

function facePath([pkg, prefix, style]: readonly [string, string, string]): string {
  const dir = path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
  return path.join(dir, style, `${prefix}_${style}.ttf`);
}

/** Absolute path of one shipped TTF face. */
export function fontFile(face: keyof typeof FACES): string {
  return facePath(FACES[face]);
}

/** Every TTF a book may use: the only fonts the renderers are given. */
export const BOOK_FONT_FILES: string[] = Object.values(FACES).map(facePath);
