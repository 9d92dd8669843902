import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LOCKED_MESSAGE } from '../auth/account-sign-in-limit.js';
import { ACCOUNT_SIGN_IN_LIMIT, SESSION_CACHE_TTL_MS, SESSION_CACHE_TTL_SPREAD } from '../limits.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext, FAST_PATHS_ON } from '../../../tests/support/test-context.js';
import { currentUser } from '../../shared/schemas/me.js';
import { meApi } from '../../shared/api/me.js';

/** The `name=value` pair of the session cookie a response sets. */
function sessionCookieOf(res: Response): string {
  const line = res.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
  if (!line) throw new Error('no session cookie was set');
  return line.split(';')[0]!;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const messageOf = async (res: Response) => ((await res.json()) as { message?: string }).message;

describe('auth', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite', { adminEmails: ['boss@example.com'] });
  });
  afterEach(() => ctx.close());

  it('signs up, stores the full name in profiles, and sets an httpOnly SameSite=Lax session cookie', async () => {
    const res = await ctx
      .anonymous()
      .post('/api/auth/sign-up/email', { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const { user } = (await res.json()) as { user: { id: string } };
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    const profile = await ctx.db.selectFrom('profiles').selectAll().where('id', '=', user.id).executeTakeFirst();
    expect(profile?.full_name).toBe('Ada Lovelace');
    expect(await ctx.db.selectFrom('user_roles').selectAll().execute()).toEqual([]);
  });

  it('grants the admin role at sign-up to an address in ADMIN_EMAILS', async () => {
    const admin = await ctx.signUp({ email: 'Boss@example.com' });
    const roles = await ctx.db.selectFrom('user_roles').select(['user_id', 'role']).execute();
    expect(roles).toEqual([{ user_id: admin.userId, role: 'admin' }]);
  });

  it('refuses a short password, a missing or over-long name, and a taken address, creating nothing', async () => {
    const client = ctx.anonymous();
    const short = await client.post('/api/auth/sign-up/email', {
      name: 'A',
      email: 'a@example.com',
      password: '12345',
    });
    expect(short.status).toBe(400);
    const noName = await client.post('/api/auth/sign-up/email', {
      name: ' ',
      email: 'b@example.com',
      password: '123456',
    });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { message: string }).message).toBe('Full name is required');
    const longName = await client.post('/api/auth/sign-up/email', {
      name: 'x'.repeat(101),
      email: 'c@example.com',
      password: '123456',
    });
    expect(((await longName.json()) as { message: string }).message).toBe('Full name must be at most 100 characters');
    expect(await ctx.db.selectFrom('users').selectAll().execute()).toEqual([]);

    await ctx.signUp({ email: 'taken@example.com' });
    const taken = await client.post('/api/auth/sign-up/email', {
      name: 'B',
      email: 'taken@example.com',
      password: '123456',
    });
    expect(taken.status).toBe(422);
    expect(await ctx.db.selectFrom('profiles').selectAll().execute()).toHaveLength(1);
  });

  it('signs in with the right password only, and signs out', async () => {
    await ctx.signUp({ email: 'grace@example.com', password: 'right-password' });
    const client = ctx.anonymous();
    const wrong = await client.post('/api/auth/sign-in/email', {
      email: 'grace@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe('Invalid email or password');
    expect((await client.call(meApi.read)).status).toBe(401);

    const right = await client.post('/api/auth/sign-in/email', {
      email: 'grace@example.com',
      password: 'right-password',
    });
    expect(right.status).toBe(200);
    expect((await client.call(meApi.read)).status).toBe(200);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.call(meApi.read)).status).toBe(401);
  });

  it('refuses a token holding a control character as an invalid token, never with a 500', async () => {
    const invalid = { code: 'INVALID_TOKEN', message: 'Invalid token' };
    const client = ctx.anonymous();
    const reset = await client.post('/api/auth/reset-password', { token: 'abc\u0000', newPassword: 'new-password' });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject(invalid);
    const link = await client.get('/api/auth/reset-password/abc%00?callbackURL=%2Freset-password');
    expect(link.status).toBeLessThan(500);
    const user = await ctx.signUp();
    const revoke = await user.post('/api/auth/revoke-session', { token: '\u0000' });
    expect(revoke.status).toBe(400);
    expect(await revoke.json()).toMatchObject(invalid);
    expect((await user.call(meApi.read)).status).toBe(200);
  });

  it('refuses a lone surrogate or a noncharacter in a field better-auth reads, naming it, never with a 500', async () => {
    await ctx.signUp({ email: 'known@example.com' });
    const client = ctx.anonymous();
    const cases: [string, unknown, string][] = [
      [
        '/api/auth/request-password-reset',
        { email: 'known@example.com', redirectTo: '\uDFFF/reset-password' },
        '[body.redirectTo] must not contain invalid Unicode characters',
      ],
      [
        '/api/auth/sign-up/email',
        { name: 'Ana', email: 'new@example.com', password: 'secret-password', callbackURL: '/\uFFFE' },
        '[body.callbackURL] must not contain invalid Unicode characters',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await client.post(path, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect(ctx.mail).toEqual([]);
    expect(await ctx.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'known@example.com' }]);
  });

  it('resets a forgotten password through the e-mailed single-use link', async () => {
    await ctx.signUp({ email: 'reset@example.com', password: 'old-password' });
    const client = ctx.anonymous();
    const res = await client.post('/api/auth/request-password-reset', {
      email: 'reset@example.com',
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    expect(ctx.mail).toHaveLength(1);
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(ctx.mail[0]!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const reset = await client.post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.status).toBe(200);
    const again = await client.post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(again.status).toBe(400);

    const oldLogin = await client.post('/api/auth/sign-in/email', {
      email: 'reset@example.com',
      password: 'old-password',
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await client.post('/api/auth/sign-in/email', {
      email: 'reset@example.com',
      password: 'new-password',
    });
    expect(newLogin.status).toBe(200);
  });

  it('answers a reset request for an unknown address exactly like a known one, sending nothing', async () => {
    await ctx.signUp({ email: 'known@example.com' });
    const known = await ctx.anonymous().post('/api/auth/request-password-reset', { email: 'known@example.com' });
    const unknown = await ctx.anonymous().post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(ctx.mail.map((m) => m.to)).toEqual(['known@example.com']);
  });

  it('refuses a bad update-user body with a 400 and a clear message, keeping the name', async () => {
    const user = await ctx.signUp({ name: 'Kept Name' });
    const cases: [unknown, string][] = [
      [{ name: null }, 'Full name is required'],
      [{}, 'Full name is required'],
      [{ name: '' }, 'Full name is required'],
      [{ name: '   ' }, 'Full name is required'],
      [{ name: 'x'.repeat(10_000) }, 'Full name must be at most 100 characters'],
      [{ name: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
      [{ name: 42 }, 'Full name is required'],
      [[], 'The request body must be a JSON object'],
      [null, 'The request body must be a JSON object'],
      ['Ada', 'The request body must be a JSON object'],
      [{ name: 'Fine Name', image: 'https://example.com/a.png' }, 'Only the full name can be changed'],
      [{ name: 'Fine Name', email: 'other@example.com' }, 'Only the full name can be changed'],
    ];
    for (const [body, message] of cases) {
      const res = await user.send('/api/auth/update-user', { method: 'POST', body: JSON.stringify(body) });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(await res.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect(await ctx.db.selectFrom('users').select('name').where('id', '=', user.userId).executeTakeFirst()).toEqual({
      name: 'Kept Name',
    });
    expect(((await (await user.call(meApi.read)).json()) as { fullName: string }).fullName).toBe('Kept Name');
  });

  it('applies the same name rule to a sign-up body', async () => {
    const client = ctx.anonymous();
    const noName = await client.post('/api/auth/sign-up/email', { email: 'n@example.com', password: '123456' });
    expect(noName.status).toBe(400);
    expect(await messageOf(noName)).toBe('Full name is required');
    const nullName = await client.post('/api/auth/sign-up/email', {
      name: null,
      email: 'n@example.com',
      password: '123456',
    });
    expect(await messageOf(nullName)).toBe('Full name is required');
    const list = await client.post('/api/auth/sign-up/email', []);
    expect(list.status).toBe(400);
    expect(await messageOf(list)).toBe('The request body must be a JSON object');
    expect(await ctx.db.selectFrom('users').selectAll().execute()).toEqual([]);

    const padded = await ctx.signUp({ name: '  Padded Name  ' });
    const stored = await ctx.db.selectFrom('users').select('name').where('id', '=', padded.userId).executeTakeFirst();
    expect(stored?.name).toBe('Padded Name');
  });

  it('updates the full name, trimmed, in users and profiles, and /api/me shows it at once', async () => {
    const user = await ctx.signUp({ name: 'Old Name' });
    expect(((await (await user.call(meApi.read)).json()) as { fullName: string }).fullName).toBe('Old Name');
    const res = await user.post('/api/auth/update-user', { name: '  Grace Hopper  ' });
    expect(res.status).toBe(200);
    const stored = await ctx.db.selectFrom('users').select('name').where('id', '=', user.userId).executeTakeFirst();
    expect(stored?.name).toBe('Grace Hopper');
    const profile = await ctx.db
      .selectFrom('profiles')
      .select('full_name')
      .where('id', '=', user.userId)
      .executeTakeFirst();
    expect(profile?.full_name).toBe('Grace Hopper');
    expect(((await (await user.call(meApi.read)).json()) as { fullName: string }).fullName).toBe('Grace Hopper');
    const session = (await (await user.get('/api/auth/get-session')).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Grace Hopper');
  });

  it('signs the user in with a new session after a password reset, keeping every older session revoked', async () => {
    const before = await ctx.signUp({ email: 'renew@example.com', password: 'old-password' });
    const oldCookie = sessionCookieOf(
      await ctx.anonymous().post('/api/auth/sign-in/email', { email: 'renew@example.com', password: 'old-password' }),
    );
    expect((await before.call(meApi.read)).status).toBe(200);
    expect((await ctx.anonymous().call(meApi.read, { headers: { cookie: oldCookie } })).status).toBe(200);

    const browser = ctx.anonymous();
    await browser.post('/api/auth/request-password-reset', { email: 'renew@example.com' });
    const token = /reset-password\?token=([\w-]+)/.exec(ctx.mail[0]!.text)![1]!;
    const reset = await browser.post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.status).toBe(200);
    const newCookie = sessionCookieOf(reset);
    expect(reset.headers.getSetCookie().find((line) => line.includes('session_token='))).toMatch(/HttpOnly/i);

    const me = await ctx.anonymous().call(meApi.read, { headers: { cookie: newCookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(before.userId);
    expect((await browser.call(meApi.read)).status).toBe(200);
    expect((await before.call(meApi.read)).status).toBe(401);
    expect((await ctx.anonymous().call(meApi.read, { headers: { cookie: oldCookie } })).status).toBe(401);
    const sessions = await ctx.db.selectFrom('sessions').select('user_id').execute();
    expect(sessions).toEqual([{ user_id: before.userId }]);
  });

  it('creates no session when a reset fails', async () => {
    await ctx.signUp({ email: 'nope@example.com' });
    const res = await ctx.anonymous().post('/api/auth/reset-password', { token: 'made-up', newPassword: 'whatever1' });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(false);
  });

  it('ends access at once on sign-out, even for a copy of the cookie just served from the cache', async () => {
    await ctx.signUp({ email: 'leave@example.com', password: 'leave-password' });
    const client = ctx.anonymous();
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: 'leave@example.com',
      password: 'leave-password',
    });
    const cookie = sessionCookieOf(signIn);
    expect((await ctx.anonymous().call(meApi.read, { headers: { cookie } })).status).toBe(200);
    expect((await ctx.anonymous().call(meApi.read, { headers: { cookie } })).status).toBe(200);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await ctx.anonymous().call(meApi.read, { headers: { cookie } })).status).toBe(401);
  });

  it('ends access on revoke-sessions at once for every session of the user', async () => {
    const user = await ctx.signUp({ email: 'revoke@example.com', password: 'revoke-password' });
    const other = sessionCookieOf(
      await ctx
        .anonymous()
        .post('/api/auth/sign-in/email', { email: 'revoke@example.com', password: 'revoke-password' }),
    );
    expect((await ctx.anonymous().call(meApi.read, { headers: { cookie: other } })).status).toBe(200);
    expect((await user.post('/api/auth/revoke-sessions')).status).toBe(200);
    expect((await ctx.anonymous().call(meApi.read, { headers: { cookie: other } })).status).toBe(401);
    expect((await user.call(meApi.read)).status).toBe(401);
  });

  it.runIf(FAST_PATHS_ON)(
    'stops a session deleted elsewhere (another instance signed it out) within the cache lifetime',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const user = await ctx.signUp();
        expect((await user.call(meApi.read)).status).toBe(200);
        await ctx.db.deleteFrom('sessions').where('user_id', '=', user.userId).execute();
        const surelyCached = SESSION_CACHE_TTL_MS * (1 - SESSION_CACHE_TTL_SPREAD) - 100;
        vi.setSystemTime(Date.now() + surelyCached);
        expect((await user.call(meApi.read)).status).toBe(200);
        vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS - surelyCached);
        expect((await user.call(meApi.read)).status).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it.runIf(FAST_PATHS_ON)(
    'resolves a session once for the requests that arrive together with the same cookie',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const user = await ctx.signUp();
        const other = await ctx.signUp();
        vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS);
        const check = ctx.auth.sessionCheck;
        if (!('findSession' in check)) throw new Error('the session check of the fast paths has findSession');
        const findSession = vi.spyOn(check, 'findSession');
        const getSession = vi.spyOn(ctx.auth.api, 'getSession');
        const answers = await Promise.all([
          ...Array.from({ length: 5 }, () => user.call(meApi.read)),
          other.call(meApi.read),
        ]);
        expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
        const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
        expect(ids).toEqual([...Array(5).fill(user.userId), other.userId]);
        expect(findSession).toHaveBeenCalledTimes(2);
        expect(getSession).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('leaves a session due to be extended to better-auth, which extends it by 30 days', async () => {
    const user = await ctx.signUp({ name: 'Ada Extended', email: 'extended@example.com' });
    const twoDaysOld = new Date(Date.now() + (30 - 2) * DAY_MS);
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: twoDaysOld.toISOString() })
      .where('user_id', '=', user.userId)
      .execute();
    const getSession = vi.spyOn(ctx.auth.api, 'getSession');

    expect(await expectBody(await user.call(meApi.read), 200, currentUser)).toEqual({
      id: user.userId,
      email: 'extended@example.com',
      fullName: 'Ada Extended',
      isAdmin: false,
    });
    expect(getSession).toHaveBeenCalledTimes(1);
    const { expires_at } = await ctx.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
  });

  it('refuses an expired session, which better-auth then deletes', async () => {
    const user = await ctx.signUp();
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.userId)
      .execute();

    expect((await user.call(meApi.read)).status).toBe(401);
    expect(await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
  });

  it("never answers with another user's session", async () => {
    const ann = await ctx.signUp({ email: 'ann@example.com', password: 'ann-password' });
    const bob = await ctx.signUp({ email: 'bob@example.com', password: 'bob-password' });
    const annCookie = sessionCookieOf(
      await ctx.anonymous().post('/api/auth/sign-in/email', { email: 'ann@example.com', password: 'ann-password' }),
    );
    const bobCookie = sessionCookieOf(
      await ctx.anonymous().post('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'bob-password' }),
    );
    const idOf = async (cookie: string) => {
      const res = await ctx.anonymous().call(meApi.read, { headers: { cookie } });
      return res.status === 200 ? ((await res.json()) as { id: string }).id : res.status;
    };
    for (let round = 0; round < 3; round++) {
      expect(await idOf(annCookie)).toBe(ann.userId);
      expect(await idOf(bobCookie)).toBe(bob.userId);
    }
    const [name, annValue] = annCookie.split('=') as [string, string];
    const bobValue = bobCookie.split('=')[1]!;
    const annToken = decodeURIComponent(annValue).split('.')[0]!;
    const bobSignature = decodeURIComponent(bobValue).split('.')[1]!;
    const forged = `${name}=${encodeURIComponent(`${annToken}.${bobSignature}`)}`;
    expect(await idOf(forged)).toBe(401);
    expect(await idOf(`${name}=${encodeURIComponent(`${annToken}.`)}`)).toBe(401);
  });

  it('reads the session any number of times under the rate limit, while sign-in stays limited', async () => {
    const limited = await createTestContext('sqlite', { authRateLimit: true });
    try {
      const user = await limited.signUp();
      const statuses = new Set<number>();
      for (let i = 0; i < 150; i++) statuses.add((await user.get('/api/auth/get-session')).status);
      expect([...statuses]).toEqual([200]);
      const session = (await (await user.get('/api/auth/get-session')).json()) as { user: { id: string } };
      expect(session.user.id).toBe(user.userId);

      const client = limited.anonymous();
      const signIns: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await client.post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'whatever' });
        signIns.push(res.status);
        if (res.status === 429) expect(await messageOf(res)).toBe('Too many requests. Please try again later.');
      }
      expect(signIns.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(signIns[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses auth POSTs from another origin or with no origin', async () => {
    const user = await ctx.signUp({ email: 'victim@example.com', password: 'secret-password' });
    const credentials = { email: 'victim@example.com', password: 'secret-password' };
    const foreign = await user.post('/api/auth/sign-out', {}, { origin: 'https://evil.example.com' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Cross-origin request refused' } });
    const anonymous = await ctx.anonymous().post('/api/auth/sign-in/email', credentials, { origin: '' });
    expect(anonymous.status).toBe(403);
    expect((await user.call(meApi.read)).status).toBe(200);
  });
});

describe('auth behind https', () => {
  it('marks the session cookie Secure', async () => {
    const ctx = await createTestContext('sqlite', { baseUrl: 'https://infoforge.example.com' });
    try {
      const res = await ctx
        .anonymous()
        .post('/api/auth/sign-up/email', { name: 'Sec Ure', email: 'secure@example.com', password: 'secure-password' });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((line) => line.includes('session_token'));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await ctx.close();
    }
  });
});

describe('auth rate limit', () => {
  it('limits sign-in attempts per client address when enabled', async () => {
    const ctx = await createTestContext('sqlite', { authRateLimit: true });
    try {
      const client = ctx.anonymous();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await client.post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'whatever' });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await ctx.close();
    }
  });
});

describe('per-account sign-in limit', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite', { authRateLimit: true, trustProxy: true });
  });
  afterEach(() => ctx.close());

  /** A sign-in from its own client address, as from one machine of a botnet. */
  let address = 0;
  const signInFrom = (email: string, password: string) =>
    ctx
      .anonymous()
      .post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': `203.0.113.${++address}` });

  const failTimes = async (times: number, email: string) => {
    const statuses = new Set<number>();
    for (let i = 0; i < times; i++) statuses.add((await signInFrom(email, 'wrong-password')).status);
    return [...statuses];
  };

  it('locks one account after its failures from many addresses, even for the right password, and no other', async () => {
    await ctx.signUp({ email: 'victim@example.com', password: 'right-password' });
    await ctx.signUp({ email: 'bystander@example.com', password: 'right-password' });

    expect(await failTimes(ACCOUNT_SIGN_IN_LIMIT.failures, 'Victim@Example.com')).toEqual([401]);
    const locked = await signInFrom('victim@example.com', 'right-password');
    expect(locked.status).toBe(429);
    expect(await messageOf(locked)).toBe(ACCOUNT_LOCKED_MESSAGE);
    expect(locked.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(false);
    expect((await signInFrom('bystander@example.com', 'right-password')).status).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    await ctx.signUp({ email: 'forgetful@example.com', password: 'right-password' });
    expect(await failTimes(ACCOUNT_SIGN_IN_LIMIT.failures - 1, 'forgetful@example.com')).toEqual([401]);
    expect((await signInFrom('forgetful@example.com', 'right-password')).status).toBe(200);
    expect(await failTimes(ACCOUNT_SIGN_IN_LIMIT.failures - 1, 'forgetful@example.com')).toEqual([401]);
    expect((await signInFrom('forgetful@example.com', 'right-password')).status).toBe(200);
  });

  it('lets the owner of a locked account back in through a password reset', async () => {
    await ctx.signUp({ email: 'owner@example.com', password: 'right-password' });
    await failTimes(ACCOUNT_SIGN_IN_LIMIT.failures, 'owner@example.com');
    expect((await signInFrom('owner@example.com', 'right-password')).status).toBe(429);

    const browser = ctx.anonymous();
    await browser.post('/api/auth/request-password-reset', { email: 'owner@example.com' });
    const token = /reset-password\?token=([\w-]+)/.exec(ctx.mail[0]!.text)![1]!;
    expect((await browser.post('/api/auth/reset-password', { token, newPassword: 'new-password' })).status).toBe(200);
    expect((await signInFrom('owner@example.com', 'new-password')).status).toBe(200);
  });
});

describe('sign-up with address confirmation', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite', { requireEmailVerification: true });
  });
  afterEach(() => ctx.close());

  /** What a sign-up answer tells the caller: the status, the body's shape, and whether a session started. */
  const outwardOf = async (res: Response) => {
    const body = (await res.json()) as { token: unknown; user: Record<string, unknown> };
    return {
      status: res.status,
      token: body.token,
      userFields: Object.keys(body.user).sort(),
      session: res.headers.getSetCookie().some((line) => line.includes('session_token=')),
    };
  };
  const waitForMail = async (count: number) => {
    await vi.waitFor(() => expect(ctx.mail.length).toBeGreaterThanOrEqual(count));
    return ctx.mail;
  };

  it('signs a new user in only after they follow the link in their confirmation e-mail, landing on the dashboard', async () => {
    const browser = ctx.anonymous();
    const res = await browser.post('/api/auth/sign-up/email', {
      name: 'New Creator',
      email: 'new@example.com',
      password: 'secret-password',
      callbackURL: '/dashboard',
    });
    expect(await outwardOf(res)).toMatchObject({ status: 200, token: null, session: false });
    expect((await browser.call(meApi.read)).status).toBe(401);
    const refused = await browser.post('/api/auth/sign-in/email', {
      email: 'new@example.com',
      password: 'secret-password',
    });
    expect(refused.status).toBe(403);

    const [confirmation] = await waitForMail(1);
    expect(confirmation).toMatchObject({ to: 'new@example.com', subject: 'Confirm your Infoforge account' });
    const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(confirmation!.text)![0];
    const followed = await browser.get(link.slice('http://localhost:3000'.length));
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/dashboard');
    expect((await browser.call(meApi.read)).status).toBe(200);
  });

  it('answers a taken address exactly like a new one, creates nothing, and tells the owner by e-mail', async () => {
    await ctx.signUp({ email: 'taken@example.com', password: 'secret-password' });
    await waitForMail(1);
    const fresh = await ctx.anonymous().post('/api/auth/sign-up/email', {
      name: 'Someone',
      email: 'fresh@example.com',
      password: 'another-password',
    });
    const taken = await ctx.anonymous().post('/api/auth/sign-up/email', {
      name: 'Someone',
      email: 'taken@example.com',
      password: 'another-password',
    });
    expect(await outwardOf(taken)).toEqual(await outwardOf(fresh));

    const mail = await waitForMail(3);
    expect(mail.filter((message) => message.to === 'taken@example.com').map((message) => message.subject)).toEqual([
      'Confirm your Infoforge account',
      'Someone tried to sign up with your address',
    ]);
    const users = await ctx.db.selectFrom('users').select('email').where('email', '=', 'taken@example.com').execute();
    expect(users).toHaveLength(1);
  });
});

describe('sign-up without address confirmation (the default)', () => {
  it('tells a taken address apart, since a new account is signed in at once', async () => {
    const ctx = await createTestContext('sqlite');
    try {
      await ctx.signUp({ email: 'taken@example.com' });
      const res = await ctx.anonymous().post('/api/auth/sign-up/email', {
        name: 'Someone',
        email: 'taken@example.com',
        password: 'another-password',
      });
      expect(res.status).toBe(422);
      expect(await messageOf(res)).toBe('User already exists. Use another email.');
      expect(ctx.mail).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
