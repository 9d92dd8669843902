import { OFFLINE_WRITER, WRITTEN_BY_CREATOR } from '../sections/content-writer.js';
import { retainedWords } from './retained-words.js';

/** What the record holds of one section's text and where it came from. */
export interface SectionText {
  content: string;
  /** generated_content.writer: 'offline', '<provider>/<model>', 'creator', or null. */
  writer: string | null;
  /** generated_content.generated_by: the machine that last wrote it, kept through edits by hand. */
  generated_by: string | null;
  /** generated_content.generated_text: what that machine wrote, when it is known. */
  generated_text: string | null;
}

/** A section's reader words, the machine that generated it (null: none), and how many of its words are still that machine's. */
export interface SectionShare {
  words: number;
  machine: string | null;
  machineWords: number;
}

/**
 * How much of a section is still the text a machine generated (docs/decisions/0071-honesty-measured.md). Text a
 * machine wrote and no one edited is all the machine's; text edited since is measured against what the machine wrote
 * (retained-words.ts); text edited before that was kept counts none as the machine's, as it did before.
 */
export function sectionShare(section: SectionText): SectionShare {
  const edited = section.writer === WRITTEN_BY_CREATOR;
  const machine = section.generated_by ?? (section.writer !== null && !edited ? section.writer : null);
  const generated = section.generated_text ?? (edited ? null : section.content);
  const { words, retained } = retainedWords(section.content, generated ?? '');
  return { words, machine, machineWords: machine === null ? 0 : retained };
}

/** A book's reader words, how many are still a machine's, and how many of those the built-in writer's template text. */
export interface TextShares {
  words: number;
  machineWords: number;
  templateWords: number;
}

/** The shares of a book's sections together. */
export function bookShares(sections: readonly SectionShare[]): TextShares {
  const shares = { words: 0, machineWords: 0, templateWords: 0 };
  for (const section of sections) {
    shares.words += section.words;
    shares.machineWords += section.machineWords;
    if (section.machine === OFFLINE_WRITER) shares.templateWords += section.machineWords;
  }
  return shares;
}

/** The share of `part` in `whole`, 0 when the whole is nothing. */
export const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
