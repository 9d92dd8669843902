import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { now, readCount } from './codec.js';
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
    async clear(key) {
      await db.deleteFrom('rate_hits').where('key', '=', key).execute();
    },
  };
}
