import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProject, createTitle } from '../../../tests/factories/index.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';

type User = Awaited<ReturnType<TestContext['signUp']>>;

/** The ETag a list answers with, after checking it tells the browser to keep the page and ask again. */
async function etagOf(user: User, path: string) {
  const res = await user.get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  const etag = res.headers.get('ETag');
  expect(etag).toMatch(/^W\/".+"$/);
  return etag!;
}

const revalidated = (user: User, path: string, etag: string) => user.get(path, { 'If-None-Match': etag });

describe.each(DIALECTS)('ETags of list pages (%s)', (dialect) => {
  let ctx: TestContext;
  let user: User;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
    user = await ctx.signUp();
  });
  afterEach(() => ctx.close());

  it.each(['/api/titles', '/api/niches', '/api/covers', '/api/saved-items?kind=titles', '/api/projects?search=guide'])(
    'answers %s revalidated with its current ETag 304, without a body',
    async (path) => {
      await createTitle(ctx.db, { userId: user.userId, title: 'A Guide' });
      const etag = await etagOf(user, path);
      const res = await revalidated(user, path, etag);
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('ETag')).toBe(etag);
      expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    },
  );

  it('answers the page afresh, with a new ETag, once a saved item or a project changed', async () => {
    const titles = await etagOf(user, '/api/titles');
    const projects = await etagOf(user, '/api/projects');
    const saved = await user.post('/api/titles', { title: 'Saved Since', tone: 'professional' });
    expect(saved.status).toBe(201);

    const afresh = await revalidated(user, '/api/titles', titles);
    expect(afresh.status).toBe(200);
    expect(afresh.headers.get('ETag')).not.toBe(titles);
    expect(((await afresh.json()) as { items: { title: string }[] }).items.map((item) => item.title)).toEqual([
      'Saved Since',
    ]);

    // A project changed straight in the database moves the version too.
    const current = await etagOf(user, '/api/projects');
    expect(current).not.toBe(projects);
    await createProject(ctx.db, { userId: user.userId, title: 'Written Directly' });
    const res = await revalidated(user, '/api/projects', current);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: { title: string }[] }).items.map((item) => item.title)).toEqual([
      'Written Directly',
    ]);
  });

  it("never answers 304 to another user's ETag, or to the ETag of another page of the list", async () => {
    const other = await ctx.signUp();
    await createTitle(ctx.db, { userId: user.userId, title: 'Mine' });
    await createTitle(ctx.db, { userId: other.userId, title: 'Theirs' });
    const mine = await etagOf(user, '/api/titles');

    expect((await revalidated(other, '/api/titles', mine)).status).toBe(200);
    expect((await revalidated(user, '/api/titles?limit=5', mine)).status).toBe(200);
    expect((await revalidated(user, '/api/titles', mine)).status).toBe(304);
  });
});
