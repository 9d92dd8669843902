import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/** Timed hits per key (failed sign-ins per account…), counted over a window by every instance alike. */
export function rateHitsMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('rate_hits')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_hits_key_created_idx').on('rate_hits').columns(['key', 'created_at']).execute();
    },
  };
}
