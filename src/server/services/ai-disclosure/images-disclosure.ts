import { OFFLINE_WRITER, WRITTEN_BY_CREATOR } from '../sections/content-writer.js';
import type { DerivedEntry } from './derived-entry.js';
import { disclosureAnswer } from './disclosure-answer.js';
import { toolName } from './tool-names.js';

/** What the record holds about a book's cover: who made its image, and whether an image model's art is under it. */
export interface CoverRecord {
  /** stored_files.made_by of its image: 'offline', '<provider>/<model>', 'creator', or null. */
  madeBy: string | null;
  /** Art an image model painted is kept with the image. */
  painted: boolean;
}

const ONLY_IMAGE = "The cover is the book's only image.";

/** The basis and tools of a cover painted by an image model (`maker`; null when which one was not recorded). */
const paintedCover = (maker: string | null): DerivedEntry => ({
  derived: disclosureAnswer({ total: 1, generated: 1, retainedShare: 1 }),
  basis:
    `The cover's art was painted by ${maker === null ? 'an image model (which one was not recorded)' : toolName(maker)}; ` +
    `Infoforge set the title and author on it in type. ${ONLY_IMAGE}`,
  tools: maker === null ? [] : [toolName(maker)],
});

/**
 * KDP's images question answered from the book's cover, its only image: the files print a picture in a section's text
 * as its description (docs/decisions/0058-ai-disclosure.md). Art an image model painted is AI-generated, the entire
 * work, the type set on it no editing of it; a cover the built-in designer drew from shapes and type, or an image the
 * creator sent, is none.
 */
export function imagesDisclosure(cover: CoverRecord | null): DerivedEntry {
  const none = (basis: string): DerivedEntry => ({ derived: 'none', basis, tools: [] });
  if (cover === null) return none('This book has no cover yet, and its files carry no other images.');
  if (cover.madeBy === OFFLINE_WRITER)
    return none(
      `Infoforge's built-in cover designer drew the cover from shapes and type, with no image model. ${ONLY_IMAGE}`,
    );
  if (cover.madeBy === WRITTEN_BY_CREATOR) return none(`The cover is an image you uploaded. ${ONLY_IMAGE}`);
  if (cover.madeBy !== null) return paintedCover(cover.madeBy);
  if (cover.painted) return paintedCover(null);
  return none(
    `The cover has no art from an image model: Infoforge's cover designer drew it, or you uploaded it. ${ONLY_IMAGE}`,
  );
}
