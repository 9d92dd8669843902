import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

export type DatabaseTarget =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string; searchPath?: string };

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.dialect === 'sqlite') {
    const sqlite = new BetterSqlite3(target.filename);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: 10,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
