import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIdea, createProject, createTitle } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, FAST_PATHS_ON, type TestContext } from '../../../tests/support/test-context.js';
import { titleSummaryPage } from '../../shared/schemas/title.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

type User = Awaited<ReturnType<TestContext['signUp']>>;

/** The titles of the user's first page of saved titles, as the list answers them. */
async function listedTitles(user: Pick<User, 'get'>, query = '') {
  const page = await expectBody(await user.get(`/api/titles${query}`), 200, titleSummaryPage);
  return page.items.map((item) => item.title);
}

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

// The ETags and kept pages are the fast paths' (docs/decisions/0056): with FAST_PATHS=off only the pages are checked.
describe.each(DIALECTS)('pages of saved lists, kept and revalidated (%s)', (dialect) => {
  let ctx: TestContext;
  let user: User;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
    user = await ctx.signUp();
  });
  afterEach(() => ctx.close());

  it.runIf(FAST_PATHS_ON)('answers a kept page while the saved-list version stands', async () => {
    await createTitle(ctx.db, { userId: user.userId, title: 'Kept Title' });
    expect(await listedTitles(user)).toEqual(['Kept Title']);

    // The row changes and the version is put back: only a kept page still says the old title.
    await ctx.db.updateTable('product_titles').set({ title: 'Changed Title' }).execute();
    await sql`update saved_list_versions set version = version - 1`.execute(ctx.db);
    expect(await listedTitles(user)).toEqual(['Kept Title']);
  });

  it('answers a fresh page after every change to the saved items, whoever makes it', async () => {
    expect(await listedTitles(user)).toEqual([]);

    // Written to the database directly, as another tool or instance would.
    const first = await createTitle(ctx.db, { userId: user.userId, title: 'Written Directly' });
    expect(await listedTitles(user)).toEqual(['Written Directly']);

    await ctx.db.updateTable('product_titles').set({ title: 'Renamed Directly' }).where('id', '=', first.id).execute();
    expect(await listedTitles(user)).toEqual(['Renamed Directly']);

    const idea = await createIdea(ctx.db, { userId: user.userId });
    const saved = await user.call(savedItemApi.titles.create, {
      body: {
        title: 'Saved Through The App',
        tone: 'professional',
        ideaId: idea.id,
      },
    });
    expect(saved.status).toBe(201);
    const { id: linkedId } = (await saved.json()) as { id: string };
    const linkedIdea = async () => {
      const page = await expectBody(await user.call(savedItemApi.titles.list), 200, titleSummaryPage);
      return page.items.find((item) => item.id === linkedId)?.ideaId;
    };
    expect(await linkedIdea()).toBe(idea.id);

    // Deleting the idea unlinks the title in the database, a change to a row the app never wrote.
    expect((await user.call(savedItemApi.ideas.remove, { params: { id: idea.id } })).status).toBe(204);
    expect(await linkedIdea()).toBeNull();

    expect((await user.call(savedItemApi.titles.remove, { params: { id: first.id } })).status).toBe(204);
    expect(await listedTitles(user)).toEqual(['Saved Through The App']);
  });

  it("keeps each user's pages apart, and each page size and cursor apart", async () => {
    const other = await ctx.signUp();
    await createTitle(ctx.db, { userId: user.userId, title: 'Older Mine', secondsAgo: 60 });
    await createTitle(ctx.db, { userId: user.userId, title: 'Newer Mine' });
    await createTitle(ctx.db, { userId: other.userId, title: 'Theirs' });

    expect(await listedTitles(user)).toEqual(['Newer Mine', 'Older Mine']);
    expect(await listedTitles(other)).toEqual(['Theirs']);
    const firstPage = await expectBody(
      await user.call(savedItemApi.titles.list, { query: { limit: '1' } }),
      200,
      titleSummaryPage,
    );
    expect(firstPage.items.map((item) => item.title)).toEqual(['Newer Mine']);
    expect(await listedTitles(user, `?limit=1&cursor=${encodeURIComponent(firstPage.nextCursor!)}`)).toEqual([
      'Older Mine',
    ]);
    expect(await listedTitles(user)).toEqual(['Newer Mine', 'Older Mine']);
  });

  it('answers the same page in every encoding, each time it is asked for', async () => {
    for (let i = 1; i <= 30; i++) await createTitle(ctx.db, { userId: user.userId, title: `Volume ${i} of a Series` });
    const decoded = async (acceptEncoding: string) => {
      const res = await user.call(savedItemApi.titles.list, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const encoding = res.headers.get('Content-Encoding');
      if (encoding === 'br') return brotliDecompressSync(bytes).toString();
      if (encoding === 'gzip') return gunzipSync(bytes).toString();
      expect(encoding).toBeNull();
      return bytes.toString();
    };
    const answers = [];
    for (const acceptEncoding of ['br', 'br', 'gzip', 'gzip', 'identity', 'br']) {
      answers.push(await decoded(acceptEncoding));
    }
    expect(JSON.parse(answers[0]!).items).toHaveLength(20);
    expect(new Set(answers).size).toBe(1);
  });

  it.runIf(dialect === 'postgres')(
    'moves the version at commit, so a transaction holding the version never waits for a row',
    async () => {
      const first = await createTitle(ctx.db, { userId: user.userId, title: 'First' });
      const second = await createTitle(ctx.db, { userId: user.userId, title: 'Second' });
      const rename = (db: TestContext['db'], id: string, title: string) =>
        db.updateTable('product_titles').set({ title }).where('id', '=', id).execute();
      await ctx.db.transaction().execute(async (trx) => {
        await rename(trx, first.id, 'First, renamed in a transaction');
        // Another connection changes a row this transaction goes on to change; it commits at once.
        await rename(ctx.db, second.id, 'Second, renamed alone');
        await rename(trx, second.id, 'Second, renamed in a transaction');
      });
      expect(await listedTitles(user)).toEqual(['Second, renamed in a transaction', 'First, renamed in a transaction']);
    },
  );

  it.runIf(dialect === 'postgres')('answers a change made on another instance in its next page', async () => {
    const elsewhere = user.on(await ctx.secondInstance());
    expect(await listedTitles(elsewhere)).toEqual([]);
    expect(
      (await user.call(savedItemApi.titles.create, { body: { title: 'Saved On One', tone: 'professional' } })).status,
    ).toBe(201);
    expect(await listedTitles(elsewhere)).toEqual(['Saved On One']);
  });

  it
    .runIf(FAST_PATHS_ON)
    .each(['/api/titles', '/api/niches', '/api/covers', '/api/saved-items?kind=titles', '/api/projects?search=guide'])(
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

  it.runIf(FAST_PATHS_ON)(
    'answers the page afresh, with a new ETag, once a saved item or a project changed',
    async () => {
      const titles = await etagOf(user, '/api/titles');
      const projects = await etagOf(user, '/api/projects');
      const saved = await user.call(savedItemApi.titles.create, {
        body: { title: 'Saved Since', tone: 'professional' },
      });
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
    },
  );

  it.runIf(FAST_PATHS_ON)(
    "never answers 304 to another user's ETag, or to the ETag of another page of the list",
    async () => {
      const other = await ctx.signUp();
      await createTitle(ctx.db, { userId: user.userId, title: 'Mine' });
      await createTitle(ctx.db, { userId: other.userId, title: 'Theirs' });
      const mine = await etagOf(user, '/api/titles');

      expect((await revalidated(other, '/api/titles', mine)).status).toBe(200);
      expect((await revalidated(user, '/api/titles?limit=5', mine)).status).toBe(200);
      expect((await revalidated(user, '/api/titles', mine)).status).toBe(304);
    },
  );
});
