import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';
import type { Auth } from '../auth/create-auth.js';

/**
 * Puts the signed-in user on the request, or answers 401. A session the check resolved a moment ago passes on at
 * once, without awaiting anything; any other is resolved by the session check (`auth/session-check/`: its own
 * lookup on the fast paths, better-auth's getSession with `FAST_PATHS=off`).
 */
export const requireUser = (auth: Auth) => {
  const check = auth.sessionCheck;

  const continueAsResolvedUser = async (c: Context<AppEnv>, next: Next) => {
    const user = await check.resolve(c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    c.set('user', user);
    await next();
  };

  return createMiddleware<AppEnv>((c, next) => {
    const known = check.known(c.req.raw.headers);
    if (!known) return continueAsResolvedUser(c, next);
    c.set('user', known);
    return next();
  });
};
