/** A family's font files as a buyer installs them: its upright regular and bold faces, and the family's licence. */
export interface InstallableFamily {
  family: string;
  /** The regular face, and the bold one where the family has it: the faces a document names by family alone. */
  files: readonly { file: string; name: string }[];
  /** The SIL Open Font License the family is shipped under, which lets it travel with a document set in it. */
  licenceFile: string;
}

/** The colours (#rrggbb, no '#') and type faces a slide deck is set in, taken from a cover (covers/project-deck-theme.ts). */
export interface DeckTheme {
  background: string;
  /** A deeper shade of the cover's main colour: title slides. */
  deep: string;
  ink: string;
  softInk: string;
  accent: string;
  headingFont: string;
  bodyFont: string;
  /** The files of the heading's and body's families a buyer installs, where they are fonts the covers ship. */
  fontFamilies: readonly InstallableFamily[];
}
