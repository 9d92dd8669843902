import { createThrowawayDatabase } from '../tests/support/throwaway-postgres.js';
import { reachable } from './reachable.js';

/** The PostgreSQL server a bench makes its database on unless TEST_POSTGRES_URL names another. */
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `bench` against a database of its own, made on the PostgreSQL server of TEST_POSTGRES_URL (this machine's by
 * default) and dropped afterwards; when the server cannot be reached, says `{title}, postgres: skipped` and why.
 */
export async function onThrowawayPostgres(title: string, prefix: string, bench: (url: string) => Promise<void>) {
  const serverUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
  if (!(await reachable(serverUrl))) {
    console.log(`\n${title}, postgres: skipped (${new URL(serverUrl).host} is not reachable)`);
    return;
  }
  const database = await createThrowawayDatabase(serverUrl, prefix);
  try {
    await bench(database.url);
  } finally {
    await database.drop();
  }
}
