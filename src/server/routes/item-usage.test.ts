import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContent,
  createCover,
  createIdea,
  createNiche,
  createProject,
  createTitle,
} from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { errorBody } from '../../shared/schemas/error.js';
import { itemUsage } from '../../shared/schemas/item-usage.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

describe('GET /api/<kind>/:id/usage', () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  /** Two projects of the owner that use every part, the newer second, and one that uses none. */
  async function projectsUsingParts() {
    const userId = owner.userId;
    const parts = {
      niches: await createNiche(ctx.db, { userId }),
      ideas: await createIdea(ctx.db, { userId }),
      titles: await createTitle(ctx.db, { userId }),
      content: await createContent(ctx.db, { userId }),
      covers: await createCover(ctx.db, { userId }),
    };
    const older = await createProject(ctx.db, { userId, title: 'Meal Prep for Nurses', secondsAgo: 60 });
    const newer = await createProject(ctx.db, { userId, title: 'Meal Prep for Students', secondsAgo: 30 });
    await createProject(ctx.db, { userId, title: 'Unrelated Project' });
    for (const project of [older, newer]) {
      await ctx.db
        .updateTable('projects')
        .set({
          niche_id: parts.niches.id,
          product_idea_id: parts.ideas.id,
          title_id: parts.titles.id,
          cover_id: parts.covers.id,
        })
        .where('id', '=', project.id)
        .execute();
      await ctx.db
        .insertInto('project_content_sections')
        .values({ id: randomUUID(), project_id: project.id, content_id: parts.content.id, order_index: 0 })
        .execute();
    }
    return { parts, older, newer };
  }

  it('answers 401 signed out', async () => {
    await expectBody(
      await ctx.anonymous().call(savedItemApi.titles.usage, { params: { id: randomUUID() } }),
      401,
      errorBody,
    );
  });

  it.each(['niches', 'ideas', 'titles', 'content', 'covers'] as const)(
    'lists the projects that use a %s, newest first, by id and title',
    async (kind) => {
      const { parts, older, newer } = await projectsUsingParts();
      const usage = await expectBody(await owner.get(`/api/${kind}/${parts[kind].id}/usage`), 200, itemUsage);
      expect(usage).toEqual({
        projects: [
          { id: newer.id, title: 'Meal Prep for Students' },
          { id: older.id, title: 'Meal Prep for Nurses' },
        ],
      });
    },
  );

  it('answers an empty list for an item no project uses', async () => {
    const title = await createTitle(ctx.db, { userId: owner.userId });
    expect(
      await expectBody(await owner.call(savedItemApi.titles.usage, { params: { id: title.id } }), 200, itemUsage),
    ).toEqual({
      projects: [],
    });
  });

  it("answers the item's 404 for another user's, a missing or a malformed id", async () => {
    const { parts } = await projectsUsingParts();
    const stranger = await ctx.signUp();
    for (const id of [parts.titles.id, randomUUID(), 'not-an-id']) {
      const refused = await expectBody(
        await stranger.call(savedItemApi.titles.usage, { params: { id } }),
        404,
        errorBody,
      );
      expect(refused.error.message).toBe('Title not found');
    }
  });

  it("never lists another user's projects, even one that names the owner's item", async () => {
    const title = await createTitle(ctx.db, { userId: owner.userId });
    const stranger = await ctx.signUp();
    const foreign = await createProject(ctx.db, { userId: stranger.userId });
    await ctx.db.updateTable('projects').set({ title_id: title.id }).where('id', '=', foreign.id).execute();
    expect(
      await expectBody(await owner.call(savedItemApi.titles.usage, { params: { id: title.id } }), 200, itemUsage),
    ).toEqual({
      projects: [],
    });
  });
});
