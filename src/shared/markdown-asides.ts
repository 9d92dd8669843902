/**
 * What a section's stored markdown holds beside the reader's text: author notes, what a writer leaves for the author
 * to do (a checklist to fill in, "Your notes", an instruction in brackets: docs/decisions/0027-author-notes.md), and
 * model answers to its exercises, which only the answer key prints (docs/decisions/0077-answer-key.md). An aside is
 * the lines between a line that reads `:::note` or `:::answer` and the next line that reads `:::`; one never closed
 * runs to the end of the section.
 */
export type AsideKind = 'note' | 'answer';

const OPENERS: Record<string, AsideKind> = { ':::note': 'note', ':::answer': 'answer' };
const CLOSE = ':::';

/** A run of a section's markdown: reader text, or the inside of one aside. */
export interface MarkdownPart {
  kind: 'text' | AsideKind;
  markdown: string;
}

/** The markdown cut into reader text and asides, in order; empty runs left out. */
export function splitAsides(markdown: string): MarkdownPart[] {
  const parts: MarkdownPart[] = [];
  let lines: string[] = [];
  let kind: MarkdownPart['kind'] = 'text';
  const flush = () => {
    const text = lines.join('\n');
    if (text.trim()) parts.push({ kind, markdown: text });
    lines = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const opens: AsideKind | undefined = kind === 'text' ? OPENERS[line.trim()] : undefined;
    if (opens) {
      flush();
      kind = opens;
    } else if (kind !== 'text' && line.trim() === CLOSE) {
      flush();
      kind = 'text';
    } else {
      lines.push(line);
    }
  }
  flush();
  return parts;
}

/** The reader's text alone, as the student's copy for sale prints it: no author notes, no model answers. */
export const withoutAsides = (markdown: string): string =>
  splitAsides(markdown)
    .filter((part) => part.kind === 'text')
    .map((part) => part.markdown)
    .join('\n')
    .trim();

/** How many asides of a kind the markdown holds. */
export const countAsides = (markdown: string, kind: AsideKind): number =>
  splitAsides(markdown).filter((part) => part.kind === kind).length;

/**
 * The markdown as an aside, with blank lines inside its markers so that markdown tools that do not know the syntax
 * never read a marker as part of the list or paragraph next to it.
 */
const asAside = (kind: AsideKind, markdown: string): string => `:::${kind}\n\n${markdown.trim()}\n\n${CLOSE}`;

export const asAuthorNote = (markdown: string): string => asAside('note', markdown);
export const asModelAnswer = (markdown: string): string => asAside('answer', markdown);
