import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * Covers keep the generate-cover-image request they came from (edit and regenerate prefill from it) and the saved
 * title they were made for. `files` holds stored files when they live in the database (PostgreSQL); `size` is
 * kept beside the bytes so a download can say its length without reading them.
 */
export function coverFilesMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('cover_images').addColumn('generation_input', t.json).execute();
      await db.schema
        .alterTable('cover_images')
        .addColumn('title_id', t.id, (c) => c.references('product_titles.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('cover_images_title_id_idx').on('cover_images').column('title_id').execute();
      await db.schema
        .createTable('files')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('size', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
    },
  };
}
