import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';

const KINDS = [
  {
    path: '/api/niches',
    label: 'Niche',
    valid: {
      name: 'Meal prep for busy first-time parents',
      marketSize: 'Large and growing',
      competitionLevel: 'Medium',
      profitPotential: 'High',
      demographics: { age: '25-40', income: '$60k-$120k', painPoints: ['No time to cook', 'Picky toddlers'] },
    },
    changed: { name: 'Batch cooking for night-shift nurses' },
    invalid: { body: { name: '' }, field: 'name', message: 'Niche name is required' },
  },
  {
    path: '/api/ideas',
    label: 'Product idea',
    valid: {
      concept: 'A 30-day freezer meal system for new parents',
      targetAudience: 'First-time parents with a newborn',
      sellingPoints: ['Two-hour Sunday prep', 'One shopping list a week'],
      modules: ['Pantry reset', 'Freezer basics', 'Week one plan'],
      productType: 'ebook',
    },
    changed: { concept: 'A 14-day starter plan' },
    invalid: { body: { productType: 'novel' }, field: 'productType', message: 'Please select a product type' },
  },
  {
    path: '/api/titles',
    label: 'Title',
    valid: { title: 'Prep Once, Eat All Week', tone: 'friendly' },
    changed: { title: 'The Sunday Reset' },
    invalid: { body: { title: 'x'.repeat(201) }, field: 'title', message: 'Title must be at most 200 characters' },
  },
  {
    path: '/api/content',
    label: 'Content',
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
  },
] as const;

describe.each(DIALECTS)('saved items (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  describe.each(KINDS)('$path', ({ path, label, valid, changed, invalid }) => {
    it('answers 401 to every verb when signed out', async () => {
      const client = ctx.anonymous();
      const id = '00000000-0000-4000-8000-000000000000';
      for (const res of [
        await client.get(path),
        await client.get(`${path}/count`),
        await client.get(`${path}/${id}`),
        await client.post(path, valid),
        await client.put(`${path}/${id}`, valid),
        await client.delete(`${path}/${id}`),
      ]) {
        expect(res.status).toBe(401);
      }
    });

    it('creates, lists newest first, counts, reads, updates and deletes its own items', async () => {
      const user = await ctx.signUp();
      const first = await user.post(path, valid);
      expect(first.status).toBe(201);
      const created = (await first.json()) as { id: string; createdAt: string };
      expect(created).toMatchObject({ ...valid, projectId: null });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = (await (await user.post(path, { ...valid, ...changed })).json()) as { id: string };

      const list = (await (await user.get(path)).json()) as { items: { id: string }[] };
      expect(list.items.map((item) => item.id)).toEqual([second.id, created.id]);
      expect(await (await user.get(`${path}/count`)).json()).toEqual({ count: 2 });
      expect(await (await user.get(`${path}/${created.id}`)).json()).toEqual(created);

      const updated = await user.put(`${path}/${created.id}`, { ...valid, ...changed });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({ id: created.id, ...changed, createdAt: created.createdAt });

      expect((await user.delete(`${path}/${created.id}`)).status).toBe(204);
      expect((await user.get(`${path}/${created.id}`)).status).toBe(404);
      expect(await (await user.get(`${path}/count`)).json()).toEqual({ count: 1 });
    });

    it("treats another user's item, a missing id and a malformed id as the same 404, changing nothing", async () => {
      const owner = await ctx.signUp();
      const stranger = await ctx.signUp();
      const item = (await (await owner.post(path, valid)).json()) as { id: string };
      const notFound = { error: { code: 'NOT_FOUND', message: `${label} not found` } };

      for (const id of [item.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        for (const res of [
          await stranger.get(`${path}/${id}`),
          await stranger.put(`${path}/${id}`, { ...valid, ...changed }),
          await stranger.delete(`${path}/${id}`),
        ]) {
          expect(res.status).toBe(404);
          expect(await res.json()).toEqual(notFound);
        }
      }
      expect(await (await stranger.get(path)).json()).toEqual({ items: [] });
      expect(await (await owner.get(`${path}/${item.id}`)).json()).toMatchObject(valid);
    });

    it('refuses bad input with the field and its message, saving nothing', async () => {
      const user = await ctx.signUp();
      const res = await user.post(path, { ...valid, ...invalid.body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: invalid.message, field: invalid.field },
      });
      expect(await (await user.get(`${path}/count`)).json()).toEqual({ count: 0 });
    });
  });

  it('lists section names and dates for the duplicate warning, only the owner’s', async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const mine = (await (await user.post('/api/content', KINDS[3].valid)).json()) as { id: string; createdAt: string };
    await other.post('/api/content', { ...KINDS[3].valid, sectionName: 'Not mine' });
    expect(await (await user.get('/api/content/sections')).json()).toEqual({
      sections: [{ id: mine.id, sectionName: 'Chapter 1: Introduction', createdAt: mine.createdAt }],
    });
    expect((await ctx.anonymous().get('/api/content/sections')).status).toBe(401);
  });
});
