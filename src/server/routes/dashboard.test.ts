import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { dashboardSummary } from '../../shared/schemas/dashboard.js';
import { errorBody } from '../../shared/schemas/error.js';
import { dashboardApi } from '../../shared/api/dashboard.js';

describe.each(DIALECTS)('GET /api/dashboard (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  it('answers 401 when signed out', async () => {
    await expectBody(await ctx.anonymous().call(dashboardApi.read), 401, errorBody);
  });

  it('starts empty for a new user', async () => {
    const user = await ctx.signUp();
    expect(await expectBody(await user.call(dashboardApi.read), 200, dashboardSummary)).toEqual({
      totalProjects: 0,
      pdfsReady: 0,
      componentsAvailable: 0,
      recentProjects: [],
    });
  });

  it("counts only the user's own data and lists their five newest projects with covers", async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const cover = await createCover(ctx.db, { userId: user.userId });
    for (let i = 0; i < 7; i++) {
      await createProject(ctx.db, {
        userId: user.userId,
        title: `Project ${i}`,
        secondsAgo: 100 - i,
        documentsStatus: i < 3 ? 'completed' : 'not_generated',
        status: i === 6 ? 'draft' : 'ready',
        coverId: i === 6 ? cover.id : undefined,
      });
    }
    await createProject(ctx.db, { userId: other.userId, title: 'Not mine', documentsStatus: 'completed' });
    for (let i = 0; i < 3; i++) {
      await createNiche(ctx.db, { userId: user.userId });
      await createIdea(ctx.db, { userId: user.userId });
      await createTitle(ctx.db, { userId: user.userId });
      await createContent(ctx.db, { userId: user.userId });
    }
    await createCover(ctx.db, { userId: user.userId });
    for (let i = 0; i < 5; i++) await createCover(ctx.db, { userId: other.userId });

    const summary = await expectBody(await user.call(dashboardApi.read), 200, dashboardSummary);
    expect(summary.totalProjects).toBe(7);
    expect(summary.pdfsReady).toBe(3);
    expect(summary.componentsAvailable).toBe(2);
    expect(summary.recentProjects.map((p) => p.title)).toEqual([
      'Project 6',
      'Project 5',
      'Project 4',
      'Project 3',
      'Project 2',
    ]);
    expect(summary.recentProjects[0]).toMatchObject({ status: 'draft', coverImageUrl: cover.image_url });
    expect(summary.recentProjects[1]!.coverImageUrl).toBeNull();
    expect(new Date(summary.recentProjects[0]!.createdAt).toISOString()).toBe(summary.recentProjects[0]!.createdAt);
  });
});
