import { sql, type Migration } from 'kysely';
import type { Dialect } from '../client.js';
import type { MigrationDb } from '../column-types.js';
import { SEARCHED_TABLES, sqliteSearchRowid, sqliteSearchTable } from '../search-index.js';

/**
 * A trigram index over every listed table's `search_text` (docs/decisions/0032-indexed-search.md), filled from the
 * rows already there and kept by the database in the same transaction as every change.
 */
export function searchIndexMigration(dialect: Dialect): Migration {
  return {
    async up(db: MigrationDb) {
      if (dialect === 'postgres') await createPostgresIndexes(db);
      else await createSqliteIndexes(db);
    },
  };
}

/** pg_trgm indexes the trigrams, btree_gin lets the same GIN index hold the owner. */
async function createPostgresIndexes(db: MigrationDb) {
  for (const extension of ['pg_trgm', 'btree_gin']) {
    try {
      await sql`create extension if not exists ${sql.id(extension)}`.execute(db);
    } catch (error) {
      throw new Error(
        `Migration 0017 needs the PostgreSQL extension ${extension} (shipped with PostgreSQL's contrib, trusted since PostgreSQL 13): create it as a superuser with \`create extension ${extension};\` in this database, or install the contrib package`,
        { cause: error },
      );
    }
  }
  for (const table of SEARCHED_TABLES) {
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)}
      using gin (user_id, search_text gin_trgm_ops)`.execute(db);
  }
}

/**
 * One contentless FTS5 table per listed table, trigram-tokenized and case-sensitive (search_text is folded already,
 * so FTS5 must not fold again), with row ids that group each owner's rows (search-index.ts); triggers keep it.
 */
async function createSqliteIndexes(db: MigrationDb) {
  for (const table of SEARCHED_TABLES) {
    const fts = sqliteSearchTable(table);
    await sql`create virtual table ${sql.table(fts)} using fts5(search_text, content='', contentless_delete=1,
      tokenize='trigram case_sensitive 1')`.execute(db);
    await sql`insert into ${sql.table(fts)} (rowid, search_text)
      select ${sqliteSearchRowid('new')}, search_text from ${sql.table(table)} as new`.execute(db);
    const insertNew = sql`insert into ${sql.table(fts)} (rowid, search_text) values (${sqliteSearchRowid('new')}, new.search_text);`;
    const deleteOld = sql`delete from ${sql.table(fts)} where rowid = ${sqliteSearchRowid('old')};`;
    await sql`create trigger ${sql.id(`${table}_search_on_insert`)} after insert on ${sql.table(table)}
      begin ${insertNew} end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_on_update`)}
      after update of user_id, search_text on ${sql.table(table)}
      begin ${deleteOld} ${insertNew} end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_on_delete`)} after delete on ${sql.table(table)}
      begin ${deleteOld} end`.execute(db);
  }
}
