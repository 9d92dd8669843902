import { sql, type Migration } from 'kysely';
import type { Dialect } from '../client.js';
import type { MigrationDb } from '../column-types.js';

/** Each listed table, whose lists are searched by its `search_text` column. */
const SEARCHED_TABLES = [
  'projects',
  'niches',
  'product_ideas',
  'product_titles',
  'generated_content',
  'cover_images',
] as const;

/**
 * The indexes a list's search reads (docs/decisions/0032-indexed-search.md). On both databases each listed table's
 * newest-first index also carries `search_text`, so a page's scan tests a row's title on the index entry and stops
 * once the page is full; it replaces 0006's (user_id, created_at, id) and 0008's (user_id, search_text, id). On
 * PostgreSQL a GIN trigram index on (user_id, search_text) answers a rare word without that scan; the planner
 * chooses between the two for each search.
 */
export function searchIndexMigration(dialect: Dialect): Migration {
  return {
    async up(db: MigrationDb) {
      if (dialect === 'postgres') await createTrigramIndexes(db);
      for (const table of SEARCHED_TABLES) {
        await db.schema
          .createIndex(`${table}_user_created_search_idx`)
          .on(table)
          .columns(['user_id', 'created_at', 'id', 'search_text'])
          .execute();
        await db.schema.dropIndex(`${table}_user_created_id_idx`).execute();
        await db.schema.dropIndex(`${table}_user_search_idx`).execute();
      }
    },
  };
}

/** pg_trgm indexes the trigrams, btree_gin lets the same GIN index hold the owner. */
async function createTrigramIndexes(db: MigrationDb) {
  for (const extension of ['pg_trgm', 'btree_gin']) {
    try {
      await sql`create extension if not exists ${sql.id(extension)}`.execute(db);
    } catch (error) {
      throw new Error(
        `Migration 0017 needs the PostgreSQL extension ${extension} (in PostgreSQL's contrib, trusted since PostgreSQL 13): have a superuser run \`create extension ${extension};\` in this database, or install the contrib package`,
        { cause: error },
      );
    }
  }
  for (const table of SEARCHED_TABLES) {
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)}
      using gin (user_id, search_text gin_trgm_ops)`.execute(db);
  }
}
