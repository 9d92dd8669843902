import { SESSION_CACHE_MAX_ENTRIES, SESSION_CACHE_TTL_MS, SESSION_CACHE_TTL_SPREAD } from '../../limits.js';
import type { SessionUser } from '../session-user.js';

export interface CachedSession {
  /** The session token the signed cookie carries. */
  token: string;
  user: SessionUser;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /** Where in the spread an entry's lifetime ends: a number in [0, 1) (tests fix it). */
  random?: () => number;
}

/**
 * Sessions already resolved by better-auth, keyed by the raw signed session cookie, so repeat requests skip the
 * signature check and the database. Entries live `ttlMs` at most (never past the session's own expiry), the last
 * fifth of it spread at random, and are
 * forgotten at once when this process signs the session or its user out.
 */
export function createSessionCache({
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
  now = () => Date.now(),
  random = Math.random,
}: SessionCacheOptions = {}) {
  const entries = new Map<string, { session: CachedSession; expiresAt: number }>();

  const forgetWhere = (matches: (session: CachedSession) => boolean) => {
    for (const [key, entry] of entries) if (matches(entry.session)) entries.delete(key);
  };

  return {
    get(cookie: string): CachedSession | undefined {
      const entry = entries.get(cookie);
      if (!entry) return undefined;
      entries.delete(cookie);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(cookie, entry);
      return entry.session;
    },

    set(cookie: string, session: CachedSession, sessionExpiresAt: Date) {
      const lifetime = ttlMs * (1 - SESSION_CACHE_TTL_SPREAD * random());
      const expiresAt = Math.min(now() + lifetime, sessionExpiresAt.getTime());
      entries.delete(cookie);
      entries.set(cookie, { session, expiresAt });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },

    forgetSession(token: string) {
      forgetWhere((session) => session.token === token);
    },

    forgetUser(userId: string) {
      forgetWhere((session) => session.user.id === userId);
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
