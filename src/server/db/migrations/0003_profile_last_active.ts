import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/** When each user last had a session start or refresh: sessions are deleted on sign-out, this stays. */
export function profileLastActiveMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('profiles').addColumn('last_active_at', t.timestamp).execute();
      await db.schema.createIndex('profiles_last_active_idx').on('profiles').column('last_active_at').execute();
    },
  };
}
