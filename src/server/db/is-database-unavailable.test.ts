import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../tests/support/test-context.js';
import { isDatabaseUnavailable } from './is-database-unavailable.js';

describe('isDatabaseUnavailable', () => {
  it('tells an unreachable database from a bad query', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it.runIf(DIALECTS.includes('postgres'))(
    'counts a wait for a pooled connection that runs out as unavailable, so it is answered 503',
    async () => {
      const pool = new pg.Pool({
        connectionString: process.env.TEST_POSTGRES_URL,
        max: 1,
        connectionTimeoutMillis: 50,
      });
      const busy = await pool.connect();
      try {
        const waited = await pool.connect().then(
          () => new Error('a second connection was given'),
          (error: unknown) => error,
        );
        expect(isDatabaseUnavailable(waited)).toBe(true);
      } finally {
        busy.release();
        await pool.end();
      }
    },
  );
});
