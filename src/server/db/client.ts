import { SqliteDriver, type SqliteConnection } from './sqlite-driver.js';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { guardConnectionsInTransactions } from './in-transaction.js';
import type { Database } from './schema.js';
import { PG_CONNECT_TIMEOUT_MS, PG_POOL_SIZE, SQLITE_BUSY_TIMEOUT_MS, STATEMENT_CACHE_SIZE } from '../limits.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * Opens every pooled connection at once, before the first requests: otherwise the first moments of traffic
   * after a start wait for connections to be opened one by one (a no-op on SQLite, which has the one).
   */
  openConnections: () => Promise<void>;
  close: () => Promise<void>;
}

export type DatabaseTarget =
  /** A file's path, ':memory:', or a database's bytes (as `VACUUM INTO` writes them) to open in memory as a copy. */
  | { dialect: 'sqlite'; filename: string | Buffer }
  | { dialect: 'postgres'; connectionString: string; searchPath?: string; applicationName?: string };

export function openDatabase(target: DatabaseTarget, logger: Logger): DatabaseHandle {
  if (target.dialect === 'sqlite') {
    const sqlite = new SqliteDriver(target.filename);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    sqlite.pragma('synchronous = NORMAL');
    // SQLite's own lower() folds only ASCII; PostgreSQL's folds every letter. The admin's user search compares
    // lower() of both sides, so SQLite gets the same Unicode folding ('É' finds 'é') as PostgreSQL. (Lists
    // search a stored, already folded column instead: db/search-text.ts.)
    sqlite.function('lower', { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? value.toLowerCase() : value,
    );
    const db = new Kysely<Database>({
      dialect: guardConnectionsInTransactions(new SqliteDialect({ database: withStatementCache(sqlite) })),
    });
    return { db, dialect: 'sqlite', openConnections: () => Promise.resolve(), close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: PG_POOL_SIZE,
    application_name: target.applicationName ?? 'infoforge',
    // A dead server must fail a request quickly (503) rather than hang it.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  });
  // An idle pooled connection that the server drops (restart, failover, idle timeout) emits 'error';
  // the pool discards it and opens a new one on demand, so it is logged, never fatal.
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was dropped'));
  // One the server ends while it is checked out (between a transaction's statements, say) emits 'error' on the
  // client, where the pool does not listen: unheard, that would end the process. Its query fails with a 503 and
  // the pool drops it when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn({ err: error }, 'a database connection in use was dropped')),
  );
  const db = new Kysely<Database>({ dialect: guardConnectionsInTransactions(new PostgresDialect({ pool })) });
  const openConnections = async () => {
    const clients = await Promise.all(Array.from({ length: PG_POOL_SIZE }, () => pool.connect()));
    for (const client of clients) client.release();
  };
  return { db, dialect: 'postgres', openConnections, close: () => db.destroy() };
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare: keeping the compiled
 * statements, keyed by their SQL text, lets a repeated query skip that step.
 */
function withStatementCache(sqlite: SqliteConnection): SqliteDatabase {
  const statements = new Map<string, ReturnType<SqliteConnection['prepare']>>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
