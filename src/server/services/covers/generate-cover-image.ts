import type { CoverArt, CoverArtEngine } from '../../ai/index.js';
import { DEFAULT_COLOR_SCHEME } from '../../../shared/catalog.js';
import type { GenerateCoverImageRequest, GenerateCoverImageResult } from '../../../shared/schemas/cover.js';
import { leftOutNotes } from './draw/drawable-text.js';
import { drawnWithout } from './draw/drawn-without.js';
import { renderCover } from './draw/render-cover.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import type { GenerationDeps } from '../generation/generation-deps.js';
import { failGeneration } from '../generation/generation-failure.js';
import { recordGeneration } from '../generation/record-generation.js';
import { withFailureMessage } from '../with-failure-message.js';
import type { StorageQuota } from '../storage/storage-quota.js';
import { requireStorageRoom } from '../storage/stored-files.js';
import { storeCoverImage } from './cover-files.js';
import { releaseCoverImage } from './cover-store.js';
import type { LatestCoverPreviews } from './latest-cover-previews.js';
import { now } from '../../db/codec.js';
import { OFFLINE_WRITER, writerOf } from '../sections/content-writer.js';

export interface CoverGenerationDeps extends GenerationDeps {
  coverArt: CoverArtEngine;
  storage: FileStorage;
  storageQuota: StorageQuota;
  previews: LatestCoverPreviews;
}

const TASK = 'generate-cover-image';

/**
 * Draws a cover for the signed-in user and stores it: the image model paints the background when one is set up,
 * our renderer sets the title and author in real type (so they are never misspelled). Answers the image's URL and
 * what the renderer could not draw: emoji it has no face for and, without an image model, what of the colour scheme
 * and prompt it does not paint. The preview it `replaces` on the page that asked is given back once the new one is
 * stored, unless a saved cover shows it or a save claimed it since this request began; of the previews the user
 * drew, only the latest COVER_PREVIEWS_KEPT are kept unless saved or claimed since they were answered, so previews
 * never fill the room their kept files have (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
export async function generateCoverImage(
  deps: CoverGenerationDeps,
  userId: string,
  input: GenerateCoverImageRequest,
  signal: AbortSignal,
): Promise<GenerateCoverImageResult> {
  const requestedAt = now();
  await requireStorageRoom(deps.db, deps.storageQuota, userId);
  await deps.limiter.take(userId, deps.coverArt.info);
  const startedAt = performance.now();
  const colorScheme = input.colorScheme || DEFAULT_COLOR_SCHEME;
  const customPrompt = input.customPrompt || input.additionalDetails;
  let art: CoverArt | null;
  try {
    art = await deps.coverArt.drawArt(
      { title: input.title, style: input.style, colorScheme, customPrompt, tone: input.titleContext?.tone },
      { signal },
    );
  } catch (error) {
    throw await failGeneration(deps, userId, TASK, error, startedAt, deps.coverArt.info);
  }
  const imageUrl = await withFailureMessage(deps.logger, 'Failed to generate cover image', async () => {
    const png = await renderCover({
      title: input.title,
      author: input.authorName,
      style: input.style,
      colorScheme,
      customPrompt,
      ...(art ? { art } : {}),
    });
    const madeBy = art ? writerOf(deps.coverArt.info) : OFFLINE_WRITER;
    return storeCoverImage(deps.db, deps.storage, deps.storageQuota, userId, { png, madeBy, ...(art ? { art } : {}) });
  });
  if (input.replaces) await releaseCoverImage(deps.db, deps.storage, userId, input.replaces, requestedAt);
  await recordGeneration(deps.db, deps.logger, {
    userId,
    task: TASK,
    info: deps.coverArt.info,
    usage: { inputTokens: 0, outputTokens: 0 },
    durationMs: performance.now() - startedAt,
    outcome: 'success',
  });
  // Before the answer names the new preview: no save can have claimed it yet, and one that claims it later keeps it.
  // A millisecond on, so its own store, which may fall in this very millisecond, counts as claimed before the answer;
  // a save can only claim it after the answer has crossed the network and back.
  const answeredAt = new Date(Date.now() + 1).toISOString();
  for (const older of deps.previews.add(userId, { imageUrl, answeredAt }))
    await releaseCoverImage(deps.db, deps.storage, userId, older.imageUrl, older.answeredAt);
  const notes = [
    ...leftOutNotes(input.title, input.authorName),
    ...(art ? [] : drawnWithout(colorScheme, customPrompt)),
  ];
  return { imageUrl, notes };
}
