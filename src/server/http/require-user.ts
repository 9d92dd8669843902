import { getSessionCookie } from 'better-auth/cookies';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';
import type { Auth } from '../auth/create-auth.js';
import type { SessionUser } from '../auth/session-user.js';

/** The token part of a signed session cookie (`<token>.<signature>`). */
const tokenOf = (cookie: string) => cookie.slice(0, cookie.lastIndexOf('.'));

/**
 * Resolves the session through better-auth (signature, database), remembers its user for the next requests, and
 * passes the request on as that user (or answers 401).
 */
async function continueWithResolvedSession(auth: Auth, c: Context<AppEnv>, next: Next, cookie: string | null) {
  const resolved = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!resolved) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  const { session } = resolved;
  const user: SessionUser = { id: resolved.user.id, email: resolved.user.email, name: resolved.user.name };
  // Only a cookie that carries this very session's token may stand for it later.
  if (cookie && tokenOf(cookie) === session.token) {
    auth.sessionCache.set(cookie, { token: session.token, user }, session.expiresAt);
  }
  c.set('user', user);
  await next();
}

/**
 * Puts the signed-in user on `c.get('user')`, or answers 401. When this exact signed cookie was resolved a moment
 * ago, the user comes from the in-process cache and the request passes on at once, without awaiting anything;
 * otherwise better-auth resolves it.
 */
export const requireUser = (auth: Auth) =>
  createMiddleware<AppEnv>((c, next) => {
    const cookie = getSessionCookie(c.req.raw.headers);
    const cached = cookie ? auth.sessionCache.get(cookie) : undefined;
    if (!cached) return continueWithResolvedSession(auth, c, next, cookie);
    c.set('user', cached.user);
    return next();
  });
