import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { logWith, type Logger } from '../logger.js';
import type { AppEnv } from './context.js';

/** Gives every request an id (answered in `X-Request-Id` by securityHeaders) and a log that tags its lines with it, and logs one line per API request. */
export const requestLogger = (logger: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const requestId = randomUUID();
    const log = logWith(logger, { requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      // Written straight to the logger, with the same fields `log` would add: merging them into one new object on
      // every request cost more than writing the line.
      logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
