import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { precompiledQuery } from '../../db/precompiled/index.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../session-user.js';
import { sessionUserColumns, toSessionUser } from './read-session-user.js';

/**
 * What better-auth resolved from its options (`auth.$context`) that the check relies on: the secret it signs
 * cookies with, and its session lifetimes in seconds: how long a session lasts, and how often its use extends it.
 */
export interface SessionSettings {
  secret: string;
  sessionConfig: { expiresIn: number; updateAge: number };
}

/**
 * What a signed session cookie stands for: its session's user, no session at all, or a session only better-auth
 * should answer for, because it has expired (better-auth deletes it) or is due to be extended.
 */
export type FoundSession =
  | { kind: 'active'; token: string; user: SessionUser; expiresAt: Date }
  | { kind: 'none' }
  | { kind: 'better-auth'; token: string; user: SessionUser };

/** better-auth's cookie signatures: a SHA-256 HMAC (32 bytes) in base64, 43 characters then one `=` of padding. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The token of a signed session cookie (`<token>.<signature>`), when its signature is the one better-auth makes
 * with `secret`: the HMAC-SHA256 of the token. The signature is compared as bytes, in constant time, because
 * better-auth decodes it before comparing: the character before the padding carries two bits no byte uses, and
 * a signature spelled with other values there is still accepted.
 */
export function verifiedToken(cookie: string, secret: string): string | null {
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? token : null;
}

/** The session and its user: the user's full name from their profile, and whether they have the admin role. */
const sessionByToken = precompiledQuery((db, { token }: { token: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select((eb) => ['sessions.expires_at', ...sessionUserColumns(eb)])
    .where('sessions.token', '=', token),
);

/**
 * Finds the session a signed cookie stands for, as better-auth's `getSession` would, with one query and without
 * the rest of better-auth's call (docs/decisions/0005): the signature, then the session and its user. A session
 * past its expiry or due to be extended is left to better-auth, which deletes or extends it; so is every write.
 * The user read with it stands for the session once better-auth has vouched for it.
 */
export function sessionFinder(db: Kysely<Database>, settings: Promise<SessionSettings>) {
  return async (cookie: string): Promise<FoundSession> => {
    const { secret, sessionConfig } = await settings;
    const token = verifiedToken(cookie, secret);
    if (!token) return { kind: 'none' };
    const [row] = await sessionByToken(db, { token });
    if (!row) return { kind: 'none' };
    const expiresAt = new Date(row.expires_at);
    // A session is due to be extended a day after it was last extended, well before it expires.
    const extendsAt = expiresAt.getTime() - (sessionConfig.expiresIn - sessionConfig.updateAge) * 1000;
    const user = toSessionUser(row);
    if (extendsAt <= Date.now()) return { kind: 'better-auth', token, user };
    return { kind: 'active', token, user, expiresAt };
  };
}
