import type { BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fastPathsOn } from '../../fast-paths.js';
import { fastSessionCheck, type GetSession, type SessionCheck } from './fast-session-check.js';
import { sessionFinder, type SessionSettings } from './find-session.js';
import { releasedWhenIdle } from './idle-async-context.js';
import { readSessionUser } from './read-session-user.js';
import { createSessionCache } from './session-cache.js';
import { sessionCookieReader } from './session-cookie.js';

export type { SessionCheck };

/** What the check needs of better-auth: its options, what it resolved from them, and its own session door. */
interface BetterAuthSessions {
  options: BetterAuthOptions;
  $context: Promise<SessionSettings>;
  getSession: GetSession;
}

/** What of better-auth is called from outside it: its request handler and its server API. */
interface BetterAuthEntries<Api extends object> {
  handler: (request: Request) => Promise<Response>;
  api: Api;
}

/**
 * Which user a request's session cookie stands for. With the fast paths on: the cache, the one-query lookup and
 * better-auth's async context released between its calls (README.md here, docs/decisions/0005 and 0017). With
 * `FAST_PATHS=off`: better-auth's `getSession` on every request, and the user's profile and role read with it
 * (docs/decisions/0056). Made before better-auth, whose hooks forget the sessions it ends or changes.
 */
export function createSessionCheck(db: Kysely<Database>) {
  const cache = fastPathsOn() ? createSessionCache() : undefined;
  return {
    /** Forgets a session better-auth signed out. */
    forgetSession(token: string): void {
      cache?.forgetSession(token);
    },
    /** Forgets every session of a user better-auth changed or signed out everywhere. */
    forgetUser(userId: string): void {
      cache?.forgetUser(userId);
    },
    /** better-auth's entries as the app calls them: released when idle on the fast paths, as they are otherwise. */
    entries<Api extends object>(auth: BetterAuthEntries<Api>): BetterAuthEntries<Api> {
      return cache ? releasedWhenIdle(auth) : { handler: auth.handler, api: auth.api };
    },
    /** The check over better-auth, once it is made. */
    over({ options, $context, getSession }: BetterAuthSessions) {
      if (!cache) {
        return {
          known: () => undefined,
          async resolve(headers: Headers) {
            const resolved = await getSession(headers);
            return resolved ? readSessionUser(db, resolved.user.id) : null;
          },
        } satisfies SessionCheck;
      }
      return fastSessionCheck({
        cache,
        findSession: sessionFinder(db, $context),
        readCookie: sessionCookieReader(options),
        getSession,
      });
    },
  };
}

export type SessionForgetting = Pick<ReturnType<typeof createSessionCheck>, 'forgetSession' | 'forgetUser'>;
