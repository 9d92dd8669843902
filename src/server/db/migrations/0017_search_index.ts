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

/** Taken while creating the extensions, so two schemas of one database migrating at once do not both create them. */
const EXTENSIONS_LOCK = 290017;

/**
 * pg_trgm indexes the trigrams, btree_gin lets the same GIN index hold the owner. An extension belongs to the
 * database, not to the schema the app's tables are in: it is created in `public` when it is not there yet (in the
 * tables' schema, dropping that schema would drop it under every other schema's indexes), and the operator class is
 * named with the schema the extension is actually in.
 */
async function createTrigramIndexes(db: MigrationDb) {
  await sql`select pg_advisory_xact_lock(${EXTENSIONS_LOCK})`.execute(db);
  for (const extension of ['pg_trgm', 'btree_gin']) {
    try {
      await sql`create extension if not exists ${sql.id(extension)} with schema public`.execute(db);
    } catch (error) {
      throw new Error(
        `Migration 0017 needs the PostgreSQL extension ${extension} (in PostgreSQL's contrib, trusted since PostgreSQL 13): have a superuser run \`create extension ${extension} with schema public;\` in this database, or install the contrib package`,
        { cause: error },
      );
    }
  }
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const trigramSchema = rows[0]?.schema ?? 'public';
  for (const table of SEARCHED_TABLES) {
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)}
      using gin (user_id, search_text ${sql.id(trigramSchema, 'gin_trgm_ops')})`.execute(db);
  }
}
