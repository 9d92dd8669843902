/**
 * Author notes in stored markdown: what a writer leaves for the author to do (a checklist to fill in, "Your notes",
 * an instruction in brackets) rather than text for the reader. A note is the lines between a line that reads
 * `:::note` and the next line that reads `:::` (docs/decisions/0027-author-notes.md). A `:::note` never closed runs to
 * the end of the section.
 */
export const AUTHOR_NOTE_OPEN = ':::note';
export const AUTHOR_NOTE_CLOSE = ':::';

/** A run of a section's markdown: reader text, or the inside of one author note. */
export interface MarkdownPart {
  note: boolean;
  markdown: string;
}

const isOpen = (line: string) => line.trim() === AUTHOR_NOTE_OPEN;
const isClose = (line: string) => line.trim() === AUTHOR_NOTE_CLOSE;

/** The markdown cut into reader text and author notes, in order; empty runs left out. */
export function splitAuthorNotes(markdown: string): MarkdownPart[] {
  const parts: MarkdownPart[] = [];
  let lines: string[] = [];
  let inNote = false;
  const flush = () => {
    const text = lines.join('\n');
    if (text.trim()) parts.push({ note: inNote, markdown: text });
    lines = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    if (!inNote && isOpen(line)) {
      flush();
      inNote = true;
    } else if (inNote && isClose(line)) {
      flush();
      inNote = false;
    } else {
      lines.push(line);
    }
  }
  flush();
  return parts;
}

/** The markdown without its author notes, as a copy for sale prints it. */
export const withoutAuthorNotes = (markdown: string): string =>
  splitAuthorNotes(markdown)
    .filter((part) => !part.note)
    .map((part) => part.markdown)
    .join('\n')
    .trim();

/** How many author notes the markdown holds. */
export const countAuthorNotes = (markdown: string): number =>
  splitAuthorNotes(markdown).filter((part) => part.note).length;

/**
 * The markdown as an author note, with blank lines inside its markers so that markdown tools that do not know the
 * syntax never read a marker as part of the list or paragraph next to it.
 */
export const asAuthorNote = (markdown: string): string =>
  `${AUTHOR_NOTE_OPEN}\n\n${markdown.trim()}\n\n${AUTHOR_NOTE_CLOSE}`;
