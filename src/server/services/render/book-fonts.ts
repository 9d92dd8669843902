import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The families a book is set in, each from a shipped @expo-google-fonts package. */
export const BOOK_FONTS = {
  body: 'Source Serif 4',
  display: 'Playfair Display',
  sans: 'Inter',
  mono: 'JetBrains Mono',
} as const;

/** Tried in turn for a character the main family lacks: Hebrew, Arabic (both right to left), then emoji. */
export const FALLBACK_FONTS = ['Noto Sans Hebrew', 'Noto Sans Arabic', 'Noto Emoji'] as const;

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
  mono: ['jetbrains-mono', 'JetBrainsMono', '400Regular'],
  monoBold: ['jetbrains-mono', 'JetBrainsMono', '700Bold'],
  hebrew: ['noto-sans-hebrew', 'NotoSansHebrew', '400Regular'],
  hebrewBold: ['noto-sans-hebrew', 'NotoSansHebrew', '700Bold'],
  arabic: ['noto-sans-arabic', 'NotoSansArabic', '400Regular'],
  arabicBold: ['noto-sans-arabic', 'NotoSansArabic', '700Bold'],
  emoji: ['noto-emoji', 'NotoEmoji', '400Regular'],
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
