import type { GenerateCoverImageInput, SavedCover } from '../../../shared/schemas/cover.js';
import type { CoverSpec } from '../../covers/render-cover.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { readCoverArt } from './cover-files.js';

/**
 * The design a saved cover was drawn from, as `renderCover` takes it: the request it was generated with (`input`, its
 * `generationInput`) and the art an image model painted under it, so it can be drawn again at any shape.
 */
export async function coverSpecOf(
  storage: FileStorage,
  userId: string,
  cover: Pick<SavedCover, 'imageUrl'>,
  input: GenerateCoverImageInput,
): Promise<CoverSpec> {
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
