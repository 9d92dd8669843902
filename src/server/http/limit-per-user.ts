import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { PerUserLimit } from '../services/per-user-limit.js';
import type { AppEnv } from './context.js';

/**
 * At most `atOnce` of one signed-in user's requests through this at once; one more is refused before its body is
 * parsed, with a 429 in the app's error shape, so one user's burst of heavy requests cannot take the server's cores
 * from everyone else. Counted per process, as the cores it guards are (docs/decisions/0049-cover-saves-off-the-main-thread.md).
 */
export function limitPerUser({ atOnce, message, retryAfterSeconds }: PerUserLimit) {
  const underWay = new Map<string, number>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.get('user').id;
    const running = underWay.get(userId) ?? 0;
    if (running >= atOnce) throw new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds });
    underWay.set(userId, running + 1);
    try {
      await next();
    } finally {
      const left = underWay.get(userId)! - 1;
      if (left === 0) underWay.delete(userId);
      else underWay.set(userId, left);
    }
  });
}
