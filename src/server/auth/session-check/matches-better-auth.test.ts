import { randomBytes } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { createRandom, type Random } from '../../ai/offline/random.js';
import { testSeed } from '../../../../tests/support/test-seed.js';
import { meApi } from '../../../shared/api/me.js';

/**
 * Our session check (`requireUser`, as `GET /api/me` runs it) against better-auth's own `getSession`, on a
 * thousand cookies made at random for each database (and a quarter as many over plain HTTP, where the cookie has
 * another name): live, expiring, expired, revoked and forged sessions, their values tampered with, sent in the
 * shapes a Cookie header can take. Both must name the same user, or nobody: a better-auth
 * upgrade that changes how it reads, signs or keeps sessions then fails here (see README.md beside this file).
 * `TEST_SEED=<seed>` replays a run. The cases run in lanes side by side, each with its own users and
 * sessions and its own random sequence, so a lane replays the same whatever the others do.
 */
const LANES = 4;
const SEED = testSeed('session check against better-auth');

/**
 * Where the app is served decides the session cookie's name: over HTTPS (production) better-auth prefixes it with
 * `__Secure-`. Each site also lists names a session cookie may be sent under that better-auth does not read there.
 */
const SITES = [
  {
    baseUrl: 'https://infoforge.example',
    cases: 1_000,
    cookie: '__Secure-better-auth.session_token',
    otherNames: ['better-auth.session_token', '__Secure-better-auth-session_token', 'better-auth-session_token'],
  },
  {
    baseUrl: 'http://localhost:3000',
    cases: 250,
    cookie: 'better-auth.session_token',
    otherNames: ['__Secure-better-auth.session_token', 'better-auth-session_token'],
  },
];
type Site = (typeof SITES)[number];
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SECOND_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
/** The app's session lifetimes: a session lasts 30 days and is extended once it is a day old. */
const EXPIRES_IN_MS = 30 * DAY_MS;
const UPDATE_AGE_MS = DAY_MS;

/** One randomised case: how its session was left, how its cookie value was made, how the header carries it. */
interface Case {
  session: string;
  value: string;
  header: string;
  cookie: string;
}

/** `text` with the character at `index` replaced by another one of `alphabet`. */
function replaceAt(random: Random, text: string, index: number, alphabet = BASE64_ALPHABET): string {
  const others = [...alphabet].filter((char) => char !== text[index]);
  return `${text.slice(0, index)}${random.pick(others)}${text.slice(index + 1)}`;
}

/** Builds sessions in every state better-auth knows, through its own adapter where it writes them. */
function sessionMaker(ctx: TestContext, random: Random, site: Site) {
  const internal = async () => (await ctx.auth.$context).internalAdapter;
  const users: string[] = [];
  /** Live sessions made for earlier cases: asked again, they may come from our cache. */
  const asked: string[] = [];

  const newUser = async () => {
    const user = await (
      await internal()
    ).createUser(
      {
        name: `User ${users.length}`,
        email: `user-${randomBytes(6).toString('hex')}@example.com`,
        emailVerified: true,
      },
      { method: 'admin' },
    );
    return user.id;
  };
  const newSession = async (userId?: string) => {
    const session = await (await internal()).createSession(userId ?? random.pick(users));
    return session.token;
  };
  const expireAt = async (token: string, expiresAt: number) => {
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(expiresAt).toISOString() })
      .where('token', '=', token)
      .execute();
  };
  const within = (from: number, to: number) => Date.now() + from + random.next() * (to - from);

  /** Each state, by name: it returns the token of a session left in that state. */
  const states: Record<string, () => Promise<string>> = {
    live: async () => {
      const token = await newSession();
      asked.push(token);
      return token;
    },
    'live, asked before': async () => (asked.length > 0 ? random.pick(asked) : states.live!()),
    'live, a minute short of its extension': async () => {
      const token = await newSession();
      await expireAt(token, within(EXPIRES_IN_MS - UPDATE_AGE_MS + 60 * SECOND_MS, EXPIRES_IN_MS));
      return token;
    },
    'due for extension': async () => {
      const token = await newSession();
      await expireAt(token, within(SECOND_MS, EXPIRES_IN_MS - UPDATE_AGE_MS - SECOND_MS));
      return token;
    },
    expired: async () => {
      const token = await newSession();
      await expireAt(token, within(-60 * DAY_MS, -SECOND_MS));
      return token;
    },
    'row deleted (signed out elsewhere)': async () => {
      const token = await newSession();
      await ctx.db.deleteFrom('sessions').where('token', '=', token).execute();
      return token;
    },
    'signed out through better-auth after use': async () => {
      const token = await newSession();
      const cookie = `${site.cookie}=${encodeURIComponent(await signed(token))}`;
      expect((await ctx.anonymous().call(meApi.read, { headers: { cookie } })).status).toBe(200);
      expect((await ctx.anonymous().post('/api/auth/sign-out', {}, { cookie })).status).toBe(200);
      return token;
    },
    'user deleted': async () => {
      const userId = await newUser();
      const token = await newSession(userId);
      await ctx.db.deleteFrom('users').where('id', '=', userId).execute();
      return token;
    },
    'never issued': () => Promise.resolve(randomBytes(24).toString('base64url')),
  };

  const signed = async (token: string, secret?: string) =>
    `${token}.${await makeSignature(token, secret ?? (await ctx.auth.$context).secret)}`;

  return {
    async start(userCount: number) {
      for (let i = 0; i < userCount; i++) users.push(await newUser());
    },
    states,
    signed,
    /** A live session's cookie value, for another user than most cases name. */
    liveCookieValue: async () => signed(await newSession()),
  };
}

