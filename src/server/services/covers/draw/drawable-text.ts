/** Colour and presentation marks that only tint or style the emoji before them: a one-colour face draws the emoji alone. */
const PRESENTATION_MARKS = /[\u{1F3FB}-\u{1F3FF}]|\uFE0E|\uFE0F/gu;

/** Joiners, flag letters, keycap rings and tag letters: what makes one emoji out of several characters. */
const SEQUENCE_PARTS = /\u200D|\u20E3|[\u{1F1E6}-\u{1F1FF}]|[\u{E0020}-\u{E007F}]/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export interface DrawableText {
  /** The text as the cover draws it. */
  text: string;
  /** The emoji left out of it, as typed. */
  leftOut: string[];
}

/**
 * The text a cover can draw: emoji made of several characters (flags, families and other joined emoji, keycaps)
 * are left out, since the cover's emoji face has none and resvg drops the whole line's text when it meets one; skin
 * tones and presentation marks are dropped from the emoji they follow, which the one-colour face draws plain.
 */
export function drawableText(typed: string): DrawableText {
  const leftOut: string[] = [];
  let text = '';
  for (const { segment } of graphemes.segment(typed)) {
    if (SEQUENCE_PARTS.test(segment)) {
      leftOut.push(segment);
      continue;
    }
    text += segment.replace(PRESENTATION_MARKS, '');
  }
  return { text: leftOut.length > 0 ? text.replace(/ {2,}/g, ' ').trim() : text, leftOut };
}

/** What the cover left out of the title and author, in plain words for the screen under the preview. */
export function leftOutNotes(title: string, author: string): string[] {
  const leftOut = [...drawableText(title).leftOut, ...drawableText(author).leftOut];
  if (leftOut.length === 0) return [];
  return [
    `Drawn without ${[...new Set(leftOut)].join(' ')}: the cover draws single emoji, not flags, keycaps or ` +
      'joined emoji.',
  ];
}
