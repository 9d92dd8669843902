import { sql, type Kysely } from 'kysely';
import { now, readCount } from '../../db/codec.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from './backends/file-storage.js';
import { isReferenced } from './file-references.js';
import { StorageFullError, type StorageQuota } from './storage-quota.js';

/**
 * The record of stored files and each user's stored bytes (docs/decisions/0034-bounded-storage.md). A file is
 * recorded and counted before it is written and uncounted after its record is gone, so the count is never below what
 * is stored, and a record whose file was never written is removed by the sweep like any other unused file.
 */

/** Gives the user a row of stored bytes (0) unless they have one: a write, so it takes SQLite's write lock. */
async function ensureUsageRow(trx: Kysely<Database>, userId: string) {
  await trx
    .insertInto('storage_usage')
    .values({ user_id: userId, bytes: 0 })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/**
 * Changes the user's stored bytes by `delta`; a growth past the `quota` changes nothing and is refused. Without a
 * quota (a file found already stored, or bytes given back) the count changes whatever it comes to.
 */
async function addUsage(trx: Kysely<Database>, userId: string, delta: number, quota: StorageQuota | null) {
  await ensureUsageRow(trx, userId);
  const limit = delta > 0 ? quota : null;
  // One conditional update: on PostgreSQL two at once take turns on the row and the second sees the first's bytes.
  const result = await trx
    .updateTable('storage_usage')
    .set({ bytes: sql`bytes + ${delta}` })
    .where('user_id', '=', userId)
    .$if(limit !== null, (query) => query.where(sql<boolean>`bytes + ${delta} <= ${limit!.bytes}`))
    .executeTakeFirst();
  if (limit && result.numUpdatedRows === 0n) throw new StorageFullError(limit);
}

/**
 * Records a file of `size` bytes for its owner, counted against their quota, before it is written: past the quota it
 * is refused (413) and nothing is recorded. Storing under a recorded key again replaces its size.
 */
export async function recordStoredFile(
  db: Kysely<Database>,
  quota: StorageQuota,
  userId: string,
  key: string,
  size: number,
) {
  await inTransaction(db, async (trx) => {
    // Written before anything is read: a SQLite transaction that reads first and then writes fails at once (busy)
    // when another process wrote in between, as two job workers sharing one database file do; one that writes first
    // waits for the lock instead.
    await ensureUsageRow(trx, userId);
    const earlier = await trx.selectFrom('stored_files').select('size').where('key', '=', key).executeTakeFirst();
    await addUsage(trx, userId, size - (earlier ? readCount(earlier.size) : 0), quota);
    await trx
      .insertInto('stored_files')
      .values({ key, user_id: userId, size, claimed_at: now() })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ size, claimed_at: now() }))
      .execute();
  });
}

/**
 * A save that will point to one of the user's stored files claims it first: its grace period starts again, so the
 * sweep leaves it while the save commits. False when there is no such file (or the sweep has just taken it).
 */
export async function claimStoredFile(db: Kysely<Database>, userId: string, key: string): Promise<boolean> {
  const result = await db
    .updateTable('stored_files')
    .set({ claimed_at: now() })
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Removes the file under `key` if no saved row points to it and no write claimed it since `claimedBefore`: the record
 * goes first, in one conditional statement, then the file. A file whose removal fails is found by the next sweep.
 * Answers whether it was removed.
 */
export function releaseStoredFile(
  db: Kysely<Database>,
  storage: FileStorage,
  key: string,
  claimedBefore: string,
): Promise<boolean> {
  return removeRecorded(db, storage, key, claimedBefore);
}

/** Removes the file under `key` and its record whatever points to it: a write that failed or was refused midway. */
export async function forgetStoredFile(db: Kysely<Database>, storage: FileStorage, key: string): Promise<void> {
  await removeRecorded(db, storage, key, null);
}

async function removeRecorded(db: Kysely<Database>, storage: FileStorage, key: string, claimedBefore: string | null) {
  const removed = await inTransaction(db, async (trx) => {
    const row = await trx
      .deleteFrom('stored_files')
      .where('key', '=', key)
      .$if(claimedBefore !== null, (query) =>
        query.where('claimed_at', '<', claimedBefore!).where((eb) => eb.not(isReferenced(eb, key))),
      )
      .returning(['user_id', 'size'])
      .executeTakeFirst();
    if (row) await addUsage(trx, row.user_id, -readCount(row.size), null);
    return row !== undefined;
  });
  if (removed) await storage.within(db).remove(key);
  return removed;
}

/**
 * Records a file found in storage with no record (stored before files were recorded, or left by a removal that
 * failed after its record went): counted for its owner whatever their quota, its grace period starting now.
 */
export async function recordFoundFile(db: Kysely<Database>, userId: string, key: string, size: number) {
  await inTransaction(db, async (trx) => {
    const recorded = await trx
      .insertInto('stored_files')
      .values({ key, user_id: userId, size, claimed_at: now() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (recorded) await addUsage(trx, userId, size, null);
  });
}

/** Whether the user is below their quota: work that stores a file may start. */
export async function hasStorageRoom(db: Kysely<Database>, quota: StorageQuota, userId: string): Promise<boolean> {
  const usage = await db.selectFrom('storage_usage').select('bytes').where('user_id', '=', userId).executeTakeFirst();
  return !usage || readCount(usage.bytes) < quota.bytes;
}

/** Refuses (413) work that would store a file for a user already at their quota, before the work is done. */
export async function requireStorageRoom(db: Kysely<Database>, quota: StorageQuota, userId: string): Promise<void> {
  if (!(await hasStorageRoom(db, quota, userId))) throw new StorageFullError(quota);
}
