import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { createRateHits } from '../../db/rate-hits.js';
import { createGenerationRateLimiter, rateLimitedMessage, runPartsLimitedMessage } from './generation-rate-limiter.js';

const LIMIT = { calls: 3, windowMs: 60_000 };
const LIMITS = { tools: LIMIT, runParts: LIMIT };
const PROVIDER = { provider: 'openai-compatible' };
const OFFLINE = { provider: 'offline' };

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
    const first = createGenerationRateLimiter(createRateHits(ctx.db), LIMITS);
    const second = createGenerationRateLimiter(createRateHits(ctx.db), LIMITS);
    await first.take('user-a', PROVIDER);
    await second.take('user-a', PROVIDER);
    await first.take('user-a', PROVIDER);
    await expect(second.take('user-a', PROVIDER)).rejects.toMatchObject({ status: 429 });
    await expect(first.take('user-b', PROVIDER)).resolves.toBeUndefined();
  });

  it('lets no more than the limit through when calls arrive together', async () => {
    const limiter = createGenerationRateLimiter(createRateHits(ctx.db), LIMITS);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => limiter.take('user-a', PROVIDER)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeLessThanOrEqual(LIMIT.calls);
  });

  it('names the wait until the window has room, counting the refused call too, and allows calls again after it', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const limiter = createGenerationRateLimiter(createRateHits(ctx.db), LIMITS);
    await limiter.take('user-a', PROVIDER);
    vi.setSystemTime(start + 20_000);
    for (let i = 1; i < LIMIT.calls; i++) await limiter.take('user-a', PROVIDER);
    vi.setSystemTime(start + 30_000);
    await expect(limiter.take('user-a', PROVIDER)).rejects.toMatchObject({
      status: 429,
      message: rateLimitedMessage(50),
      retryAfterSeconds: 50,
    });
    // Calls at 0 s, 20 s, 20 s and the refused one at 30 s: one more fits once both at 20 s have left the window.
    vi.setSystemTime(start + 79_999);
    await expect(limiter.take('user-a', PROVIDER)).rejects.toMatchObject({ status: 429 });
    vi.setSystemTime(start + 110_000);
    await expect(limiter.take('user-a', PROVIDER)).resolves.toBeUndefined();
  });

  it('never limits or counts the built-in writer and renderer', async () => {
    const limiter = createGenerationRateLimiter(createRateHits(ctx.db), LIMITS);
    for (let i = 0; i < LIMIT.calls * 3; i++) {
      await limiter.take('user-a', OFFLINE);
      await limiter.recordRunPart('user-a', OFFLINE);
    }
    await expect(limiter.requireRunRoom('user-a', OFFLINE)).resolves.toBeUndefined();
    await expect(limiter.take('user-a', PROVIDER)).resolves.toBeUndefined();
    expect(await ctx.db.selectFrom('rate_hits').select('key').execute()).toEqual([{ key: 'generation:user-a' }]);
  });

  it("counts a run's parts in a budget of their own, leaving the tools' window alone", async () => {
    const limiter = createGenerationRateLimiter(createRateHits(ctx.db), LIMITS);
    for (let i = 0; i < LIMIT.calls * 2; i++) await limiter.recordRunPart('user-a', PROVIDER);
    for (let i = 0; i < LIMIT.calls; i++) await limiter.take('user-a', PROVIDER);
    const refused = limiter.requireRunRoom('user-a', PROVIDER);
    await expect(refused).rejects.toMatchObject({ status: 429, message: expect.stringMatching(/^Your books/) });
    await expect(limiter.requireRunRoom('user-b', PROVIDER)).resolves.toBeUndefined();
    expect(runPartsLimitedMessage(1)).toBe(
      'Your books have had as many parts written as they may for now. Try again in 1 second.',
    );
  });
});
