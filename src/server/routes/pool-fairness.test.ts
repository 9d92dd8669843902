import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { COVER_PNG } from '../../../tests/support/book-fixtures.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { COVER_SAVES_AT_ONCE, PG_CONNECT_TIMEOUT_MS, PG_POOL_SIZE } from '../limits.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

const DATA_URL = `data:image/png;base64,${Buffer.from(COVER_PNG).toString('base64')}`;

/**
 * A burst of cover saves must not take the pool from everyone else (docs/decisions/0043): each save
 * records its image in its own transaction, and once the bytes were stored through a second connection, a dozen
 * saves held every connection while each waited for another, so every other request waited the connect timeout
 * and answered 503. On PostgreSQL, where stored files live in the database.
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)('users saving covers while another reads (postgres)', () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  it.each([12, 20])(
    '%i saves at once leave the pool to the other user: every read answers 200 quickly',
    async (saves) => {
      expect(saves).toBeGreaterThanOrEqual(PG_POOL_SIZE);
      ctx = await createTestContext('postgres');
      // Each user may have COVER_SAVES_AT_ONCE saves under way (docs/decisions/0049), so the burst comes from several.
      const savers = await Promise.all(Array.from({ length: saves / COVER_SAVES_AT_ONCE }, () => ctx.signUp()));
      const reader = await ctx.signUp();
      const readTimes: number[] = [];
      const readStatuses: number[] = [];
      let saving = true;
      const reading = (async () => {
        while (saving) {
          const started = performance.now();
          const res = await reader.call(savedItemApi.covers.list);
          await res.arrayBuffer();
          readTimes.push(performance.now() - started);
          readStatuses.push(res.status);
        }
      })();
      const saved = await Promise.all(
        Array.from({ length: saves }, (_, index) =>
          savers[index % savers.length]!.call(savedItemApi.covers.create, {
            body: {
              imageUrl: DATA_URL,
              style: 'modern',
              saveKey: randomUUID(),
            },
          }),
        ),
      );
      saving = false;
      await reading;

      expect(saved.map((res) => res.status)).toEqual(Array.from({ length: saves }, () => 201));
      expect(readStatuses.length).toBeGreaterThan(0);
      expect(readStatuses.every((status) => status === 200)).toBe(true);
      // A read that waited for a connection waited the connect timeout; one that did not is far below it.
      expect(Math.max(...readTimes)).toBeLessThan(PG_CONNECT_TIMEOUT_MS / 5);
    },
    120_000,
  );
});
