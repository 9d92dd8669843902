import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCover, createNiche, createTitle } from '../../../../tests/factories/index.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { testSeed } from '../../../../tests/support/test-seed.js';
import { listQuery, savedCardsQuery } from '../../../shared/schemas/saved-item.js';
import { toSearchText } from '../../db/search-text.js';
import { listProjects } from '../../services/projects/list-projects.js';
import { listSavedCards } from '../../services/saved-items/list-saved-cards.js';
import { nicheStore } from '../../services/saved-items/niche-store.js';
import { titleStore } from '../../services/saved-items/title-store.js';
import { savedItemApi } from '../../../shared/api/saved-items.js';
import { projectApi } from '../../../shared/api/projects.js';

const RUNS = 12;

type User = Awaited<ReturnType<TestContext['signUp']>>;
type Db = TestContext['db'];

/** Pages of every kind of list, kept (saved items) or not, first pages and searches. */
const PATHS = [
  '/api/titles',
  '/api/titles?limit=2',
  '/api/titles?search=or',
  '/api/niches',
  '/api/saved-items',
  '/api/saved-items?kind=titles&limit=3',
  '/api/projects',
  '/api/projects?limit=2&search=e',
] as const;

/** A page as the services read it at this moment, without HTTP, kept pages or ETags. */
const FRESH: Record<string, (db: Db, userId: string, params: Record<string, string>) => Promise<unknown>> = {
  '/api/titles': (db, userId, params) => titleStore(db).list(userId, listQuery.parse(params)),
  '/api/niches': (db, userId, params) => nicheStore(db).list(userId, listQuery.parse(params)),
  '/api/saved-items': (db, userId, params) => listSavedCards(db, userId, savedCardsQuery.parse(params)),
  '/api/projects': (db, userId, params) => listProjects(db, userId, listQuery.parse(params)),
};

async function freshPage(db: Db, userId: string, path: string): Promise<unknown> {
  const [pathname = '', search = ''] = path.split('?');
  const page = await FRESH[pathname]!(db, userId, Object.fromEntries(new URLSearchParams(search)));
  return JSON.parse(JSON.stringify(page));
}

const WORDS = ['Orchard', 'Sourdough', 'Meal prep', 'Chess openings', 'Night shifts', 'Garden'];

interface Scene {
  db: Db;
  user: User;
}

/** One of the user's rows of `table`, chosen by `pick`, if they have any. */
async function oneOf(db: Db, table: 'product_titles' | 'niches' | 'projects', userId: string, pick: number) {
  const rows = await db.selectFrom(table).select('id').where('user_id', '=', userId).orderBy('id').execute();
  return rows.length > 0 ? rows[pick % rows.length]!.id : undefined;
}

const expectStatus = async (res: Response, status: number) => expect(res.status, await res.text()).toBe(status);

/** Changes to the user's lists, through the app and straight in the database, as another tool would make them. */
const CHANGES: Record<string, (scene: Scene, word: string, pick: number) => Promise<unknown>> = {
  saveTitle: async ({ user }, word) =>
    expectStatus(
      await user.call(savedItemApi.titles.create, { body: { title: `${word} for all`, tone: 'professional' } }),
      201,
    ),
  async renameTitle({ db, user }, word, pick) {
    const id = await oneOf(db, 'product_titles', user.userId, pick);
    if (id)
      await expectStatus(
        await user.call(savedItemApi.titles.update, {
          params: { id },
          body: { title: `${word} renamed`, tone: 'casual' },
        }),
        200,
      );
  },
  async deleteTitle({ db, user }, _word, pick) {
    const id = await oneOf(db, 'product_titles', user.userId, pick);
    if (id) await expectStatus(await user.call(savedItemApi.titles.remove, { params: { id } }), 204);
  },
  writeTitle: ({ db, user }, word, pick) => createTitle(db, { userId: user.userId, title: word, secondsAgo: pick % 5 }),
  async rewriteTitle({ db, user }, word, pick) {
    const id = await oneOf(db, 'product_titles', user.userId, pick);
    const title = `${word} rewritten`;
    if (id)
      await db
        .updateTable('product_titles')
        .set({ title, search_text: toSearchText(title) })
        .where('id', '=', id)
        .execute();
  },
  writeNiche: ({ db, user }, word) => createNiche(db, { userId: user.userId, name: `${word} niche` }),
  async deleteNiche({ db, user }, _word, pick) {
    const id = await oneOf(db, 'niches', user.userId, pick);
    if (id) await expectStatus(await user.call(savedItemApi.niches.remove, { params: { id } }), 204);
  },
  saveProject: async ({ user }, word) =>
    expectStatus(await user.call(projectApi.create, { body: { title: `${word} book` } }), 201),
  async renameProject({ db, user }, word, pick) {
    const id = await oneOf(db, 'projects', user.userId, pick);
    if (id)
      await expectStatus(
        await user.call(projectApi.update, { params: { id }, body: { title: `${word} edition` } }),
        200,
      );
  },
  async coverProject({ db, user }, word, pick) {
    const id = await oneOf(db, 'projects', user.userId, pick);
    if (!id) return;
    const cover = await createCover(db, { userId: user.userId, title: word });
    await expectStatus(await user.call(projectApi.update, { params: { id }, body: { coverId: cover.id } }), 200);
  },
  async markProjectReady({ db, user }, _word, pick) {
    const id = await oneOf(db, 'projects', user.userId, pick);
    if (id) await db.updateTable('projects').set({ status: 'ready' }).where('id', '=', id).execute();
  },
  async deleteProject({ db, user }, _word, pick) {
    const id = await oneOf(db, 'projects', user.userId, pick);
    if (id) await expectStatus(await user.call(projectApi.remove, { params: { id } }), 204);
  },
};

const step = fc.oneof(
  fc.record({
    read: fc.subarray([...PATHS], { minLength: 1, maxLength: 3 }),
    revalidate: fc.boolean(),
  }),
  fc.record({ change: fc.constantFrom(...Object.keys(CHANGES)), word: fc.constantFrom(...WORDS), pick: fc.nat() }),
);

describe.each(DIALECTS)('list pages after random changes (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(() => ctx.close());

  it('answers every page, kept, revalidated (304) or read, as a fresh read would', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
        const scene = { db: ctx.db, user: await ctx.signUp() };
        /** What a browser holds: each page it was answered, with its ETag. */
        const held = new Map<string, { etag: string; text: string }>();
        const read = async (path: string, revalidate: boolean) => {
          const kept = held.get(path);
          const res = await scene.user.get(path, revalidate && kept ? { 'If-None-Match': kept.etag } : {});
          const text = await res.text();
          if (res.status === 304) {
            expect(text).toBe('');
            expect(res.headers.get('ETag')).toBe(kept?.etag);
          } else {
            expect(res.status, text).toBe(200);
            held.set(path, { etag: res.headers.get('ETag')!, text });
          }
          return held.get(path)!.text;
        };
        for (const next of steps) {
          if ('change' in next) {
            await CHANGES[next.change]!(scene, next.word, next.pick);
            continue;
          }
          // Asked together, as a page showing several lists asks.
          const answers = await Promise.all(next.read.map((path) => read(path, next.revalidate)));
          for (const [i, path] of next.read.entries()) {
            expect(JSON.parse(answers[i]!), path).toEqual(await freshPage(ctx.db, scene.user.userId, path));
          }
        }
      }),
      { seed: testSeed(`list pages after random changes (${dialect})`), numRuns: RUNS },
    );
  }, 600_000);
});
