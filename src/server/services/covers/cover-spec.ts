import type { SavedCover } from '../../../shared/schemas/cover.js';
import type { CoverSpec } from '../../covers/render-cover.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { readCoverArt } from './cover-files.js';

/**
 * The design a saved cover was drawn from, as `renderCover` takes it: the request it was generated with and the art an
 * image model painted under it, so it can be drawn again at any shape. Null for a cover with no such request (one
 * saved from an image alone), which can only be shown as it is.
 */
export async function coverSpecOf(storage: FileStorage, userId: string, cover: SavedCover): Promise<CoverSpec | null> {
  const input = cover.generationInput;
  if (!input) return null;
  const art = await readCoverArt(storage, userId, cover.imageUrl);
  return {
    title: input.title,
    author: input.authorName,
    style: input.style,
    colorScheme: input.colorScheme,
    customPrompt: input.customPrompt || input.additionalDetails,
    ...(art ? { art } : {}),
  };
}
