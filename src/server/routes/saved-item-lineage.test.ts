import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedContent } from '../../shared/schemas/content.js';
import { errorBody } from '../../shared/schemas/error.js';
import { ideaSummaryPage, savedIdea } from '../../shared/schemas/idea.js';
import { savedNiche } from '../../shared/schemas/niche.js';
import { savedTitle, titleSummaryPage } from '../../shared/schemas/title.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

const NICHE = {
  name: 'Knitting for busy mothers',
  marketSize: 'Large',
  competitionLevel: 'Medium',
  profitPotential: 'High',
  demographics: { age: '28-45', income: '$50k-$90k', painPoints: ['No time'] },
  generationInput: { targetAudience: 'Busy mothers', interests: 'Knitting', budgetRange: 'Under $50' },
};
const IDEA = {
  concept: 'A 30-day beginner knitting course for busy mothers',
  targetAudience: 'Mothers with under 20 minutes a day',
  sellingPoints: ['Ten-minute lessons'],
  modules: ['Casting on', 'The knit stitch'],
  productType: 'course',
};
const IDEAS_REQUEST = {
  productType: 'course',
  niche: 'Knitting for busy mothers',
  nicheContext: {
    name: 'Knitting for busy mothers',
    marketSize: 'Large',
    demographics: { age: '28-45', income: '$50k-$90k', painPoints: ['No time'] },
  },
};
const TITLE = { title: 'Knit in Ten Minutes a Day', tone: 'friendly' };
const CONTENT = {
  sectionName: 'Module 1: Casting on',
  content: '# Module 1: Casting on\n\nStart with a long-tail cast-on.',
  contentType: 'howto',
};

describe('saved items remember where they came from', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());

  it('keeps the generation request with the item, through edits that leave it out', async () => {
    const user = await ctx.signUp();
    const niche = await expectBody(await user.call(savedItemApi.niches.create, { body: NICHE }), 201, savedNiche);
    expect(niche.generationInput).toEqual(NICHE.generationInput);

    const { generationInput: _kept, ...edited } = { ...NICHE, name: 'Knitting for new mothers' };
    const updated = await expectBody(
      await user.call(savedItemApi.niches.update, { params: { id: niche.id }, body: edited }),
      200,
      savedNiche,
    );
    expect(updated).toMatchObject({ name: 'Knitting for new mothers', generationInput: NICHE.generationInput });

    const regenerated = { ...NICHE.generationInput, interests: 'Crochet' };
    const replaced = await user.call(savedItemApi.niches.update, {
      params: { id: niche.id },
      body: { ...edited, generationInput: regenerated },
    });
    expect((await expectBody(replaced, 200, savedNiche)).generationInput).toEqual(regenerated);
  });

  it('stores an idea request in a shape that is sent again unchanged', async () => {
    const user = await ctx.signUp();
    const idea = await expectBody(
      await user.call(savedItemApi.ideas.create, { body: { ...IDEA, generationInput: IDEAS_REQUEST } }),
      201,
      savedIdea,
    );
    const again = await user.post('/api/generate-product-ideas', idea.generationInput);
    expect(again.status).toBe(200);
    const resaved = await user.post('/api/ideas', { ...IDEA, generationInput: idea.generationInput });
    expect((await expectBody(resaved, 201, savedIdea)).generationInput).toEqual(idea.generationInput);
  });

  it('links niche → idea → title → content, and unlinks when the source is deleted', async () => {
    const user = await ctx.signUp();
    const niche = await expectBody(await user.call(savedItemApi.niches.create, { body: NICHE }), 201, savedNiche);
    const idea = await expectBody(
      await user.call(savedItemApi.ideas.create, { body: { ...IDEA, nicheId: niche.id } }),
      201,
      savedIdea,
    );
    const title = await expectBody(
      await user.call(savedItemApi.titles.create, { body: { ...TITLE, ideaId: idea.id } }),
      201,
      savedTitle,
    );
    const content = await expectBody(
      await user.call(savedItemApi.content.create, { body: { ...CONTENT, titleId: title.id, ideaId: idea.id } }),
      201,
      savedContent,
    );
    expect([idea.nicheId, title.ideaId, content.titleId, content.ideaId]).toEqual([
      niche.id,
      idea.id,
      title.id,
      idea.id,
    ]);

    expect((await user.call(savedItemApi.ideas.remove, { params: { id: idea.id } })).status).toBe(204);
    const orphan = await expectBody(
      await user.call(savedItemApi.titles.read, { params: { id: title.id } }),
      200,
      savedTitle,
    );
    expect(orphan.ideaId).toBeNull();
    const section = await expectBody(
      await user.call(savedItemApi.content.read, { params: { id: content.id } }),
      200,
      savedContent,
    );
    expect(section).toMatchObject({ titleId: title.id, ideaId: null });
  });

  it("refuses a link to another user's item, or to none, and saves nothing", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const idea = await expectBody(await owner.call(savedItemApi.ideas.create, { body: IDEA }), 201, savedIdea);

    for (const ideaId of [idea.id, randomUUID()]) {
      const res = await other.call(savedItemApi.titles.create, { body: { ...TITLE, ideaId } });
      expect(await expectBody(res, 400, errorBody)).toEqual({
        error: { code: 'BAD_REQUEST', message: 'Product idea not found', field: 'ideaId' },
      });
    }
    const mine = await expectBody(await other.call(savedItemApi.titles.create, { body: TITLE }), 201, savedTitle);
    const relinked = await other.call(savedItemApi.titles.update, {
      params: { id: mine.id },
      body: { ...TITLE, ideaId: idea.id },
    });
    expect((await expectBody(relinked, 400, errorBody)).error.field).toBe('ideaId');
    expect((await expectBody(await other.call(savedItemApi.titles.list), 200, titleSummaryPage)).items).toHaveLength(1);
  });
});

