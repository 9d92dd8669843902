import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';

/** Which of a user's requests take turns, how many at once, how many more may wait, and what one more is told. */
export interface LargeBodyTurns {
  /** A request whose body is at least this long (by its Content-Length; one that names none counts as large). */
  minBytes: number;
  atOnce: number;
  waiting: number;
  message: string;
  retryAfterSeconds: number;
}

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One signed-in user's requests with large bodies are handled `atOnce` at a time, the rest waiting in order before
 * their bodies are read; past `waiting` more, one is refused with a 429. Every body is handled in time linear in its
 * size, so a small request costs the event loop little, and a large one is what a script repeats to hold it
 * (docs/decisions/0070-large-bodies-take-turns.md). A person's pages send one large body at a time (a chapter, a
 * cover), so a person never waits; a route's own limit of what one user may have under way (a cover's saves) stays
 * below `atOnce` and is answered as it was. Counted per process, as the event loop it shares is.
 */
export function largeBodiesTakeTurns({ minBytes, atOnce, waiting, message, retryAfterSeconds }: LargeBodyTurns) {
  const users = new Map<string, { running: number; queue: (() => void)[] }>();
  const isLarge = (method: string, length: string | undefined) =>
    !METHODS_WITHOUT_BODY.has(method) && (length === undefined || Number(length) >= minBytes);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isLarge(c.req.method, c.req.header('content-length'))) return next();
    const userId = c.get('user').id;
    let turns = users.get(userId);
    if (!turns) users.set(userId, (turns = { running: 0, queue: [] }));
    if (turns.running < atOnce) turns.running += 1;
    else if (turns.queue.length >= waiting) {
      throw new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds });
    } else await new Promise<void>((resolve) => turns.queue.push(resolve));
    try {
      await next();
    } finally {
      const nextTurn = turns.queue.shift();
      // After the I/O waiting meanwhile, other users' requests among it: started at once, the next turn would run
      // in the same tick, and the whole queue before anyone else's request.
      if (nextTurn) setImmediate(nextTurn);
      else if (--turns.running === 0) users.delete(userId);
    }
  });
}
