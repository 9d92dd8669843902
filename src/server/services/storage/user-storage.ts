import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from './backends/file-storage.js';
import type { StorageQuota } from './storage-quota.js';
import { forgetStoredFile, recordStoredFile } from './stored-files.js';

/**
 * The app's storage as one user writes to it: each file is recorded and counted against the user's quota before it
 * is written, and a write past the quota is refused (413) with nothing written. A write that fails leaves no record
 * and no partial file (docs/decisions/0034-bounded-storage.md). Records and bytes go through `db`: inside its
 * transaction when it is one (docs/decisions/0043-one-connection-per-transaction.md).
 */
export function userStorage(
  db: Kysely<Database>,
  storage: FileStorage,
  quota: StorageQuota,
  userId: string,
): FileStorage {
  const files = storage.within(db);
  return {
    ...files,
    async save(key, bytes) {
      await recordStoredFile(db, quota, userId, key, bytes.byteLength);
      try {
        await files.save(key, bytes);
      } catch (error) {
        await forgetStoredFile(db, files, key).catch(() => undefined);
        throw error;
      }
    },
  };
}
