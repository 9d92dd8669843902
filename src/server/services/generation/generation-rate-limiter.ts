import type { RateHits } from '../../db/rate-hits.js';
import { AppError } from '../../errors/app-error.js';
import { GENERATION_LIMIT } from '../../limits.js';

export const RATE_LIMITED_MESSAGE = 'You have made too many generation requests. Please wait a minute and try again.';

export interface GenerationRateLimiter {
  /** Counts one call for the user, or throws a 429 when they are over the limit. */
  take(userId: string): Promise<void>;
  /** Throws a 429 when the user's window is full, counting nothing. */
  requireRoom(userId: string): Promise<void>;
  /** Counts one call for the user without refusing it: a part of a book run already admitted. */
  record(userId: string): Promise<void>;
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
  const keyOf = (userId: string) => `generation:${userId}`;
  const refuseOver = async (key: string, calls: number) => {
    if ((await hits.count(key, limit.windowMs)) > calls) throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  };
  return {
    async take(userId) {
      await hits.record(keyOf(userId), limit.windowMs);
      await refuseOver(keyOf(userId), limit.calls);
    },
    requireRoom: (userId) => refuseOver(keyOf(userId), limit.calls - 1),
    record: (userId) => hits.record(keyOf(userId), limit.windowMs),
  };
}
