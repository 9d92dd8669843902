import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';

describe.each(DIALECTS)('auth (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect, { adminEmails: ['boss@example.com'] });
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
    expect((await client.get('/api/me')).status).toBe(401);

    const right = await client.post('/api/auth/sign-in/email', {
      email: 'grace@example.com',
      password: 'right-password',
    });
    expect(right.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
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

  it('refuses auth POSTs from another origin or with no origin', async () => {
    const user = await ctx.signUp({ email: 'victim@example.com', password: 'secret-password' });
    const credentials = { email: 'victim@example.com', password: 'secret-password' };
    const foreign = await user.post('/api/auth/sign-out', {}, { origin: 'https://evil.example.com' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Cross-origin request refused' } });
    const anonymous = await ctx.anonymous().post('/api/auth/sign-in/email', credentials, { origin: '' });
    expect(anonymous.status).toBe(403);
    expect((await user.get('/api/me')).status).toBe(200);
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
    const ctx = await createTestContext('sqlite', { rateLimitEnabled: true });
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