/** Each way of making a cookie value from a token, by name: signed as better-auth signs it, or not quite. */
function cookieValues(random: Random, signed: (token: string, secret?: string) => Promise<string>) {
  const signature = (value: string) => value.slice(value.lastIndexOf('.') + 1);
  const withSignature = (token: string, sig: string) => `${token}.${sig}`;
  return {
    'signature tampered': async (token: string) => {
      const sig = signature(await signed(token));
      return withSignature(token, replaceAt(random, sig, random.int(0, sig.length - 2)));
    },
    // The last character before the padding carries two bits no byte uses: another one decodes the same.
    'signature spelled differently, same bytes': async (token: string) => {
      const sig = signature(await signed(token));
      const last = BASE64_ALPHABET.indexOf(sig[42]!);
      const respelled = BASE64_ALPHABET[(last & ~3) | ((last + random.int(1, 3)) & 3)]!;
      return withSignature(token, `${sig.slice(0, 42)}${respelled}=`);
    },
    'token tampered': async (token: string) => {
      const sig = signature(await signed(token));
      return withSignature(replaceAt(random, token, random.int(0, token.length - 1)), sig);
    },
    'signed with another secret': (token: string) => signed(token, 'another-secret-another-secret-another-secret'),
    'token alone': (token: string) => Promise.resolve(token),
    empty: () => Promise.resolve(''),
    'signature alone': async (token: string) => `.${signature(await signed(token))}`,
    'a dot more after': async (token: string) => `${await signed(token)}.${random.pick(['', 'x', 'AAAA'])}`,
    'a dot more before': async (token: string) => `${random.pick(['', 'x'])}.${await signed(token)}`,
    'signed token holding a dot': (token: string) => signed(`${token}.${random.pick(['', 'x'])}`),
    'signature a character short': async (token: string) => (await signed(token)).slice(0, -1),
    'signature a character long': async (token: string) => `${await signed(token)}${random.pick(['=', 'A'])}`,
    'signature unpadded': async (token: string) => (await signed(token)).replace(/=$/, ''),
    'signature in base64url': async (token: string) => (await signed(token)).replace(/\+/g, '-').replace(/\//g, '_'),
    'signature not base64': async (token: string) => {
      const sig = signature(await signed(token));
      return withSignature(token, replaceAt(random, sig, random.int(0, sig.length - 1), '-_!*~ %'));
    },
  } satisfies Record<string, (token: string) => Promise<string>>;
}

/** Each way a Cookie header can carry a session cookie's value, by name. */
function cookieHeaders(random: Random, site: Site, liveCookieValue: () => Promise<string>) {
  const pair = (value: string, name = site.cookie) => `${name}=${encodeURIComponent(value)}`;
  return {
    'as browsers send it': (value: string) => Promise.resolve(pair(value)),
    'among other cookies': (value: string) => Promise.resolve(`theme=dark; ${pair(value)}; lang=en`),
    'not percent-encoded': (value: string) => Promise.resolve(`${site.cookie}=${value}`),
    quoted: (value: string) => Promise.resolve(`${site.cookie}="${encodeURIComponent(value)}"`),
    'with spaces around': (value: string) => Promise.resolve(` ${site.cookie} =  ${encodeURIComponent(value)} `),
    'before another session cookie': async (value: string) => `${pair(value)}; ${pair(await liveCookieValue())}`,
    'after another session cookie': async (value: string) => `${pair(await liveCookieValue())}; ${pair(value)}`,
    'under another name': (value: string) =>
      Promise.resolve(`${random.pick(['', 'theme=dark; '])}${pair(value, random.pick(site.otherNames))}`),
  } satisfies Record<string, (value: string) => Promise<string>>;
}

/** An entry of a name-keyed map: the first one (the plain case) with the share given, any other otherwise. */
function pickMostlyFirst<T>(random: Random, entries: Record<string, T>, firstShare: number): [string, T] {
  const all = Object.entries(entries);
  return random.next() < firstShare ? all[0]! : random.pick(all.slice(1));
}

describe.each(DIALECTS.flatMap((dialect) => SITES.map((site) => ({ dialect, site }))))(
  "the session check against better-auth's getSession ($dialect, $site.baseUrl)",
  ({ dialect, site }) => {
    let ctx: TestContext;
    beforeEach(async () => {
      ctx = await createTestContext(dialect, { baseUrl: site.baseUrl });
    });
    afterEach(() => ctx.close());

    it(`names the same user, or nobody, for ${site.cases} random cookies (TEST_SEED=${SEED})`, async () => {
      /** Ours first: better-auth deletes an expired session and extends a due one, which must not hide our answer. */
      const answers = async (cookie: string) => {
        const res = await ctx.anonymous().call(meApi.read, { headers: { cookie } });
        if (res.status !== 200 && res.status !== 401) throw new Error(`GET /api/me answered ${res.status}`);
        const ours = res.status === 200 ? ((await res.json()) as { id: string }).id : null;
        const theirs = (await ctx.auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.id ?? null;
        return { ours, theirs };
      };

      const runLane = async (lane: number) => {
        const random = createRandom(`${SEED}:${dialect}:${site.baseUrl}:${lane}`);
        const sessions = sessionMaker(ctx, random, site);
        await sessions.start(4);
        const values = { signed: (token: string) => sessions.signed(token), ...cookieValues(random, sessions.signed) };
        const headers = cookieHeaders(random, site, sessions.liveCookieValue);
        const differences: (Case & { lane: number; ours: string | null; theirs: string | null })[] = [];
        let signedIn = 0;
        for (let n = 0; n < site.cases / LANES; n++) {
          const session = random.pick(Object.keys(sessions.states));
          const token = await sessions.states[session]!();
          const [value, makeValue] = pickMostlyFirst(random, values, 0.5);
          const [header, makeHeader] = pickMostlyFirst(random, headers, 0.6);
          const cookie = await makeHeader(await makeValue(token));
          const { ours, theirs } = await answers(cookie);
          if (theirs) signedIn++;
          if (ours !== theirs) differences.push({ lane, session, value, header, cookie, ours, theirs });
        }
        return { differences, signedIn };
      };
      const lanes = await Promise.all(Array.from({ length: LANES }, (_, lane) => runLane(lane)));

      expect(
        lanes.flatMap((lane) => lane.differences),
        `TEST_SEED=${SEED}`,
      ).toEqual([]);
      // Both answers occur often enough for the comparison to mean something.
      const signedIn = lanes.reduce((sum, lane) => sum + lane.signedIn, 0);
      expect(signedIn).toBeGreaterThan(site.cases / 10);
      expect(site.cases - signedIn).toBeGreaterThan(site.cases / 10);
    }, 300_000);
  },
);
