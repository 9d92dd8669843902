import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { now, readCount, readDate } from './codec.js';
import type { Database } from './schema.js';
import { inTransaction } from './in-transaction.js';

/**
 * Counted events per key over a sliding window, kept in the database so every app instance sees the same
 * counts. A key's hits older than the window are dropped as new ones arrive.
 */
export interface RateHits {
  /** How many hits the key has had in the last `windowMs`. */
  count(key: string, windowMs: number): Promise<number>;
  /** Records one hit for the key, dropping its hits older than `windowMs`. */
  record(key: string, windowMs: number): Promise<void>;
  /** How long until no more than `keep` of the key's hits are left in the last `windowMs`: 0 when that is so now. */
  waitUntilAtMost(key: string, windowMs: number, keep: number): Promise<number>;
  /** Forgets every hit of the key. */
  clear(key: string): Promise<void>;
}

const since = (windowMs: number) => new Date(Date.now() - windowMs).toISOString();

export function createRateHits(db: Kysely<Database>): RateHits {
  return {
    async count(key, windowMs) {
      const row = await db
        .selectFrom('rate_hits')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('key', '=', key)
        .where('created_at', '>', since(windowMs))
        .executeTakeFirstOrThrow();
      return readCount(row.count);
    },
    async record(key, windowMs) {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('rate_hits').where('key', '=', key).where('created_at', '<=', since(windowMs)).execute();
        await trx.insertInto('rate_hits').values({ id: randomUUID(), key, created_at: now() }).execute();
      });
    },
    async waitUntilAtMost(key, windowMs, keep) {
      // The newest hit past the first `keep` is the one whose leaving brings the count down to `keep`.
      const row = await db
        .selectFrom('rate_hits')
        .select('created_at')
        .where('key', '=', key)
        .where('created_at', '>', since(windowMs))
        .orderBy('created_at', 'desc')
        .limit(1)
        .offset(keep)
        .executeTakeFirst();
      if (!row) return 0;
      return Math.max(0, new Date(readDate(row.created_at)).getTime() + windowMs - Date.now());
    },
    async clear(key) {
      await db.deleteFrom('rate_hits').where('key', '=', key).execute();
    },
  };
}
