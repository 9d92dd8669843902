import { WRITTEN_BY_CREATOR } from '../sections/content-writer.js';

/** What the record holds about one section of a book. */
export interface SectionRecord {
  /** generated_content.writer: 'offline', '<provider>/<model>', 'creator', or null. */
  writer: string | null;
  /** generated_content.generated_by: the machine that last wrote it, kept through edits by hand. */
  generatedBy: string | null;
  /** It was saved with the request a generation tool made it from (the Content Generator, a book run). */
  fromTool: boolean;
}

/**
 * Where a section's text came from: a machine ('offline' or '<provider>/<model>'; null when a generation tool made it
 * without recording which), edited by the creator since or not; or the creator.
 */
export type SectionOrigin = { kind: 'creator' } | { kind: 'generated'; machine: string | null; edited: boolean };

/**
 * The origin the record gives a section (docs/decisions/0058-ai-disclosure.md). Text a machine wrote and no one edited
 * names that machine as its writer; text edited by hand names the creator, and what generated it before, when
 * anything did, is kept apart. A section saved from a generation tool before its writer was recorded was generated,
 * by a model not recorded. Anything else the creator wrote.
 */
export function sectionOrigin(section: SectionRecord): SectionOrigin {
  const edited = section.writer === WRITTEN_BY_CREATOR;
  if (section.writer !== null && !edited) return { kind: 'generated', machine: section.writer, edited: false };
  if (section.generatedBy !== null) return { kind: 'generated', machine: section.generatedBy, edited };
  if (section.fromTool) return { kind: 'generated', machine: null, edited };
  return { kind: 'creator' };
}