describe('a repeated save', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());

  it('with the same key answers the first item, even when both arrive at once', async () => {
    const user = await ctx.signUp();
    const saveKey = randomUUID();
    const [first, second] = await Promise.all([
      user.call(savedItemApi.ideas.create, { body: { ...IDEA, saveKey } }),
      user.call(savedItemApi.ideas.create, { body: { ...IDEA, saveKey } }),
    ]);
    const a = await expectBody(first, 201, savedIdea);
    const b = await expectBody(second, 201, savedIdea);
    expect(b.id).toBe(a.id);
    const replay = await expectBody(
      await user.call(savedItemApi.ideas.create, { body: { ...IDEA, saveKey } }),
      201,
      savedIdea,
    );
    expect(replay.id).toBe(a.id);
    expect((await expectBody(await user.call(savedItemApi.ideas.list), 200, ideaSummaryPage)).items).toHaveLength(1);
  });

  it('with a new key, or no key, saves another item; keys are per user', async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const saveKey = randomUUID();
    await user.call(savedItemApi.ideas.create, { body: { ...IDEA, saveKey } });
    await user.call(savedItemApi.ideas.create, { body: { ...IDEA, saveKey: randomUUID() } });
    await user.call(savedItemApi.ideas.create, { body: IDEA });
    const theirs = await expectBody(
      await other.call(savedItemApi.ideas.create, { body: { ...IDEA, saveKey } }),
      201,
      savedIdea,
    );
    expect((await expectBody(await user.call(savedItemApi.ideas.list), 200, ideaSummaryPage)).items).toHaveLength(3);
    expect(
      (await expectBody(await other.call(savedItemApi.ideas.list), 200, ideaSummaryPage)).items.map((idea) => idea.id),
    ).toEqual([theirs.id]);
  });

  it('refuses a key that is not a UUID', async () => {
    const user = await ctx.signUp();
    const res = await user.call(savedItemApi.titles.create, { body: { ...TITLE, saveKey: 'twice' } });
    expect(await expectBody(res, 400, errorBody)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The save key must be a UUID', field: 'saveKey' },
    });
  });
});
