import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createContent,
  createCover,
  createIdea,
  createNiche,
  createProject,
  createTitle,
} from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { contentSummaryPage } from '../../shared/schemas/content.js';
import { coverSummaryPage, generateCoverImageResult, savedCover } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { nicheSummaryPage } from '../../shared/schemas/niche.js';
import { projectSummaryPage } from '../../shared/schemas/project.js';
import { savedCardPage } from '../../shared/schemas/saved-item.js';
import { savedCardApi } from '../../shared/api/saved-cards.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectApi } from '../../shared/api/projects.js';

type NicheSummaryPage = z.output<typeof nicheSummaryPage>;

type User = Awaited<ReturnType<TestContext['signUp']>>;
type Db = TestContext['db'];

const SAME_INSTANT = '2026-11-20T10:00:00.000Z';

/** Every id of a list, read page by page through its nextCursor. */
async function readAllPages(user: User, path: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: URLSearchParams = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const page = await expectBody(
      await user.get(`${path}${path.includes('?') ? '&' : '?'}${query.toString()}`),
      200,
      savedCardPage,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

const setCreatedAt = (db: Db, table: 'niches' | 'projects', createdAt: string) =>
  db.updateTable(table).set({ created_at: createdAt }).execute();

describe.each(DIALECTS)('paged lists (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  describe('GET /api/saved-items', () => {
    it('answers 401 when signed out', async () => {
      await expectBody(await ctx.anonymous().call(savedCardApi.list), 401, errorBody);
    });

    it.each([
      ['limit=0', 'limit', 'Limit must be at least 1'],
      ['limit=101', 'limit', 'Limit must be at most 100'],
      ['limit=ten', 'limit', 'Limit must be a number'],
      ['cursor=not-a-cursor', 'cursor', 'This list position is not valid'],
      ['kind=novels', 'kind', 'Unknown kind of saved item'],
      [`search=${'x'.repeat(201)}`, 'search', 'Search must be at most 200 characters'],
    ])('refuses %s with a 400 on the field', async (query, field, message) => {
      const user = await ctx.signUp();
      expect(await expectBody(await user.get(`/api/saved-items?${query}`), 400, errorBody)).toEqual({
        error: { code: 'BAD_REQUEST', message, field },
      });
    });

    it("merges the user's four kinds newest first, as cards with short descriptions, and only theirs", async () => {
      const user = await ctx.signUp();
      const other = await ctx.signUp();
      const niche = await createNiche(ctx.db, { userId: user.userId, name: 'Sourdough for beginners' });
      const idea = await createIdea(ctx.db, { userId: user.userId, concept: 'A 14-day starter plan' });
      const title = await createTitle(ctx.db, { userId: user.userId, title: 'Crumb & Crust' });
      const content = await createContent(ctx.db, {
        userId: user.userId,
        sectionName: 'Chapter 1: Starter',
        content: `# Chapter 1: Starter\n\n**Flour** and _water_, ${'then patience. '.repeat(40)}`,
      });
      await createNiche(ctx.db, { userId: other.userId, name: 'Not mine' });
      const stamps = [niche, idea, title, content];
      for (const [index, row] of stamps.entries()) {
        const table = ['niches', 'product_ideas', 'product_titles', 'generated_content'] as const;
        await ctx.db
          .updateTable(table[index]!)
          .set({ created_at: `2026-11-2${index}T09:00:00.000Z` })
          .where('id', '=', row.id)
          .execute();
      }

      const page = await expectBody(await user.call(savedCardApi.list), 200, savedCardPage);
      expect(page.nextCursor).toBeNull();
      expect(page.items.map((card) => [card.kind, card.title])).toEqual([
        ['content', 'Chapter 1: Starter'],
        ['titles', 'Crumb & Crust'],
        ['ideas', 'A 14-day starter plan'],
        ['niches', 'Sourdough for beginners'],
      ]);
      const [contentCard, titleCard, ideaCard, nicheCard] = page.items;
      expect(contentCard!.description).toMatch(/^Flour and water, then patience\./);
      expect(contentCard!.description).toHaveLength(150);
      expect(contentCard!.description.endsWith('…')).toBe(true);
      expect(titleCard!.description).toBe('Tone: friendly');
      expect(ideaCard!.description).toBe('First-time parents');
      expect(nicheCard!.description).toBe('Market size: Large');

      const titles = await expectBody(
        await user.call(savedCardApi.list, { query: { kind: 'titles' } }),
        200,
        savedCardPage,
      );
      expect(titles.items.map((card) => card.id)).toEqual([title.id]);
      expect(await expectBody(await other.call(savedCardApi.list), 200, savedCardPage)).toMatchObject({
        items: [{ title: 'Not mine' }],
      });
    });

    it('pages through items with equal timestamps without skipping or repeating one', async () => {
      const user = await ctx.signUp();
      const made: string[] = [];
      for (let i = 0; i < 23; i++) made.push((await createNiche(ctx.db, { userId: user.userId })).id);
      await setCreatedAt(ctx.db, 'niches', SAME_INSTANT);
      const { ids, pages } = await readAllPages(user, '/api/saved-items', 5);
      expect(pages).toBe(5);
      expect(ids).toEqual([...made].sort().reverse());
    });

    it('searches titles case-insensitively; %, _ and emoji match only themselves', async () => {
      const user = await ctx.signUp();
      const names = [
        '100% Natural Dyes',
        '100 Natural Dyes',
        'snake_case Recipes',
        'snakeXcase Recipes',
        'Café Ölkuchen 🍰',
      ];
      for (const name of names) await createNiche(ctx.db, { userId: user.userId, name });
      await createTitle(ctx.db, { userId: user.userId, title: 'Dyes of the CAFÉ' });
      const search = async (text: string) => {
        const page = await expectBody(
          await user.call(savedCardApi.list, { query: { search: text } }),
          200,
          savedCardPage,
        );
        return page.items.map((card) => card.title).sort();
      };
      expect(await search('0% n')).toEqual(['100% Natural Dyes']);
      expect(await search('e_c')).toEqual(['snake_case Recipes']);
      expect(await search('🍰')).toEqual(['Café Ölkuchen 🍰']);
      expect(await search('café')).toEqual(['Café Ölkuchen 🍰', 'Dyes of the CAFÉ']);
      expect(await search('ÖLKUCHEN')).toEqual(['Café Ölkuchen 🍰']);
      expect(await search('  natural  ')).toEqual(['100 Natural Dyes', '100% Natural Dyes']);
      expect(await search('\\')).toEqual([]);
      expect(await search('nothing like it')).toEqual([]);
    });
  });

  describe('GET /api/<kind>', () => {
    it('answers summaries without bodies, paged and searched', async () => {
      const user = await ctx.signUp();
      const long = `${'word '.repeat(50_000)}`;
      for (let i = 0; i < 3; i++)
        await createContent(ctx.db, { userId: user.userId, sectionName: `Part ${i}`, content: long });
      const res = await user.call(savedItemApi.content.list, { query: { limit: '2', search: 'PART' } });
      const text = await res.clone().text();
      expect(text.length).toBeLessThan(2_000);
      const page = await expectBody(res, 200, contentSummaryPage);
      expect(page.items).toHaveLength(2);
      expect(page.items[0]!.excerpt).toHaveLength(150);
      const next = await expectBody(
        await user.get(`/api/content?limit=2&search=PART&cursor=${page.nextCursor}`),
        200,
        contentSummaryPage,
      );
      expect(next.items).toHaveLength(1);
      expect(next.nextCursor).toBeNull();
    });

    it("names each section's title, only ever one of the owner's, and follows a rename or delete of it", async () => {
      const user = await ctx.signUp();
      const other = await ctx.signUp();
      const title = await createTitle(ctx.db, { userId: user.userId, title: 'Sourdough at Home 🍞' });
      const theirs = await createTitle(ctx.db, { userId: other.userId, title: 'A Budgeting Ebook' });
      const written = await createContent(ctx.db, { userId: user.userId, sectionName: 'Mine', titleId: title.id });
      const untitled = await createContent(ctx.db, { userId: user.userId, sectionName: 'Loose' });
      // A link to another user's title the app refuses to save, written to the database directly.
      const foreign = await createContent(ctx.db, { userId: user.userId, sectionName: 'Odd', titleId: theirs.id });
      const titleTexts = async () => {
        const page = await expectBody(await user.call(savedItemApi.content.list), 200, contentSummaryPage);
        return Object.fromEntries(page.items.map((item) => [item.id, item.titleText]));
      };

      expect(await titleTexts()).toEqual({
        [written.id]: 'Sourdough at Home 🍞',
        [untitled.id]: null,
        [foreign.id]: null,
      });
      const saved = await user.call(savedItemApi.titles.update, {
        params: { id: title.id },
        body: { title: 'Sourdough, Renamed', tone: 'friendly' },
      });
      expect(saved.status).toBe(200);
      expect((await titleTexts())[written.id]).toBe('Sourdough, Renamed');
      expect((await user.call(savedItemApi.titles.remove, { params: { id: title.id } })).status).toBe(204);
      expect((await titleTexts())[written.id]).toBeNull();
    });

    it('pages one kind over equal timestamps', async () => {
      const user = await ctx.signUp();
      const other = await ctx.signUp();
      for (let i = 0; i < 9; i++) await createNiche(ctx.db, { userId: user.userId });
      await createNiche(ctx.db, { userId: other.userId });
      await setCreatedAt(ctx.db, 'niches', SAME_INSTANT);
      const seen = new Set<string>();
      let cursor: string | null = null;
      do {
        const page: NicheSummaryPage = await expectBody(
          await user.get(`/api/niches?limit=4${cursor ? `&cursor=${cursor}` : ''}`),
          200,
          nicheSummaryPage,
        );
        for (const niche of page.items) seen.add(niche.id);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.size).toBe(9);
    });
  });

  describe('GET /api/covers', () => {
    const searchCovers = async (user: User, text: string) =>
      (
        await expectBody(await user.call(savedItemApi.covers.list, { query: { search: text } }), 200, coverSummaryPage)
      ).items
        .map((cover) => cover.title)
        .sort();

    it('answers 401 signed out and 400 to a bad page size', async () => {
      await expectBody(await ctx.anonymous().call(savedItemApi.covers.list), 401, errorBody);
      const user = await ctx.signUp();
      expect(
        await expectBody(await user.call(savedItemApi.covers.list, { query: { limit: '0' } }), 400, errorBody),
      ).toMatchObject({
        error: { field: 'limit' },
      });
    });

    it("pages the user's own covers newest first, never another user's", async () => {
      const user = await ctx.signUp();
      const other = await ctx.signUp();
      const made: string[] = [];
      for (let i = 0; i < 5; i++) made.push((await createCover(ctx.db, { userId: user.userId, secondsAgo: i })).id);
      await createCover(ctx.db, { userId: other.userId });
      const first = await expectBody(
        await user.call(savedItemApi.covers.list, { query: { limit: '3' } }),
        200,
        coverSummaryPage,
      );
      const rest = await expectBody(
        await user.get(`/api/covers?limit=3&cursor=${first.nextCursor}`),
        200,
        coverSummaryPage,
      );
      expect([...first.items, ...rest.items].map((cover) => cover.id)).toEqual(made);
      expect(rest.nextCursor).toBeNull();
      expect(first.items[0]).not.toHaveProperty('generationInput');
    });

    it('searches the product title a cover was drawn for, folded, with % and _ literal, not its prompt', async () => {
      const user = await ctx.signUp();
      const other = await ctx.signUp();
      for (const title of ['Café Ölkuchen', '100% Rye', '100 Rye', 'snake_case Loaves'])
        await createCover(ctx.db, { userId: user.userId, title });
      await createCover(ctx.db, { userId: other.userId, title: 'Café for strangers' });
      expect(await searchCovers(user, 'CAFÉ')).toEqual(['Café Ölkuchen']);
      expect(await searchCovers(user, 'ölKUCHEN')).toEqual(['Café Ölkuchen']);
      expect(await searchCovers(user, '0% r')).toEqual(['100% Rye']);
      expect(await searchCovers(user, 'e_c')).toEqual(['snake_case Loaves']);
      expect(await searchCovers(user, 'gradients')).toEqual([]);
    });

    it("takes the title from a save's generation request, and keeps it when an update leaves that out", async () => {
      const user = await ctx.signUp();
      const { imageUrl } = await expectBody(
        await user.call(generateApi.coverImage, { body: { title: 'Straße der Brote', authorName: 'Ana' } }),
        200,
        generateCoverImageResult,
      );
      const generationInput = { title: 'Straße der Brote', authorName: 'Ana', style: 'modern' };
      const saved = await expectBody(
        await user.call(savedItemApi.covers.create, { body: { imageUrl, style: 'modern', generationInput } }),
        201,
        savedCover,
      );
      expect(saved.title).toBe('Straße der Brote');
      await expectBody(
        await user.call(savedItemApi.covers.update, { params: { id: saved.id }, body: { imageUrl, style: 'bold' } }),
        200,
        savedCover,
      );
      expect(await searchCovers(user, 'STRASSE')).toEqual([]);
      expect(await searchCovers(user, 'STRAßE')).toEqual(['Straße der Brote']);
      const cards = await expectBody(
        await user.call(savedCardApi.list, { query: { kind: 'covers' } }),
        200,
        savedCardPage,
      );
      expect(cards.items).toEqual([
        expect.objectContaining({ kind: 'covers', title: 'Straße der Brote', description: 'Style: Bold', imageUrl }),
      ]);
    });
  });

  describe('/api/projects', () => {
    it('answers 401 to both verbs when signed out', async () => {
      const client = ctx.anonymous();
      await expectBody(await client.call(projectApi.list), 401, errorBody);
      await expectBody(
        await client.call(projectApi.remove, { params: { id: '00000000-0000-4000-8000-000000000000' } }),
        401,
        errorBody,
      );
    });

    it('refuses a bad page size', async () => {
      const user = await ctx.signUp();
      expect(
        await expectBody(await user.call(projectApi.list, { query: { limit: '-1' } }), 400, errorBody),
      ).toMatchObject({
        error: { field: 'limit' },
      });
    });

    it('lists own projects newest first with cover and documents status, searched by title, paged', async () => {
      const user = await ctx.signUp();
      const other = await ctx.signUp();
      const cover = await createCover(ctx.db, { userId: user.userId });
      const older = await createProject(ctx.db, { userId: user.userId, title: 'Knitting 101', secondsAgo: 20 });
      const newer = await createProject(ctx.db, {
        userId: user.userId,
        title: 'KNITTING for Kids',
        coverId: cover.id,
        documentsStatus: 'completed',
        status: 'ready',
        secondsAgo: 10,
      });
      await createProject(ctx.db, { userId: user.userId, title: 'Sourdough', secondsAgo: 5 });
      await createProject(ctx.db, { userId: other.userId, title: 'Knitting, not mine' });

      const page = await expectBody(
        await user.call(projectApi.list, { query: { search: 'knitting', limit: '1' } }),
        200,
        projectSummaryPage,
      );
      expect(page.items).toEqual([
        {
          id: newer.id,
          title: 'KNITTING for Kids',
          status: 'ready',
          documentsStatus: 'completed',
          productType: 'ebook',
          license: 'none',
          coverImageUrl: cover.image_url,
          pdfUrl: `/api/projects/${newer.id}/documents/pdf`,
          createdAt: newer.created_at,
        },
      ]);
      const next = await expectBody(
        await user.get(`/api/projects?search=knitting&limit=1&cursor=${page.nextCursor}`),
        200,
        projectSummaryPage,
      );
      expect(next.items.map((project) => project.id)).toEqual([older.id]);
      expect(next.nextCursor).toBeNull();
    });

    it('deletes an own project with its section links; the parts stay', async () => {
      const user = await ctx.signUp();
      const project = await createProject(ctx.db, { userId: user.userId });
      const content = await createContent(ctx.db, { userId: user.userId });
      await ctx.db
        .insertInto('project_content_sections')
        .values({ id: crypto.randomUUID(), project_id: project.id, content_id: content.id, order_index: 0 })
        .execute();

      const res = await user.call(projectApi.remove, { params: { id: project.id } });
      expect(res.status).toBe(204);
      expect(await ctx.db.selectFrom('project_content_sections').selectAll().execute()).toEqual([]);
      expect(await ctx.db.selectFrom('projects').selectAll().execute()).toEqual([]);
      expect(await ctx.db.selectFrom('generated_content').select('id').execute()).toEqual([{ id: content.id }]);
      await expectBody(await user.call(projectApi.remove, { params: { id: project.id } }), 404, errorBody);
    });

    it("answers 404 for another user's project, a missing or a malformed id, deleting nothing", async () => {
      const owner = await ctx.signUp();
      const stranger = await ctx.signUp();
      const project = await createProject(ctx.db, { userId: owner.userId });
      for (const id of [project.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        expect(await expectBody(await stranger.call(projectApi.remove, { params: { id } }), 404, errorBody)).toEqual({
          error: { code: 'NOT_FOUND', message: 'Project not found' },
        });
      }
      expect(await ctx.db.selectFrom('projects').select('id').execute()).toEqual([{ id: project.id }]);
    });
  });

  describe('deleting a part a project uses', () => {
    async function projectWithParts(userId: string) {
      const niche = await createNiche(ctx.db, { userId });
      const idea = await createIdea(ctx.db, { userId });
      const title = await createTitle(ctx.db, { userId });
      const kept = await createContent(ctx.db, { userId, sectionName: 'Introduction' });
      const dropped = await createContent(ctx.db, { userId, sectionName: 'Chapter 1' });
      const project = await createProject(ctx.db, { userId, documentsStatus: 'completed' });
      await ctx.db
        .updateTable('projects')
        .set({ niche_id: niche.id, product_idea_id: idea.id, title_id: title.id })
        .where('id', '=', project.id)
        .execute();
      await ctx.db
        .insertInto('project_content_sections')
        .values([
          { id: crypto.randomUUID(), project_id: project.id, content_id: kept.id, order_index: 0 },
          { id: crypto.randomUUID(), project_id: project.id, content_id: dropped.id, order_index: 1 },
        ])
        .execute();
      return { niche, idea, title, kept, dropped, project };
    }

    const readProject = (id: string) =>
      ctx.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('removes a deleted section from the project and marks its PDF out of date', async () => {
      const user = await ctx.signUp();
      const { dropped, kept, project } = await projectWithParts(user.userId);
      expect((await user.call(savedItemApi.content.remove, { params: { id: dropped.id } })).status).toBe(204);
      const sections = await ctx.db.selectFrom('project_content_sections').select('content_id').execute();
      expect(sections).toEqual([{ content_id: kept.id }]);
      expect(await readProject(project.id)).toMatchObject({ documents_status: 'not_generated' });
    });

    it.each([
      ['niches', 'niche', 'niche_id'],
      ['ideas', 'idea', 'product_idea_id'],
      ['titles', 'title', 'title_id'],
    ] as const)('empties the project link of a deleted %s and keeps the rest', async (path, part, column) => {
      const user = await ctx.signUp();
      const parts = await projectWithParts(user.userId);
      expect((await user.delete(`/api/${path}/${parts[part].id}`)).status).toBe(204);
      const project = await readProject(parts.project.id);
      expect(project[column]).toBeNull();
      expect(project.documents_status).toBe('not_generated');
      expect(await ctx.db.selectFrom('project_content_sections').select('id').execute()).toHaveLength(2);
    });

    it("leaves other users' projects alone and changes nothing on a refused delete", async () => {
      const owner = await ctx.signUp();
      const stranger = await ctx.signUp();
      const { title, project } = await projectWithParts(owner.userId);
      await expectBody(await stranger.call(savedItemApi.titles.remove, { params: { id: title.id } }), 404, errorBody);
      expect(await readProject(project.id)).toMatchObject({ title_id: title.id, documents_status: 'completed' });
    });
  });
});
