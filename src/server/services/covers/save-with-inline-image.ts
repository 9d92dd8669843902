import type { Kysely } from 'kysely';
import type { SaveCoverInput, SavedCover } from '../../../shared/schemas/cover.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import type { StorageQuota } from '../storage/storage-quota.js';
import { forgetStoredFile } from '../storage/stored-files.js';
import { coverImageKey, storeInlineCoverImage } from './cover-files.js';

const INLINE = 'data:';

/**
 * A cover save whose image comes inline: the image is checked and stored first, outside the save's transaction (the
 * check takes tens of milliseconds of a core, and a transaction holds a connection: SQLite's only one), then the
 * save claims it by its URL. An image the save ends up not showing (it failed, or its save key had saved an earlier
 * cover) is released at once rather than left to the storage sweep (docs/decisions/0049).
 */
export async function saveWithInlineImage(
  db: Kysely<Database>,
  files: { storage: FileStorage; quota: StorageQuota },
  userId: string,
  input: SaveCoverInput,
  save: (input: SaveCoverInput) => Promise<SavedCover>,
): Promise<SavedCover> {
  if (!input.imageUrl.startsWith(INLINE)) return save(input);
  const imageUrl = await storeInlineCoverImage(db, files.storage, files.quota, userId, input.imageUrl);
  // A new file no other save knows of: once this save does not show it, nothing does.
  const release = () => forgetStoredFile(db, files.storage, coverImageKey(userId, imageUrl));
  try {
    const cover = await save({ ...input, imageUrl });
    if (cover.imageUrl !== imageUrl) await release();
    return cover;
  } catch (error) {
    await release();
    throw error;
  }
}
