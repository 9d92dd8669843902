import { withoutTrailingSmallWords } from './trailing-small-words.js';

/** The longest part of a file name taken from a title, so every path stays well within what a ZIP tool opens. */
const NAME_LENGTH = 60;

/** A title as a file or folder name inside a ZIP: no characters a file system refuses, cut at a word (not a small one). */
export function fileNamePart(title: string): string {
  const plain = title
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (plain.length <= NAME_LENGTH) return plain || 'Untitled';
  const cut = plain.slice(0, NAME_LENGTH);
  const space = cut.lastIndexOf(' ');
  return space > 20 ? withoutTrailingSmallWords(cut.slice(0, space).trim()) : cut.trim();
}
