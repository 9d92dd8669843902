import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';

describe.each(DIALECTS)('GET /api/me (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect, { adminEmails: ['admin@example.com'] });
  });
  afterEach(() => ctx.close());

  it('answers 401 with the error shape when signed out', async () => {
    const res = await ctx.anonymous().get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' } });
  });

  it('returns the signed-in user with their full name and admin flag', async () => {
    const user = await ctx.signUp({ name: 'Maya Chen', email: 'maya@example.com' });
    expect(await (await user.get('/api/me')).json()).toEqual({
      id: user.userId,
      email: 'maya@example.com',
      fullName: 'Maya Chen',
      isAdmin: false,
    });
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    expect(((await (await admin.get('/api/me')).json()) as { isAdmin: boolean }).isAdmin).toBe(true);
  });
});
