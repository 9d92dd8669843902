import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../tests/support/test-context.js';
import { createLogger } from '../logger.js';
import { openDatabase } from './client.js';

const postgresUrl = process.env.TEST_POSTGRES_URL;

/** How many connections the server holds open for this application name. */
async function connectionsNamed(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ count: string }>(
      'select count(*) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return Number(rows[0]!.count);
  } finally {
    await admin.end();
  }
}

describe.runIf(DIALECTS.includes('postgres'))('the PostgreSQL connection pool', () => {
  it('opens all its connections at once when asked, and queries then use them', async () => {
    const applicationName = `pool_${randomUUID().replace(/-/g, '')}`;
    const handle = openDatabase(
      { dialect: 'postgres', connectionString: postgresUrl!, applicationName },
      createLogger('silent'),
    );
    try {
      expect(await connectionsNamed(applicationName)).toBe(0);
      await handle.openConnections();
      expect(await connectionsNamed(applicationName)).toBe(10);
      await Promise.all(Array.from({ length: 20 }, () => sql`select pg_sleep(0.01)`.execute(handle.db)));
      expect(await connectionsNamed(applicationName)).toBe(10);
    } finally {
      await handle.close();
    }
  });
});
