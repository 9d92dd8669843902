import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { createRateHits } from '../../db/rate-hits.js';
import { createGenerationRateLimiter, RATE_LIMITED_MESSAGE } from './generation-rate-limiter.js';

const LIMIT = { calls: 3, windowMs: 60_000 };

describe.each(DIALECTS)('generation rate limiter (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await ctx.close();
  });

  it('shares one limit between instances on the same database, per user', async () => {
    // Two limiters over one database stand for two app instances.
    const first = createGenerationRateLimiter(createRateHits(ctx.db), LIMIT);
    const second = createGenerationRateLimiter(createRateHits(ctx.db), LIMIT);
    await first.take('user-a');
    await second.take('user-a');
    await first.take('user-a');
    await expect(second.take('user-a')).rejects.toMatchObject({ status: 429, message: RATE_LIMITED_MESSAGE });
    await expect(first.take('user-b')).resolves.toBeUndefined();
  });

  it('lets no more than the limit through when calls arrive together', async () => {
    const limiter = createGenerationRateLimiter(createRateHits(ctx.db), LIMIT);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => limiter.take('user-a')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeLessThanOrEqual(LIMIT.calls);
  });

  it('allows calls again once the window has passed', async () => {
    const limiter = createGenerationRateLimiter(createRateHits(ctx.db), LIMIT);
    for (let i = 0; i < LIMIT.calls; i++) await limiter.take('user-a');
    await expect(limiter.take('user-a')).rejects.toMatchObject({ status: 429 });
    vi.useFakeTimers({ now: Date.now() + LIMIT.windowMs + 1, toFake: ['Date'] });
    await expect(limiter.take('user-a')).resolves.toBeUndefined();
  });
});
