import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** How every PostgreSQL test database of the run `run` is named to begin with (migrated-databases.ts). */
export const testDatabasePrefix = (run: string) => `infoforge_t${run}_`;

/**
 * Vitest's global set-up: names this run (INFOFORGE_TEST_RUN, which the workers it starts inherit and put in every
 * test database's name, migrated-databases.ts), and at its end drops every PostgreSQL database of the run still
 * there: the workers' templates, and any a test could not drop.
 */
export default function setup() {
  process.env.INFOFORGE_TEST_RUN ??= randomUUID().replace(/-/g, '').slice(0, 8);
  const run = process.env.INFOFORGE_TEST_RUN;
  return async () => {
    const serverUrl = process.env.TEST_POSTGRES_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [testDatabasePrefix(run)],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
