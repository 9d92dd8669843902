import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { projectDocumentApi } from '../../src/shared/api/project-documents.js';
import { createContent, createIdea, createProject } from '../factories/index.js';
import { eventually } from './eventually.js';
import type { TestContext } from './test-context.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/** A project with an idea and two sections linked in the reverse of their creation order. */
export async function createBookProject(ctx: TestContext, owner: Owner, title = 'Prep Once: Eat All Week 🍲') {
  const idea = await createIdea(ctx.db, { userId: owner.userId, concept: 'A 30-day meal prep system' });
  const project = await createProject(ctx.db, { userId: owner.userId, title });
  await ctx.db.updateTable('projects').set({ product_idea_id: idea.id }).where('id', '=', project.id).execute();
  const second = await createContent(ctx.db, {
    userId: owner.userId,
    sectionName: 'Batch Cooking Basics',
    content: 'Cook the grains first, then the beans. Shalom שלום for the Hebrew readers.',
  });
  const first = await createContent(ctx.db, {
    userId: owner.userId,
    sectionName: 'Stocking the Pantry',
    content: 'Keep rice, lentils and canned tomatoes within reach.\n\n:::note\n- [ ] Add your own pantry list\n:::',
  });
  await ctx.db
    .insertInto('project_content_sections')
    .values([
      { id: randomUUID(), project_id: project.id, content_id: first.id, order_index: 0 },
      { id: randomUUID(), project_id: project.id, content_id: second.id, order_index: 1 },
    ])
    .execute();
  return project;
}

/** A short section a one-section book holds: a few pages, under the print edition's 24. */
const FEEDING_THE_STARTER = {
  title: 'Sourdough at Home',
  sectionName: 'Feeding the Starter',
  content: 'Feed the starter twice a day, equal weights of flour and water, and keep it somewhere warm.',
};

/** A project whose book is one short section (by default a few pages, under the print edition's 24). */
export async function shortBookProject(
  ctx: TestContext,
  owner: Owner,
  { title, sectionName, content } = FEEDING_THE_STARTER,
) {
  const project = await createProject(ctx.db, { userId: owner.userId, title });
  const section = await createContent(ctx.db, { userId: owner.userId, sectionName, content });
  await ctx.db
    .insertInto('project_content_sections')
    .values({ id: randomUUID(), project_id: project.id, content_id: section.id, order_index: 0 })
    .execute();
  return project;
}

/** Generates the project's files for sale with the context's renderer and waits until they are made. */
export async function generateFilesForSale(ctx: TestContext, owner: Owner, id: string) {
  await ctx.jobs.start();
  try {
    expect((await owner.call(projectDocumentApi.start, { params: { id }, body: {} })).status).toBe(202);
    await eventually(async () => (await documentsStatusOf(ctx, id)) !== 'generating', 120_000);
  } finally {
    await ctx.jobs.stop();
  }
  expect(await documentsStatusOf(ctx, id)).toBe('completed');
}

export async function projectRow(ctx: TestContext, id: string) {
  return ctx.db
    .selectFrom('projects')
    .select(['status', 'documents_status', 'documents_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The project's copy for sale's documents status. */
export async function documentsStatusOf(ctx: TestContext, id: string) {
  return (await projectRow(ctx, id)).documents_status;
}

/** Waits until the project's copy for sale leaves generating, and returns its row. */
export function settled(ctx: TestContext, id: string, timeoutMs = 90_000) {
  return eventually(async () => {
    const row = await projectRow(ctx, id);
    return row.documents_status !== 'generating' && row;
  }, timeoutMs);
}

/** Waits until the project's draft copy leaves generating, and returns its status. */
export function draftSettled(ctx: TestContext, id: string, timeoutMs = 90_000) {
  return eventually(async () => {
    const { draft_documents_status: status } = await ctx.db
      .selectFrom('projects')
      .select('draft_documents_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return status !== 'generating' && status;
  }, timeoutMs);
}

/** How a project's draft copy stands before it is ever made. */
export const NO_DRAFT_COPY = {
  documentsStatus: 'not_generated',
  documentsError: null,
  pdfUrl: null,
  docxUrl: null,
  epubUrl: null,
};
