import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { createLogger, type Logger } from '../../src/server/logger.js';
import { testDatabasePrefix } from './postgres-run-cleanup.js';
import { runOnServer } from './throwaway-postgres.js';

/** What brings a new, empty database up to date: the app's own start, as the test context boots it. */
export type Migrate = (database: DatabaseHandle) => Promise<void>;

/**
 * Every test database's name starts with this: the run's PostgreSQL databases are dropped by name at its end
 * (postgres-run-cleanup.ts), whatever a test left behind. Set by that global set-up for the workers it starts.
 */
export const TEST_DATABASE_PREFIX = testDatabasePrefix(process.env.INFOFORGE_TEST_RUN ?? '');

let migratedSqlite: Promise<Buffer> | undefined;

/**
 * A SQLite database brought up to date once per test worker, kept as its bytes (`VACUUM INTO`); each context opens a
 * copy, in memory or in `file` (for worker processes that open it too), so the migrations run once, not per test.
 */
export async function openCopyOfMigratedSqlite(file: string, migrate: Migrate, logger: Logger) {
  migratedSqlite ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'infoforge-migrated-'));
    const database = openDatabase({ dialect: 'sqlite', filename: ':memory:' }, createLogger('silent'));
    try {
      await migrate(database);
      const image = path.join(dir, 'migrated.sqlite');
      await sql`vacuum into ${image}`.execute(database.db);
      return readFileSync(image);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  const image = await migratedSqlite;
  if (file === ':memory:') return openDatabase({ dialect: 'sqlite', filename: image }, logger);
  writeFileSync(file, image);
  return openDatabase({ dialect: 'sqlite', filename: file }, logger);
}

/** The URL of the database `name` on the server `serverUrl` points at. */
const databaseUrl = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** The migrated template of each PostgreSQL server this worker has used, by its URL. */
const templates = new Map<string, Promise<string>>();

/**
 * A new PostgreSQL database, a copy (`CREATE DATABASE … TEMPLATE`) of one this worker migrated once on the same
 * server: its name (also the application_name of its connections), its URL, and `drop()`, which removes it with any
 * sessions still on it.
 */
export async function copyOfMigratedPostgres(serverUrl: string, migrate: Migrate) {
  let template = templates.get(serverUrl);
  if (template === undefined) {
    template = migratedPostgresTemplate(serverUrl, migrate);
    templates.set(serverUrl, template);
  }
  const name = `${TEST_DATABASE_PREFIX}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await runOnServer(serverUrl, `create database ${name} template ${await template}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Makes and migrates this worker's template database; every connection to it is closed, so it can be copied. */
async function migratedPostgresTemplate(serverUrl: string, migrate: Migrate): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const database = openDatabase(
    { dialect: 'postgres', connectionString: databaseUrl(serverUrl, name) },
    createLogger('silent'),
  );
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return name;
}
