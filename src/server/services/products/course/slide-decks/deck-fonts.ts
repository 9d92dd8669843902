import { readFileSync } from 'node:fs';
import { strToU8, type Zippable } from 'fflate';
import type { DeckTheme } from '../../../render/pptx/deck-theme.js';

/** The folder of the slide decks' ZIP that holds the fonts they are set in. */
export const DECK_FONTS_FOLDER = 'Fonts';

/**
 * The fonts a course's decks are set in, as ZIP entries under Fonts/ (docs/decisions/0074-course-run.md): the
 * regular and bold files of the cover's heading and body families, their licence, and a README saying how to install
 * them. A deck names its faces by family, so without them PowerPoint, Keynote and LibreOffice set the slides in
 * another face; Google Slides has every one of these families in its own font menu.
 */
export function deckFontEntries({ fontFamilies: families }: Pick<DeckTheme, 'fontFamilies'>): Zippable {
  if (families.length === 0) return {};
  const entries: Zippable = {};
  for (const { family, files, licenceFile } of families) {
    // Font files shrink by half compressed, where the decks beside them are ZIPs already.
    for (const { file, name } of files) entries[`${DECK_FONTS_FOLDER}/${name}`] = [readFileSync(file), { level: 6 }];
    entries[`${DECK_FONTS_FOLDER}/${family.replace(/ /g, '')}-OFL.txt`] = readFileSync(licenceFile);
  }
  const names = families.map(({ family }) => family).join(' and ');
  entries[`${DECK_FONTS_FOLDER}/README.txt`] = strToU8(
    [
      `The slide decks are set in ${names}, the type of the course's cover.`,
      '',
      'PowerPoint, Keynote or LibreOffice: install the .ttf files in this folder before you open a deck',
      '(Windows: right-click each file, Install; Mac: double-click each file, Install Font), then open the deck.',
      'Without them, the slides are shown in another typeface.',
      '',
      `Google Slides: nothing to install; ${names} ${families.length > 1 ? 'are' : 'is'} in its font menu.`,
      '',
      'The fonts are under the SIL Open Font License (the OFL files here), which lets them be shared and',
      'sold together with the decks, but not sold on their own.',
    ].join('\r\n'),
  );
  return entries;
}
