import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { adminStats, adminUserPage } from '../../shared/schemas/admin.js';
import { errorBody } from '../../shared/schemas/error.js';
import { savedCover } from '../../shared/schemas/cover.js';
import { COVER_PNG } from '../../../tests/support/book-fixtures.js';
import { createAiEngine } from '../ai/index.js';
import { adminApi } from '../../shared/api/admin.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { generateApi } from '../../shared/api/generate.js';

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
    expect((await admin.call(adminApi.stats)).status).toBe(200);
    await ctx.db.deleteFrom('user_roles').where('user_id', '=', admin.userId).execute();
    expect(await expectBody(await admin.call(adminApi.stats), 403, errorBody)).toEqual(
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

    expect(await expectBody(await admin.call(adminApi.stats), 200, adminStats)).toEqual({
      totalUsers: 3,
      totalProjects: 2,
      activeUsers: 2,
      storedBytes: 0,
      ai: { provider: 'offline', model: 'infoforge-offline', fallback: null },
      generation: [],
    });
  });

  it('names the provider and the fallback by provider and model, never their keys or addresses', async () => {
    await ctx.close();
    ctx = await createTestContext(dialect, {
      adminEmails: ['admin@example.com'],
      ai: createAiEngine({
        config: {
          provider: 'openai-compatible',
          model: 'first-model',
          baseURL: 'http://127.0.0.1:9/first/v1',
          apiKey: 'sk-first-secret',
        },
        fallback: {
          provider: 'anthropic',
          model: 'claude-fallback',
          baseURL: 'http://127.0.0.1:9/second/v1',
          apiKey: 'sk-fallback-secret',
        },
      }),
    });
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    const response = await admin.call(adminApi.stats);
    const body = await response.clone().text();
    expect((await expectBody(response, 200, adminStats)).ai).toEqual({
      provider: 'openai-compatible',
      model: 'first-model',
      fallback: { provider: 'anthropic', model: 'claude-fallback' },
    });
    expect(body).not.toMatch(/secret|127\.0\.0\.1/);
  });

  it("shows the bytes every user's files take, in total and per user", async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const png = Buffer.from(COVER_PNG);
    for (const client of [user, user, other])
      await expectBody(
        await client.call(savedItemApi.covers.create, {
          body: {
            imageUrl: `data:image/png;base64,${png.toString('base64')}`,
            style: 'modern',
          },
        }),
        201,
        savedCover,
      );

    const stats = await expectBody(await admin.call(adminApi.stats), 200, adminStats);
    expect(stats.storedBytes).toBe(3 * png.byteLength);
    const { items } = await expectBody(await admin.call(adminApi.users), 200, adminUserPage);
    expect(items.map((row) => [row.id, row.storedBytes])).toEqual([
      [other.userId, png.byteLength],
      [user.userId, 2 * png.byteLength],
      [admin.userId, 0],
    ]);
  });

  it('totals the recorded generations per task, failures and tokens included', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    const user = await ctx.signUp();
    const titles = { tone: 'casual', productConcept: 'A budgeting workbook for students' };
    await user.call(generateApi.titles, { body: titles });
    await user.call(generateApi.titles, { body: titles });
    await user.call(generateApi.niches, {
      body: { targetAudience: 'students', interests: 'money', budgetRange: '$0' },
    });
    await ctx.db
      .updateTable('generation_usage')
      .set({ outcome: 'timeout', input_tokens: 7 })
      .where('task', '=', 'generate-niches')
      .execute();

    const { generation } = await expectBody(await admin.call(adminApi.stats), 200, adminStats);
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
    const { items: users } = await expectBody(await admin.call(adminApi.users), 200, adminUserPage);
    expect(users.find((u) => u.id === orphan.userId)).toMatchObject({ fullName: null, role: null });
    expect((await expectBody(await admin.call(adminApi.stats), 200, adminStats)).totalUsers).toBe(2);
  });

  it('lists users newest first with their role, and searches by full name', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com', name: 'Alice Admin' });
    const bob = await ctx.signUp({ name: 'Bob 100%_Builder' });
    await ctx.db.updateTable('profiles').set({ full_name: null }).where('id', '=', admin.userId).execute();

    const all = await expectBody(await admin.call(adminApi.users), 200, adminUserPage);
    expect(all.items.map((u) => [u.id, u.fullName, u.role])).toEqual([
      [bob.userId, 'Bob 100%_Builder', null],
      [admin.userId, null, 'admin'],
    ]);

    const search = async (term: string) => {
      const res = await admin.call(adminApi.users, { query: { search: term } });
      return (await expectBody(res, 200, adminUserPage)).items.map((u) => u.id);
    };
    expect(await search('BOB')).toEqual([bob.userId]);
    expect(await search('100%_')).toEqual([bob.userId]);
    expect(await search('%')).toEqual([bob.userId]);
    expect(await search('nobody')).toEqual([]);
  });

  it('reads 45 users a page at a time, newest first, each once, and pages a search too', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com', name: 'Alice Admin' });
    // Made as sign-up makes accounts (its hooks add the profile), without hashing a password for each.
    const { internalAdapter } = await ctx.auth.$context;
    const others: string[] = [];
    for (let index = 1; index < 45; index++) {
      const name = index % 3 === 0 ? `Searched ${index}` : `Other ${index}`;
      const user = await internalAdapter.createUser(
        { name, email: `user-${index}@example.com`, emailVerified: false },
        { method: 'email-password' },
      );
      others.push(user.id);
    }
    // Three sign-up times shared by 15 users each, so pages end inside a run of equal times.
    const times = ['2026-03-01T10:00:00.000Z', '2026-02-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z'];
    const users = [admin.userId, ...others];
    for (const [index, id] of users.entries()) {
      const createdAt = times[Math.floor(index / 15)]!;
      await ctx.db.updateTable('users').set({ created_at: createdAt }).where('id', '=', id).execute();
    }
    const newestFirst = users
      .map((id, index) => ({ id, createdAt: times[Math.floor(index / 15)]! }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : 1))
      .map((user) => user.id);

    const pages = async (query: string) => {
      const read: string[][] = [];
      let cursor: string | null = null;
      do {
        const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = await expectBody(await admin.get(`/api/admin/users?${query}${after}`), 200, adminUserPage);
        read.push(page.items.map((user) => user.id));
        cursor = page.nextCursor;
      } while (cursor);
      return read;
    };

    const byDefault = await pages('');
    expect(byDefault.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(byDefault.flat()).toEqual(newestFirst);
    const byTwelve = await pages('limit=12');
    expect(byTwelve.map((page) => page.length)).toEqual([12, 12, 12, 9]);
    expect(byTwelve.flat()).toEqual(newestFirst);

    const searched = others.filter((_, index) => (index + 1) % 3 === 0);
    const searchPages = await pages('search=SEARCHED&limit=10');
    expect(searchPages.map((page) => page.length)).toEqual([10, 4]);
    expect(searchPages.flat()).toEqual(newestFirst.filter((id) => searched.includes(id)));
  });

  it('refuses a list position it did not write, and a page larger than the lists allow', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    expect(
      await expectBody(await admin.call(adminApi.users, { query: { cursor: 'nonsense' } }), 400, errorBody),
    ).toEqual({
      error: { code: 'BAD_REQUEST', message: 'This list position is not valid', field: 'cursor' },
    });
    expect(await expectBody(await admin.call(adminApi.users, { query: { limit: '101' } }), 400, errorBody)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Limit must be at most 100', field: 'limit' },
    });
  });

  it('refuses an over-long search with a field message', async () => {
    const admin = await ctx.signUp({ email: 'admin@example.com' });
    const res = await admin.call(adminApi.users, { query: { search: 'x'.repeat(101) } });
    expect(await expectBody(res, 400, errorBody)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Search must be at most 100 characters', field: 'search' },
    });
  });
});
