import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Runs `fn` while this process holds a PostgreSQL advisory lock named `key`, so processes that share the
 * database take turns. The lock lives on one pooled connection and ends with it if the process dies.
 */
export function withAdvisoryLock<T>(db: Kysely<Database>, key: string, fn: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}
