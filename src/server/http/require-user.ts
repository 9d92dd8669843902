import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';
import type { Auth } from '../auth/create-auth.js';
import type { SessionUser } from '../auth/session-user.js';

/**
 * Resolves a signed session cookie to its user and remembers the user for the next requests. Most sessions are
 * found with one query (`findSession`); better-auth answers for the rest (expired, or due to be extended), and
 * then only a cookie that carries this very session's token may stand for it later. What this relies on in
 * better-auth, and the test that pins it, are in `auth/session-check/README.md`.
 */
async function resolveSession(auth: Auth, headers: Headers, cookie: string): Promise<SessionUser | null> {
  const found = await auth.findSession(cookie);
  if (found.kind === 'none') return null;
  if (found.kind === 'active') {
    auth.sessionCache.set(cookie, { token: found.token, user: found.user }, found.expiresAt);
    return found.user;
  }
  const resolved = await auth.api.getSession({ headers });
  if (!resolved) return null;
  const { session } = resolved;
  if (session.token === found.token) {
    auth.sessionCache.set(cookie, { token: session.token, user: found.user }, session.expiresAt);
  }
  return found.user;
}

/**
 * Puts the signed-in user on the request, or answers 401. When this exact signed cookie was resolved a moment
 * ago, the user comes from the in-process cache and the request passes on at once, without awaiting anything.
 * Otherwise it is resolved once for all the requests that arrive with the same cookie meanwhile (a page asks for
 * several things at once).
 */
export const requireUser = (auth: Auth) => {
  const resolving = new Map<string, Promise<SessionUser | null>>();

  const userFor = (headers: Headers, cookie: string) => {
    let pending = resolving.get(cookie);
    if (!pending) {
      pending = resolveSession(auth, headers, cookie).finally(() => resolving.delete(cookie));
      resolving.set(cookie, pending);
    }
    return pending;
  };

  const continueAsResolvedUser = async (c: Context<AppEnv>, next: Next, cookie: string | null) => {
    const user = cookie ? await userFor(c.req.raw.headers, cookie) : null;
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    c.set('user', user);
    await next();
  };

  return createMiddleware<AppEnv>((c, next) => {
    const cookie = auth.readSessionCookie(c.req.raw.headers);
    const cached = cookie ? auth.sessionCache.get(cookie) : undefined;
    if (!cached) return continueAsResolvedUser(c, next, cookie);
    c.set('user', cached.user);
    return next();
  });
};
