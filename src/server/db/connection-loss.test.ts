import pg from 'pg';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTcpProxy } from '../../../tests/support/tcp-proxy.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { meApi } from '../../shared/api/me.js';
import { healthApi } from '../../shared/api/health.js';

const postgresUrl = process.env.TEST_POSTGRES_URL;

/** Ends this test database's server-side connections, as a restart or an idle timeout would. */
async function terminateBackends(applicationName: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.runIf(DIALECTS.includes('postgres'))('losing the PostgreSQL connection', () => {
  let ctx: TestContext;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  /** How many idle pooled connections the app has seen dropped, and let go of. */
  let idleDropped: number;
  /** Waits until the app's pool has let go of `count` dropped connections. */
  const poolLetGoOf = (count: number) => vi.waitFor(() => expect(idleDropped).toBe(count));
  beforeEach(async () => {
    idleDropped = 0;
    const logger = pino(
      { level: 'warn' },
      {
        write: (line: string) => {
          if ((JSON.parse(line) as { msg: string }).msg === 'an idle database connection was dropped') idleDropped += 1;
        },
      },
    );
    const url = new URL(postgresUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    ctx = await createTestContext('postgres', { postgresUrl: url.toString(), logger });
  });
  afterEach(async () => {
    await ctx.close();
    await proxy.stop();
  });

  it('survives the server terminating its idle pooled connections, and the next request succeeds', async () => {
    const user = await ctx.signUp();
    await Promise.all([
      user.call(savedItemApi.titles.list),
      user.call(savedItemApi.niches.list),
      user.call(meApi.read),
    ]);

    const terminated = await terminateBackends(ctx.applicationName);
    expect(terminated).toBeGreaterThan(0);
    await poolLetGoOf(terminated);

    const res = await user.call(savedItemApi.titles.list);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [], nextCursor: null });
  });

  it('answers 503 with the usual error body while the database is gone, and recovers when it is back', async () => {
    const user = await ctx.signUp();
    expect(
      (await user.call(savedItemApi.titles.create, { body: { title: 'Before the outage', tone: 'friendly' } })).status,
    ).toBe(201);

    await poolLetGoOf(await proxy.cut());
    for (const request of [
      () => user.call(savedItemApi.titles.list),
      () => user.call(savedItemApi.titles.create, { body: { title: 'Lost?', tone: 'friendly' } }),
    ]) {
      const res = await request();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE } });
    }
    expect((await ctx.anonymous().call(healthApi.ready)).status).toBe(503);

    await proxy.restore();
    const res = await user.call(savedItemApi.titles.list);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ items: [{ title: 'Before the outage' }] });
    expect((await ctx.anonymous().call(healthApi.ready)).status).toBe(200);
  });
});
