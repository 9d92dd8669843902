import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { errorBody } from '../../shared/schemas/error.js';
import { currentUser } from '../../shared/schemas/me.js';
import { SESSION_CACHE_TTL_MS } from '../limits.js';
import { meApi } from '../../shared/api/me.js';

describe('GET /api/me', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite', { adminEmails: ['admin@example.com'] });
  });
  afterEach(() => ctx.close());

  it('answers 401 with the error shape when signed out', async () => {
    const res = await ctx.anonymous().call(meApi.read);
    expect(await expectBody(res, 401, errorBody)).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' },
    });
  });

  it('returns the signed-in user with their full name and admin flag', async () => {
    const user = await ctx.signUp({ name: 'Maya Chen', email: 'maya@example.com' });
    expect(await expectBody(await user.call(meApi.read), 200, currentUser)).toEqual({
      id: user.userId,
      email: 'maya@example.com',
      fullName: 'Maya Chen',
      isAdmin: false,
    });
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    expect((await expectBody(await admin.call(meApi.read), 200, currentUser)).isAdmin).toBe(true);
  });

  it('shows an admin role granted outside the app once the session is resolved again, within seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const user = await ctx.signUp({ email: 'promoted@example.com' });
      expect((await expectBody(await user.call(meApi.read), 200, currentUser)).isAdmin).toBe(false);
      await ctx.db
        .insertInto('user_roles')
        .values({ id: randomUUID(), user_id: user.userId, role: 'admin', created_at: new Date().toISOString() })
        .execute();
      vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS);
      expect((await expectBody(await user.call(meApi.read), 200, currentUser)).isAdmin).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
