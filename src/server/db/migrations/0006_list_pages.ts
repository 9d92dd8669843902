import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import type { MigrationDb } from '../column-types.js';

const LISTED_TABLES = [
  'projects',
  'niches',
  'product_ideas',
  'product_titles',
  'generated_content',
  'cover_images',
] as const;

/**
 * Lists are read a page at a time, newest first with the id breaking ties: one index per list on
 * (user_id, created_at, id) serves every page, and replaces the (user_id, created_at) one.
 */
export function listPagesMigration(_dialect: Dialect): Migration {
  return {
    async up(db: MigrationDb) {
      for (const table of LISTED_TABLES) {
        await db.schema
          .createIndex(`${table}_user_created_id_idx`)
          .on(table)
          .columns(['user_id', 'created_at', 'id'])
          .execute();
        await db.schema.dropIndex(`${table}_user_created_idx`).execute();
      }
    },
  };
}
