import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIdea, createProject, createTitle } from '../../../../tests/factories/index.js';
import { expectBody } from '../../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../../tests/support/test-context.js';
import { bookPlanResponse } from '../../../shared/schemas/book-plan.js';
import { loadBookSource } from './load-book-source.js';
import { projectApi } from '../../../shared/api/projects.js';

describe('loadBookSource', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());

  /** A project named otherwise than its chosen title, with an idea whose pitch is no subtitle. */
  async function namedProject(userId: string) {
    const idea = await createIdea(ctx.db, { userId, concept: 'A 30-day meal prep system: seven chapters that…' });
    const title = await createTitle(ctx.db, { userId, title: 'Prep Once: Eat All Week' });
    const project = await createProject(ctx.db, { userId, title: 'My Project Name' });
    await ctx.db
      .updateTable('projects')
      .set({ title_id: title.id, product_idea_id: idea.id })
      .where('id', '=', project.id)
      .execute();
    return project;
  }

  it("prints the saved plan's title, subtitle, author and description, not the project's or the account's names", async () => {
    const owner = await ctx.signUp({ name: 'Account Name' });
    const project = await namedProject(owner.userId);
    const plan = {
      title: 'Slow Mornings',
      subtitle: 'A Gentle Plan',
      authorName: 'Ana Núñez',
      isbn: '978-0-306-40615-7',
      chapters: [{ title: 'Pantry', goal: '' }],
    };
    await expectBody(
      await owner.call(projectApi.savePlan, { params: { id: project.id }, body: plan }),
      200,
      bookPlanResponse,
    );
    expect(await loadBookSource(ctx.db, owner.userId, project.id, { draft: false })).toMatchObject({
      title: 'Slow Mornings',
      subtitle: 'A Gentle Plan',
      author: 'Ana Núñez',
      isbn: '978-0-306-40615-7',
      description: 'Slow Mornings: A Gentle Plan. A book in one chapter: Pantry.',
    });

    const description = 'For parents who want calm mornings.\n\nSeven short chapters, one habit each.';
    await expectBody(
      await owner.call(projectApi.savePlan, { params: { id: project.id }, body: { ...plan, description } }),
      200,
      bookPlanResponse,
    );
    expect(await loadBookSource(ctx.db, owner.userId, project.id, { draft: false })).toMatchObject({
      description,
    });
  });

  it("prints the derived plan while none is saved: the chosen title split, never the idea's pitch", async () => {
    const owner = await ctx.signUp({ name: 'Account Name' });
    const project = await namedProject(owner.userId);
    expect(await loadBookSource(ctx.db, owner.userId, project.id, { draft: false })).toMatchObject({
      title: 'Prep Once',
      subtitle: 'Eat All Week',
      author: 'Account Name',
      description: 'Prep Once: Eat All Week. A book in 2 chapters: Pantry setup and Batch cooking.',
    });
    const stranger = await ctx.signUp();
    await expect(loadBookSource(ctx.db, stranger.userId, project.id, { draft: false })).rejects.toThrow(
      'Project not found',
    );
  });
});
