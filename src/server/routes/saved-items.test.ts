import { sql } from 'kysely';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { contentSectionsResult, contentSummaryPage, savedContent } from '../../shared/schemas/content.js';
import { errorBody } from '../../shared/schemas/error.js';
import { ideaSummaryPage, savedIdea } from '../../shared/schemas/idea.js';
import { nicheSummaryPage, savedNiche } from '../../shared/schemas/niche.js';
import { savedItemCount } from '../../shared/schemas/saved-item.js';
import { savedTitle, titleSummaryPage } from '../../shared/schemas/title.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { contentSectionApi } from '../../shared/api/content-sections.js';

const KINDS = [
  {
    path: '/api/niches',
    table: 'niches',
    label: 'Niche',
    item: savedNiche,
    list: nicheSummaryPage,
    valid: {
      name: 'Meal prep for busy first-time parents',
      marketSize: 'Large and growing',
      competitionLevel: 'Medium',
      profitPotential: 'High',
      demographics: { age: '25-40', income: '$60k-$120k', painPoints: ['No time to cook', 'Picky toddlers'] },
    },
    changed: { name: 'Batch cooking for night-shift nurses' },
    invalid: { body: { name: '' }, field: 'name', message: 'Niche name is required' },
    text: { field: 'name', label: 'Niche name' },
    failures: {
      get: 'Failed to load niche data',
      create: 'Failed to save niche',
      update: 'Failed to update niche',
    },
  },
  {
    path: '/api/ideas',
    table: 'product_ideas',
    label: 'Product idea',
    item: savedIdea,
    list: ideaSummaryPage,
    valid: {
      concept: 'A 30-day freezer meal system for new parents',
      targetAudience: 'First-time parents with a newborn',
      sellingPoints: ['Two-hour Sunday prep', 'One shopping list a week'],
      modules: ['Pantry reset', 'Freezer basics', 'Week one plan'],
      productType: 'ebook',
    },
    changed: { concept: 'A 14-day starter plan' },
    invalid: { body: { productType: 'novel' }, field: 'productType', message: 'Please select a product type' },
    text: { field: 'concept', label: 'Concept' },
    failures: {
      get: 'Failed to load idea data',
      create: 'Failed to save idea',
      update: 'Failed to update product idea',
    },
  },
  {
    path: '/api/titles',
    table: 'product_titles',
    label: 'Title',
    item: savedTitle,
    list: titleSummaryPage,
    valid: { title: 'Prep Once, Eat All Week', tone: 'friendly' },
    changed: { title: 'The Sunday Reset' },
    invalid: { body: { title: 'x'.repeat(201) }, field: 'title', message: 'Title must be at most 200 characters' },
    text: { field: 'title', label: 'Title' },
    failures: {
      get: 'Failed to load title data',
      create: 'Failed to save title',
      update: 'Failed to update title',
    },
  },
  {
    path: '/api/content',
    table: 'generated_content',
    label: 'Content',
    item: savedContent,
    list: contentSummaryPage,
    valid: {
      sectionName: 'Chapter 1: Introduction',
      content: '# Chapter 1: Introduction\n\nWhy one prep session a week is enough.',
      contentType: 'educational',
    },
    changed: { content: '# Chapter 1\n\nRewritten.' },
    invalid: {
      body: { content: 'x'.repeat(200_001) },
      field: 'content',
      message: 'Content must be at most 200,000 characters',
    },
    text: { field: 'content', label: 'Content' },
    failures: {
      get: 'Failed to load content data',
      create: 'Failed to save content',
      update: 'Failed to update content',
    },
  },
] as const;

