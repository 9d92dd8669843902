import { AppError } from '../../errors/app-error.js';

export const GENERATION_LIMIT = { calls: 30, windowMs: 60_000 } as const;
export const RATE_LIMITED_MESSAGE = 'You have made too many generation requests. Please wait a minute and try again.';

export interface GenerationRateLimiter {
  /** Counts one call for the user, or throws a 429 when they are over the limit. */
  take(userId: string): void;
}

/**
 * A sliding window per user, kept in this process's memory (with several instances, each counts its own
 * calls). Users whose window has emptied are swept out as the map grows.
 */
export function createGenerationRateLimiter(
  limit: { calls: number; windowMs: number } = GENERATION_LIMIT,
): GenerationRateLimiter {
  const callsByUser = new Map<string, number[]>();
  let nextSweepAt = 1_000;
  const sweep = (now: number) => {
    for (const [userId, calls] of callsByUser) {
      if (calls.every((at) => now - at >= limit.windowMs)) callsByUser.delete(userId);
    }
    nextSweepAt = Math.max(1_000, callsByUser.size * 2);
  };
  return {
    take(userId) {
      const now = Date.now();
      if (callsByUser.size >= nextSweepAt) sweep(now);
      const recent = (callsByUser.get(userId) ?? []).filter((at) => now - at < limit.windowMs);
      if (recent.length >= limit.calls) {
        callsByUser.set(userId, recent);
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
      recent.push(now);
      callsByUser.set(userId, recent);
    },
  };
}
