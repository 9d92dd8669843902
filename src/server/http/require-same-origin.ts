import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from one of our own pages. Not an async function: a read passes straight
 * on, without a promise of its own.
 */
export const requireSameOrigin = (trustedOrigins: string[]) =>
  createMiddleware<AppEnv>((c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (!origin || !trustedOrigins.includes(origin)) {
        throw new AppError('FORBIDDEN', 'Cross-origin request refused');
      }
    }
    return next();
  });
