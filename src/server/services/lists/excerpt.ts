import { splitAsides } from '../../../shared/markdown-asides.js';
import { EXCERPT_LENGTH } from '../../../shared/schemas/saved-item.js';

/** How much of a long text the list query reads: enough to leave an excerpt once markdown marks are gone. */
export const EXCERPT_SOURCE_LENGTH = EXCERPT_LENGTH * 4;

const HEADING_LINE = /^\s{0,3}#{1,6}\s.*$/gm;
const BLOCK_MARKS = /^\s*(?:[-*+>|]|\d+\.)\s+|\]\([^)]*\)/gm;
/** Emphasis and code marks; an underscore inside a word (snake_case) stays. */
const INLINE_MARKS = /[*`~[\]|]|(?<!\w)_+|_+(?!\w)/g;

/**
 * The first 150 characters of a text as a card shows them: headings, markdown marks and the markers around author
 * notes left out, one line.
 */
export function toExcerpt(text: string | null): string {
  const plain = splitAsides(text ?? '')
    .map((part) => part.markdown)
    .join('\n')
    .replace(HEADING_LINE, ' ')
    .replace(BLOCK_MARKS, ' ')
    .replace(INLINE_MARKS, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : plain;
}