/** The eight endpoints that write a saved item, each with a body built from the kind's valid one. */
const WRITES = KINDS.flatMap((kind) => [
  { ...kind, method: 'POST' as const },
  { ...kind, method: 'PUT' as const },
]);

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('saved items', () => {
  let ctx: TestContext;
  let logged: Array<{ msg: string; err?: { message: string } }>;
  beforeEach(async () => {
    logged = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    ctx = await createTestContext('sqlite', { logger });
  });
  afterEach(() => {
    vi.useRealTimers();
    return ctx.close();
  });

  describe.each(KINDS)('$path', ({ path, label, item, list, valid, changed, invalid }) => {
    it('answers 401 to every verb when signed out', async () => {
      const client = ctx.anonymous();
      for (const res of [
        await client.get(path),
        await client.get(`${path}/count`),
        await client.get(`${path}/${MISSING_ID}`),
        await client.post(path, valid),
        await client.put(`${path}/${MISSING_ID}`, valid),
        await client.delete(`${path}/${MISSING_ID}`),
      ]) {
        await expectBody(res, 401, errorBody);
      }
    });

    it('creates, lists newest first, counts, reads, updates and deletes its own items', async () => {
      const user = await ctx.signUp();
      const created = await expectBody(await user.post(path, valid), 201, item);
      expect(created).toMatchObject({ ...valid, projectId: null });
      // From here the clock stands a second after the first save: the second is the newer one.
      vi.useFakeTimers({ now: new Date(created.createdAt).getTime() + 1_000, toFake: ['Date'] });
      const second = await expectBody(await user.post(path, { ...valid, ...changed }), 201, item);

      const listed = await expectBody(await user.get(path), 200, list);
      expect(listed.items.map((entry) => entry.id)).toEqual([second.id, created.id]);
      expect(await expectBody(await user.get(`${path}/count`), 200, savedItemCount)).toEqual({ count: 2 });
      expect(await expectBody(await user.get(`${path}/${created.id}`), 200, item)).toEqual(created);

      const updated = await expectBody(await user.put(`${path}/${created.id}`, { ...valid, ...changed }), 200, item);
      expect(updated).toMatchObject({ id: created.id, ...changed, createdAt: created.createdAt });

      const deleted = await user.delete(`${path}/${created.id}`);
      expect(deleted.status).toBe(204);
      expect(await deleted.text()).toBe('');
      await expectBody(await user.get(`${path}/${created.id}`), 404, errorBody);
      expect(await expectBody(await user.get(`${path}/count`), 200, savedItemCount)).toEqual({ count: 1 });
    });

    it("treats another user's item, a missing id and a malformed id as the same 404, changing nothing", async () => {
      const owner = await ctx.signUp();
      const stranger = await ctx.signUp();
      const saved = await expectBody(await owner.post(path, valid), 201, item);
      const notFound = { error: { code: 'NOT_FOUND', message: `${label} not found` } };

      for (const id of [saved.id, MISSING_ID, 'not-a-uuid']) {
        for (const res of [
          await stranger.get(`${path}/${id}`),
          await stranger.put(`${path}/${id}`, { ...valid, ...changed }),
          await stranger.delete(`${path}/${id}`),
        ]) {
          expect(await expectBody(res, 404, errorBody)).toEqual(notFound);
        }
      }
      expect(await expectBody(await stranger.get(path), 200, list)).toEqual({ items: [], nextCursor: null });
      expect(await expectBody(await owner.get(`${path}/${saved.id}`), 200, item)).toMatchObject(valid);
    });

    it('refuses bad input with the field and its message, saving nothing', async () => {
      const user = await ctx.signUp();
      const res = await user.post(path, { ...valid, ...invalid.body });
      expect(await expectBody(res, 400, errorBody)).toEqual({
        error: { code: 'BAD_REQUEST', message: invalid.message, field: invalid.field },
      });
      expect(await expectBody(await user.get(`${path}/count`), 200, savedItemCount)).toEqual({ count: 0 });
    });
  });

  describe.each(WRITES)('$method $path', ({ method, path, item, list, valid, text }) => {
    const write = async (user: Awaited<ReturnType<TestContext['signUp']>>, body: unknown) => {
      if (method === 'POST') return user.post(path, body);
      const saved = await expectBody(await user.post(path, valid), 201, item);
      return user.put(`${path}/${saved.id}`, body);
    };

    const CONTROL = 'must not contain control characters';
    const INVALID = 'must not contain invalid Unicode characters';
    it.each([
      ['a NUL byte', 'nul\u0000byte', CONTROL],
      ['a bell', 'ring\u0007ring', CONTROL],
      ['an escape sequence', '\u001b[31mred', CONTROL],
      ['a C1 control', 'next\u0085line', CONTROL],
      ['an unpaired surrogate', 'half\uD83Dan emoji', INVALID],
      ['U+FFFE', 'not\uFFFEXML', INVALID],
      ['U+FDD0', 'non\uFDD0character', INVALID],
    ])('refuses %s in a text field with a 400 naming the field, storing nothing', async (_name, value, message) => {
      const user = await ctx.signUp();
      const res = await write(user, { ...valid, [text.field]: value });
      expect(await expectBody(res, 400, errorBody)).toEqual({
        error: { code: 'BAD_REQUEST', message: `${text.label} ${message}`, field: text.field },
      });
      const { items } = await expectBody(await user.get(path), 200, list);
      expect(items).toHaveLength(method === 'POST' ? 0 : 1);
      for (const { id } of items) {
        expect(await expectBody(await user.get(`${path}/${id}`), 200, item)).toMatchObject(valid);
      }
    });

    it('keeps tabs, newlines and carriage returns', async () => {
      const user = await ctx.signUp();
      const value = 'one\ttwo\r\nthree\nfour';
      const res = await write(user, { ...valid, [text.field]: value });
      expect(await expectBody(res, method === 'POST' ? 201 : 200, item)).toMatchObject({ [text.field]: value });
    });
  });

  it('refuses an unpaired surrogate inside a list stored as JSON, naming the entry', async () => {
    const user = await ctx.signUp();
    const res = await user.post('/api/ideas', {
      ...KINDS.find(({ path }) => path === '/api/ideas')?.valid,
      modules: ['Pantry reset', 'Freezer \uDE00basics'],
    });
    expect(await expectBody(res, 400, errorBody)).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'Modules must not contain invalid Unicode characters',
        field: 'modules.1',
      },
    });
  });

  it('refuses content nested 1,000 quotes deep, on a save and an edit, with a 400 naming the field, storing nothing', async () => {
    const { valid } = KINDS.find(({ path }) => path === '/api/content')!;
    const deep = { ...valid, content: `${'>'.repeat(1_000)} Too deep` };
    const refusal = {
      error: {
        code: 'BAD_REQUEST',
        message: 'Content must not nest quotes or lists more than 8 levels deep',
        field: 'content',
      },
    };
    const user = await ctx.signUp();
    expect(await expectBody(await user.post('/api/content', deep), 400, errorBody)).toEqual(refusal);
    expect(await expectBody(await user.call(savedItemApi.content.count), 200, savedItemCount)).toEqual({ count: 0 });
    const saved = await expectBody(await user.post('/api/content', valid), 201, savedContent);
    expect(await expectBody(await user.put(`/api/content/${saved.id}`, deep), 400, errorBody)).toEqual(refusal);
    expect(
      await expectBody(await user.call(savedItemApi.content.read, { params: { id: saved.id } }), 200, savedContent),
    ).toMatchObject(valid);
  });

  describe('when the database fails', () => {
    const breakTable = (table: string) => sql`alter table ${sql.table(table)} rename to broken`.execute(ctx.db);

    it.each(KINDS)('$path answers each action with its spec message', async ({ path, table, valid, failures }) => {
      const user = await ctx.signUp();
      await breakTable(table);
      const expected = [
        [await user.get(path), 'Failed to load saved items'],
        [await user.get(`${path}/count`), 'Failed to load saved items'],
        [await user.get(`${path}/${MISSING_ID}`), failures.get],
        [await user.post(path, valid), failures.create],
        [await user.put(`${path}/${MISSING_ID}`, valid), failures.update],
        [await user.delete(`${path}/${MISSING_ID}`), 'Failed to delete item'],
      ] as const;
      for (const [res, message] of expected) {
        expect(await expectBody(res, 500, errorBody)).toEqual({ error: { code: 'INTERNAL', message } });
      }
      expect(logged.map((line) => line.msg)).toEqual(expected.map(([, message]) => message));
      expect(logged.every((line) => line.err?.message.includes(table))).toBe(true);
    });

    it('keeps a 400 for bad input while the table is gone', async () => {
      const user = await ctx.signUp();
      await breakTable('product_titles');
      const res = await user.call(savedItemApi.titles.create, { body: { title: '', tone: 'casual' } });
      expect(await expectBody(res, 400, errorBody)).toEqual({
        error: { code: 'BAD_REQUEST', message: 'Title is required', field: 'title' },
      });
    });

    it('answers the section list with the content load message', async () => {
      const user = await ctx.signUp();
      await breakTable('generated_content');
      expect(await expectBody(await user.call(contentSectionApi.list), 500, errorBody)).toEqual({
        error: { code: 'INTERNAL', message: 'Failed to load content data' },
      });
    });
  });

  it('lists section names and dates for the duplicate warning, only the owner’s', async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const mine = await expectBody(
      await user.call(savedItemApi.content.create, { body: KINDS[3].valid }),
      201,
      savedContent,
    );
    await other.call(savedItemApi.content.create, { body: { ...KINDS[3].valid, sectionName: 'Not mine' } });
    expect(await expectBody(await user.call(contentSectionApi.list), 200, contentSectionsResult)).toEqual({
      sections: [{ id: mine.id, sectionName: 'Chapter 1: Introduction', createdAt: mine.createdAt }],
    });
    await expectBody(await ctx.anonymous().call(contentSectionApi.list), 401, errorBody);
  });
});
