import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Runs `work` in a transaction: in `db` itself when it already is one (the work then commits or rolls back with the
 * caller's), in a new one otherwise. Kysely does not nest transactions, so a step that must be atomic and may be
 * called from inside another's transaction opens its own through here.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
