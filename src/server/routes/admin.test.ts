import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { adminStats, listUsersResult } from '../../shared/schemas/admin.js';
import { errorBody } from '../../shared/schemas/error.js';

const denied = (message: string) => ({ error: { code: 'FORBIDDEN', message } });

describe.each(DIALECTS)('admin API (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect, { adminEmails: ['admin@example.com'] });
  });
  afterEach(() => ctx.close());

  // Each endpoint's words for a non-admin (docs/product-rules.md R40).
  it.each([
    ['/api/admin/stats', 'Access denied. Admin privileges required.'],
    ['/api/admin/users', 'Access denied'],
  ])('%s answers 401 signed out and 403 to a non-admin, in its own words', async (path, message) => {
    await expectBody(await ctx.anonymous().get(path), 401, errorBody);
    const user = await ctx.signUp();
    expect(await expectBody(await user.get(path), 403, errorBody)).toEqual(denied(message));
  });

  it('refuses an admin whose role was revoked at once, though their session is still remembered', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    expect((await admin.get('/api/admin/stats')).status).toBe(200);
    await ctx.db.deleteFrom('user_roles').where('user_id', '=', admin.userId).execute();
    expect(await expectBody(await admin.get('/api/admin/stats'), 403, errorBody)).toEqual(
      denied('Access denied. Admin privileges required.'),
    );
  });

  it('counts users, projects and users active in the last 30 days', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    const user = await ctx.signUp();
    const dormant = await ctx.signUp();
    await createProject(ctx.db, { userId: user.userId });
    await createProject(ctx.db, { userId: dormant.userId });
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    await ctx.db.updateTable('profiles').set({ last_active_at: longAgo }).where('id', '=', dormant.userId).execute();
    // Signing out deletes the session row, but the user still counts as active.
    expect((await user.post('/api/auth/sign-out')).status).toBe(200);

    expect(await expectBody(await admin.get('/api/admin/stats'), 200, adminStats)).toEqual({
      totalUsers: 3,
      totalProjects: 2,
      activeUsers: 2,
      ai: { provider: 'offline', model: 'infoforge-offline' },
      generation: [],
    });
  });

  it('totals the recorded generations per task, failures and tokens included', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    const user = await ctx.signUp();
    const titles = { tone: 'casual', productConcept: 'A budgeting workbook for students' };
    await user.post('/api/generate-titles', titles);
    await user.post('/api/generate-titles', titles);
    await user.post('/api/generate-niches', { targetAudience: 'students', interests: 'money', budgetRange: '$0' });
    await ctx.db
      .updateTable('generation_usage')
      .set({ outcome: 'timeout', input_tokens: 7 })
      .where('task', '=', 'generate-niches')
      .execute();

    const { generation } = await expectBody(await admin.get('/api/admin/stats'), 200, adminStats);
    expect(generation).toEqual([
      {
        task: 'generate-niches',
        calls: 1,
        failures: 1,
        inputTokens: 7,
        outputTokens: 0,
        averageMs: expect.any(Number),
      },
      {
        task: 'generate-titles',
        calls: 2,
        failures: 0,
        inputTokens: 0,
        outputTokens: 0,
        averageMs: expect.any(Number),
      },
    ]);
  });

  it('lists a user even when their profile row is missing', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    const orphan = await ctx.signUp({ name: 'Half Done' });
    await ctx.db.deleteFrom('profiles').where('id', '=', orphan.userId).execute();
    const { users } = await expectBody(await admin.get('/api/admin/users'), 200, listUsersResult);
    expect(users.find((u) => u.id === orphan.userId)).toMatchObject({ fullName: null, role: null });
    expect((await expectBody(await admin.get('/api/admin/stats'), 200, adminStats)).totalUsers).toBe(2);
  });

  it('lists users newest first with their role, and searches by full name', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com', name: 'Alice Admin' });
    const bob = await ctx.signUp({ name: 'Bob 100%_Builder' });
    await ctx.db.updateTable('profiles').set({ full_name: null }).where('id', '=', admin.userId).execute();

    const all = await expectBody(await admin.get('/api/admin/users'), 200, listUsersResult);
    expect(all.users.map((u) => [u.id, u.fullName, u.role])).toEqual([
      [bob.userId, 'Bob 100%_Builder', null],
      [admin.userId, null, 'admin'],
    ]);

    const search = async (term: string) => {
      const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(term)}`);
      return (await expectBody(res, 200, listUsersResult)).users.map((u) => u.id);
    };
    expect(await search('BOB')).toEqual([bob.userId]);
    expect(await search('100%_')).toEqual([bob.userId]);
    expect(await search('%')).toEqual([bob.userId]);
    expect(await search('nobody')).toEqual([]);
  });

  it('refuses an over-long search with a field message', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    const res = await admin.get(`/api/admin/users?search=${'x'.repeat(101)}`);
    expect(await expectBody(res, 400, errorBody)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Search must be at most 100 characters', field: 'search' },
    });
  });
});
