import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema.js';

/**
 * pg-boss's SQL through the app's connection pool. Some of its statements are whole transactions in one string
 * (`BEGIN; …; COMMIT;`): one that fails midway (two processes installing its schema at once) would leave its
 * connection inside an aborted transaction, so a failure is rolled back before the connection goes back to the pool.
 */
export function pgBossDb(db: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: (text, values) =>
      db.connection().execute(async (connection) => {
        try {
          return await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
          throw error;
        }
      }),
  };
}
