import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * Bounded storage (docs/decisions/0034-bounded-storage.md): `stored_files` records each stored file's owner, size and
 * when a write last claimed it (the sweep's grace period runs from there); `storage_usage` is each user's stored
 * bytes, changed in the same transaction as the rows of `stored_files`, so a quota check is one conditional update.
 * Files stored before this migration are recorded by the first sweep.
 */
export function storedFilesMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  const bytes = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('stored_files')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull())
        .addColumn('size', bytes, (c) => c.notNull())
        .addColumn('claimed_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stored_files_claimed_at_idx').on('stored_files').column('claimed_at').execute();
      await db.schema
        .createTable('storage_usage')
        .addColumn('user_id', t.id, (c) => c.primaryKey())
        .addColumn('bytes', bytes, (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
