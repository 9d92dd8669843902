import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.js';
import type { Dialect } from '../../src/server/db/client.js';

/** Rows in an order that does not depend on how the database happened to return them. */
const sorted = (rows: unknown[]) =>
  rows.map((row) => ({ key: JSON.stringify(row), row })).sort((a, b) => a.key.localeCompare(b.key));

/**
 * Everything a migration could change in a test's database: the definition of every table, column, index and
 * constraint, and every row of every table (the migrations' own bookkeeping included). Two snapshots are equal
 * only if nothing was changed between them.
 */
export async function snapshotDatabase(db: Kysely<Database>, dialect: Dialect) {
  const tables = (await tablesOf(db, dialect)).sort();
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    rows[table] = sorted((await sql`select * from ${sql.table(table)}`.execute(db)).rows).map(({ row }) => row);
  }
  return { definitions: await definitionsOf(db, dialect), rows };
}

/** The test's own tables: a PostgreSQL test sees only its schema, not the other tests' nor the job queue's. */
async function tablesOf(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  if (dialect === 'sqlite') {
    return (await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name);
  }
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema()
  `.execute(db);
  return rows.map((row) => row.name);
}

async function definitionsOf(db: Kysely<Database>, dialect: Dialect) {
  if (dialect === 'sqlite') {
    // SQLite keeps each table, index and trigger as the statement that creates it, altered columns included.
    return (await sql`select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db)).rows;
  }
  const columns = await sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = current_schema()
    order by table_name, column_name
  `.execute(db);
  const indexes = await sql`
    select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname
  `.execute(db);
  const constraints = await sql`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = current_schema()::regnamespace
    order by table_name, conname
  `.execute(db);
  return { columns: columns.rows, indexes: indexes.rows, constraints: constraints.rows };
}
