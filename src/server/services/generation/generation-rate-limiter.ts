import type { RateHits } from '../../db/rate-hits.js';
import { AppError } from '../../errors/app-error.js';
import { BOOK_RUN_PART_LIMIT, GENERATION_LIMIT } from '../../limits.js';

export interface RateLimit {
  calls: number;
  windowMs: number;
}

/** The engine a call goes to. The built-in writer and cover renderer ('offline') cost nothing and are never limited. */
export interface LimitedEngine {
  provider: string;
}

const secondsText = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`);

/** The tools' refusal, naming the wait. */
export const rateLimitedMessage = (seconds: number) =>
  `You have made too many generation requests. Try again in ${secondsText(seconds)}.`;

/** A book run's refusal (start or resume) when the runs' own budget is spent, naming the wait. */
export const runPartsLimitedMessage = (seconds: number) =>
  `Your books have had as many parts written as they may for now. Try again in ${secondsText(seconds)}.`;

export interface GenerationRateLimiter {
  /** Counts one tool call (niches, ideas, titles, content, cover) or throws a 429 naming the wait. */
  take(userId: string, engine: LimitedEngine): Promise<void>;
  /** Throws a 429 naming the wait when the user's book-run budget is spent, counting nothing. */
  requireRunRoom(userId: string, engine: LimitedEngine): Promise<void>;
  /** Counts one part of a book run already admitted, in the runs' budget, without refusing it. */
  recordRunPart(userId: string, engine: LimitedEngine): Promise<void>;
}

export interface GenerationLimits {
  tools: RateLimit;
  runParts: RateLimit;
}

const isFree = (engine: LimitedEngine) => engine.provider === 'offline';

/**
 * Sliding windows per user, counted in the database, so any number of app instances share one limit: one for the
 * tools, one for the parts of book runs, so a long book leaves the tools usable. A tool call is counted before the
 * check: two calls that arrive together cannot both slip under the limit, and a user who keeps calling while refused
 * stays refused until the window has room again. A refusal says how long until there is room (the 429's
 * Retry-After too).
 */
export function createGenerationRateLimiter(
  hits: RateHits,
  { tools = GENERATION_LIMIT, runParts = BOOK_RUN_PART_LIMIT }: Partial<GenerationLimits> = {},
): GenerationRateLimiter {
  const toolsKey = (userId: string) => `generation:${userId}`;
  const runKey = (userId: string) => `book-run-parts:${userId}`;
  /** Refuses when the key has more than `allowed` hits, with the wait until one more call would fit. */
  const refuseOver = async (key: string, limit: RateLimit, allowed: number, message: (seconds: number) => string) => {
    if ((await hits.count(key, limit.windowMs)) <= allowed) return;
    const waitMs = await hits.waitUntilAtMost(key, limit.windowMs, limit.calls - 1);
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new AppError('RATE_LIMITED', message(seconds), undefined, { retryAfterSeconds: seconds });
  };
  return {
    async take(userId, engine) {
      if (isFree(engine)) return;
      await hits.record(toolsKey(userId), tools.windowMs);
      await refuseOver(toolsKey(userId), tools, tools.calls, rateLimitedMessage);
    },
    async requireRunRoom(userId, engine) {
      if (isFree(engine)) return;
      await refuseOver(runKey(userId), runParts, runParts.calls - 1, runPartsLimitedMessage);
    },
    async recordRunPart(userId, engine) {
      if (isFree(engine)) return;
      await hits.record(runKey(userId), runParts.windowMs);
    },
  };
}
