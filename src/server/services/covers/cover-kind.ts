import type { CoverSummary, SaveCoverInput, SavedCover } from '../../../shared/schemas/cover.js';
import { COVER_SAVE_RETRY_SECONDS, COVER_SAVES_AT_ONCE } from '../../limits.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import type { StorageQuota } from '../storage/storage-quota.js';
import type { SavedItemKind } from '../saved-items/saved-item-kinds.js';
import { coverStore, releaseCoverImage } from './cover-store.js';
import { saveWithInlineImage } from './save-with-inline-image.js';

/** A cover save past COVER_SAVES_AT_ONCE: the page sends one at a time, so this is a burst of them. */
export const COVER_SAVES_AT_ONCE_MESSAGE = `You are already saving ${COVER_SAVES_AT_ONCE} covers. Please wait a moment for them to finish, then try again.`;

/** Covers: their images are files in `storage`, counted against the user's `quota`. */
export const coverKind = (
  storage: FileStorage,
  quota: StorageQuota,
): SavedItemKind<SaveCoverInput, SavedCover, CoverSummary> => ({
  table: 'cover_images',
  store: coverStore(storage, quota),
  afterUpdate: (db, userId, replaced, startedAt) =>
    releaseCoverImage(db, storage, userId, replaced.imageUrl, startedAt),
  saveAround: (db, userId, input, save) => saveWithInlineImage(db, { storage, quota }, userId, input, save),
  savesAtOnce: {
    atOnce: COVER_SAVES_AT_ONCE,
    message: COVER_SAVES_AT_ONCE_MESSAGE,
    retryAfterSeconds: COVER_SAVE_RETRY_SECONDS,
  },
});
