import type { SessionUser } from '../session-user.js';
import type { FoundSession } from './find-session.js';
import type { SessionCache } from './session-cache.js';

/** What the app asks of the session check, on every signed-in request (`http/require-user.ts`). */
export interface SessionCheck {
  /** The user of a session resolved a moment ago, answered without awaiting anything; undefined otherwise. */
  known(headers: Headers): SessionUser | undefined;
  /** The user the request's session cookie stands for, or null when it stands for none. */
  resolve(headers: Headers): Promise<SessionUser | null>;
}

/** better-auth's own door: the session a request's cookie stands for, or null. */
export type GetSession = (
  headers: Headers,
) => Promise<{ session: { token: string; expiresAt: Date }; user: { id: string } } | null>;

interface FastSessionCheckParts {
  cache: SessionCache;
  findSession: (cookie: string) => Promise<FoundSession>;
  readCookie: (headers: Headers) => string | null;
  getSession: GetSession;
}

/**
 * The session check of the fast path (README.md here, docs/decisions/0005): a cookie resolved a moment ago is
 * answered from the cache; otherwise most sessions are found with one query (`findSession`), and better-auth
 * answers for the rest (expired, or due to be extended), after which only a cookie that carries this very
 * session's token may stand for it later. Requests that arrive with the same cookie while it is being resolved
 * wait for that one resolution (a page asks for several things at once).
 */
export function fastSessionCheck({ cache, findSession, readCookie, getSession }: FastSessionCheckParts) {
  const resolving = new Map<string, Promise<SessionUser | null>>();

  const resolveSession = async (headers: Headers, cookie: string): Promise<SessionUser | null> => {
    const found = await check.findSession(cookie);
    if (found.kind === 'none') return null;
    if (found.kind === 'active') {
      cache.set(cookie, { token: found.token, user: found.user }, found.expiresAt);
      return found.user;
    }
    const resolved = await getSession(headers);
    if (!resolved) return null;
    const { session } = resolved;
    if (session.token === found.token) cache.set(cookie, { token: session.token, user: found.user }, session.expiresAt);
    return found.user;
  };

  const check: SessionCheck & { findSession: typeof findSession } = {
    findSession,
    known(headers: Headers): SessionUser | undefined {
      const cookie = readCookie(headers);
      return cookie ? cache.get(cookie)?.user : undefined;
    },
    resolve(headers: Headers): Promise<SessionUser | null> {
      const cookie = readCookie(headers);
      if (!cookie) return Promise.resolve(null);
      let pending = resolving.get(cookie);
      if (!pending) {
        pending = resolveSession(headers, cookie).finally(() => resolving.delete(cookie));
        resolving.set(cookie, pending);
      }
      return pending;
    },
  };
  return check;
}
