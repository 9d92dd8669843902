import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { healthApi } from '../../shared/api/health.js';

describe.each(DIALECTS)('health probes (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  it('/healthz answers JSON while the process is up, to anyone', async () => {
    const res = await ctx.anonymous().call(healthApi.live);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 while the database answers', async () => {
    const res = await ctx.anonymous().call(healthApi.ready);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

// PostgreSQL going away and coming back is in db/connection-loss.test.ts.
describe('readiness without a database', () => {
  it('/readyz answers 503 once the database is closed', async () => {
    const ctx = await createTestContext('sqlite');
    await ctx.close();
    const res = await ctx.anonymous().call(healthApi.ready);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });
});
