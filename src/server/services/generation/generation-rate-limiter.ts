import type { RateHits } from '../../db/rate-hits.js';
import { AppError } from '../../errors/app-error.js';

export const GENERATION_LIMIT = { calls: 30, windowMs: 60_000 } as const;
export const RATE_LIMITED_MESSAGE = 'You have made too many generation requests. Please wait a minute and try again.';

export interface GenerationRateLimiter {
  /** Counts one call for the user, or throws a 429 when they are over the limit. */
  take(userId: string): Promise<void>;
}

/**
 * A sliding window per user, counted in the database, so any number of app instances share one limit. The call
 * is counted before the check: two calls that arrive together cannot both slip under the limit, and a user who
 * keeps calling while refused stays refused until the window has room again.
 */
export function createGenerationRateLimiter(
  hits: RateHits,
  limit: { calls: number; windowMs: number } = GENERATION_LIMIT,
): GenerationRateLimiter {
  return {
    async take(userId) {
      const key = `generation:${userId}`;
      await hits.record(key, limit.windowMs);
      if ((await hits.count(key, limit.windowMs)) > limit.calls) {
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
    },
  };
}
