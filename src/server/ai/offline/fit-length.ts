const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const ELLIPSIS = '…';
/** Words that cannot end a cut phrase: 'The Guide to' reads as broken, 'The Guide' does not. */
const DANGLING_WORD =
  /(?:^|\s+)(?:a|an|the|and|or|but|nor|of|to|for|from|with|without|in|into|on|at|by|via|vs|as|their|your|our|my|his|her|its|this|that|these|those|who|which|while|so|than|then|is|are|was|be)$/i;

/**
 * Shortens text to at most `max` characters (UTF-16 units, as the save schemas count them), cutting at a
 * word boundary when one is near, otherwise between graphemes, never inside an emoji or a combined letter.
 * A cut text ends with '…'. Text within the limit is returned unchanged.
 */
export function fitLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - ELLIPSIS.length;
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > room) break;
    kept += segment;
  }
  const lastSpace = kept.lastIndexOf(' ');
  const cut = lastSpace >= room / 2 ? kept.slice(0, lastSpace) : kept;
  return `${(trimDangling(cut) || cut).replace(/[\s,;:.\-–—(/&+]+$/u, '')}${ELLIPSIS}`;
}

/** Drops the words a phrase cannot end with: 'meal prep for the' → 'meal prep', 'for the' → ''. */
export function trimDangling(text: string): string {
  let trimmed = text;
  for (let pass = 0; pass < 4 && DANGLING_WORD.test(trimmed); pass += 1) trimmed = trimmed.replace(DANGLING_WORD, '');
  return trimmed;
}
