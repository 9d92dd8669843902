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
  const tables = (await ownTables(db, dialect)).map((table) => table.name).sort();
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    rows[table] = sorted((await sql`select * from ${sql.table(table)}`.execute(db)).rows).map(({ row }) => row);
  }
  return { definitions: await definitionsOf(db, dialect), rows };
}

/**
 * The test's own tables and their columns: on PostgreSQL, those of its schema only. (Kysely's introspection reads
 * every schema, so it would meet other tests' tables, and fail when one is dropped while it reads.)
 */
export async function ownTables(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<{ name: string; columns: string[] }[]> {
  if (dialect === 'sqlite') {
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    return tables.map((table) => ({ name: table.name, columns: table.columns.map((column) => column.name) }));
  }
  const { rows } = await sql<{ name: string; columns: string[] }>`
    select table_name as name, array_agg(column_name::text order by ordinal_position) as columns
    from information_schema.columns where table_schema = current_schema()
    group by table_name
  `.execute(db);
  return rows;
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
