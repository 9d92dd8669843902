import { getSessionCookie } from 'better-auth/cookies';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';
import type { Auth } from '../auth/create-auth.js';
import type { SessionUser } from '../auth/session-user.js';

/** The token part of a signed session cookie (`<token>.<signature>`). */
const tokenOf = (cookie: string) => cookie.slice(0, cookie.lastIndexOf('.'));

/**
 * The user of the request's session: from the in-process cache when this exact signed cookie was resolved a moment
 * ago, otherwise from better-auth (signature, database), remembered for the next requests.
 */
async function resolveSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const cookie = getSessionCookie(headers);
  const cached = cookie ? auth.sessionCache.get(cookie) : undefined;
  if (cached) return cached.user;

  const resolved = await auth.api.getSession({ headers });
  if (!resolved) return null;
  const { session } = resolved;
  const user = { id: resolved.user.id, email: resolved.user.email, name: resolved.user.name };
  // Only a cookie that carries this very session's token may stand for it later.
  if (cookie && tokenOf(cookie) === session.token) {
    auth.sessionCache.set(cookie, { token: session.token, user }, session.expiresAt);
  }
  return user;
}

/** Puts the signed-in user on `c.var.user`, or answers 401. */
export const requireUser = (auth: Auth) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await resolveSessionUser(auth, c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    c.set('user', user);
    await next();
  });
