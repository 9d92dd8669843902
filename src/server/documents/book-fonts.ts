import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The families a book is set in, each from a shipped @expo-google-fonts package. */
export const BOOK_FONTS = {
  body: 'Source Serif 4',
  display: 'Playfair Display',
  sans: 'Inter',
} as const;

const FILES: [pkg: string, prefix: string, styles: string[]][] = [
  ['source-serif-4', 'SourceSerif4', ['400Regular', '400Regular_Italic', '600SemiBold', '700Bold', '700Bold_Italic']],
  ['playfair-display', 'PlayfairDisplay', ['400Regular_Italic', '700Bold']],
  ['inter', 'Inter', ['400Regular', '400Regular_Italic', '600SemiBold', '600SemiBold_Italic', '700Bold']],
];

/** Absolute paths of every TTF a book may use: the only fonts the renderers are given. */
export const BOOK_FONT_FILES: string[] = FILES.flatMap(([pkg, prefix, styles]) => {
  const dir = path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
  return styles.map((style) => path.join(dir, style, `${prefix}_${style}.ttf`));
});
