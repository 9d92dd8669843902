import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { errorBody } from '../../shared/schemas/error.js';
import { currentUser } from '../../shared/schemas/me.js';

describe.each(DIALECTS)('GET /api/me (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect, { adminEmails: ['admin@example.com'] });
  });
  afterEach(() => ctx.close());

  it('answers 401 with the error shape when signed out', async () => {
    const res = await ctx.anonymous().get('/api/me');
    expect(await expectBody(res, 401, errorBody)).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' },
    });
  });

  it('returns the signed-in user with their full name and admin flag', async () => {
    const user = await ctx.signUp({ name: 'Maya Chen', email: 'maya@example.com' });
    expect(await expectBody(await user.get('/api/me'), 200, currentUser)).toEqual({
      id: user.userId,
      email: 'maya@example.com',
      fullName: 'Maya Chen',
      isAdmin: false,
    });
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    expect((await expectBody(await admin.get('/api/me'), 200, currentUser)).isAdmin).toBe(true);
  });
});
