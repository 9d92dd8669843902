import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { STORAGE_GRACE_MS, STORAGE_SWEEP_BATCH } from '../../limits.js';
import type { FileStorage } from './backends/file-storage.js';
import { ownerOf } from './file-references.js';
import { recordFoundFile, releaseStoredFile } from './stored-files.js';

/**
 * The storage sweep (docs/decisions/0034-bounded-storage.md): records the files found in storage without a record,
 * then removes every file no saved item or project points to and no write has claimed for the grace period. Storage
 * is listed before the records are read: a save records its file before writing it, so a file listed here without a
 * record is not one being saved. Answers how many files it recorded and removed.
 */
export async function sweepStoredFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  at: number = Date.now(),
): Promise<{ recorded: number; removed: number }> {
  const found = await storage.entries();
  const recordedKeys = new Set((await db.selectFrom('stored_files').select('key').execute()).map((row) => row.key));
  let recorded = 0;
  for (const { key, size } of found) {
    const owner = ownerOf(key);
    if (recordedKeys.has(key) || owner === null) continue;
    await recordFoundFile(db, owner, key, size);
    recorded += 1;
  }
  const claimedBefore = new Date(at - STORAGE_GRACE_MS).toISOString();
  let removed = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .selectFrom('stored_files')
      .select('key')
      .where('claimed_at', '<', claimedBefore)
      .where('key', '>', after)
      .orderBy('key')
      .limit(STORAGE_SWEEP_BATCH)
      .execute();
    for (const { key } of batch) if (await releaseStoredFile(db, storage, key, claimedBefore)) removed += 1;
    if (batch.length < STORAGE_SWEEP_BATCH) break;
    after = batch[batch.length - 1]!.key;
  }
  return { recorded, removed };
}
