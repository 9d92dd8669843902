import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContent } from '../../../tests/factories/index.js';
import { callEndpoint } from '../../../tests/support/call-endpoint.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { contentSectionApi } from '../../shared/api/content-sections.js';
import { dashboardApi } from '../../shared/api/dashboard.js';
import { generateApi } from '../../shared/api/generate.js';
import { meApi } from '../../shared/api/me.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectApi } from '../../shared/api/projects.js';
import { savedCardApi } from '../../shared/api/saved-cards.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

/**
 * The main endpoints walked through HTTP as a user would, each answer checked against the schema the endpoint
 * table declares for its status (src/shared/api/): the contract the client parses answers with.
 */
describe('answers as the endpoint table declares', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());

  it('walks a saved title through create, list, count, read, usage, update and delete', async () => {
    const owner = await ctx.signUp({ name: 'Maya Chen' });
    const titles = savedItemApi.titles;

    const created = await callEndpoint(owner, titles.create, 201, { body: { title: 'Prep Once', tone: 'friendly' } });
    expect(created).toMatchObject({ title: 'Prep Once', tone: 'friendly', ideaId: null });

    const page = await callEndpoint(owner, titles.list, 200, { query: { limit: '10' } });
    expect(page.items.map((item) => item.id)).toEqual([created.id]);
    expect(await callEndpoint(owner, titles.count, 200)).toEqual({ count: 1 });
    expect(await callEndpoint(owner, titles.read, 200, { params: { id: created.id } })).toEqual(created);
    expect(await callEndpoint(owner, titles.usage, 200, { params: { id: created.id } })).toEqual({ projects: [] });

    const body = { title: 'Prep Twice', tone: 'casual' };
    const updated = await callEndpoint(owner, titles.update, 200, { params: { id: created.id }, body });
    expect(updated).toMatchObject({ id: created.id, title: 'Prep Twice', tone: 'casual' });

    await callEndpoint(owner, titles.remove, 204, { params: { id: created.id } });
    expect(await callEndpoint(owner, titles.count, 200)).toEqual({ count: 0 });
  });

  it('walks a project through create, list, read, update, sections, plan, book, documents and delete', async () => {
    const owner = await ctx.signUp();
    const section = await createContent(ctx.db, { userId: owner.userId, sectionName: 'Chapter 1: Planning' });

    const created = await callEndpoint(owner, projectApi.create, 201, { body: { title: 'Meal Prep Playbook' } });
    expect(created).toMatchObject({ title: 'Meal Prep Playbook', status: 'draft' });
    const id = created.id;

    const page = await callEndpoint(owner, projectApi.list, 200);
    expect(page.items.map((project) => project.id)).toEqual([id]);
    expect(await callEndpoint(owner, projectApi.read, 200, { params: { id } })).toEqual(created);

    const renamed = await callEndpoint(owner, projectApi.update, 200, { params: { id }, body: { title: 'Prep Week' } });
    expect(renamed.title).toBe('Prep Week');
    const body = { contentIds: [section.id] };
    const withSection = await callEndpoint(owner, projectApi.replaceSections, 200, { params: { id }, body });
    expect(withSection.sections.map((content) => content.id)).toEqual([section.id]);

    expect(await callEndpoint(owner, projectApi.readPlan, 200, { params: { id } })).toMatchObject({ saved: false });
    const book = await callEndpoint(owner, projectBookApi.read, 200, { params: { id } });
    expect(book.run).toBeNull();
    const documents = await callEndpoint(owner, projectDocumentApi.status, 200, { params: { id } });
    expect(documents).toMatchObject({ id, documentsStatus: 'not_generated' });

    await callEndpoint(owner, projectApi.remove, 204, { params: { id } });
    expect((await callEndpoint(owner, projectApi.list, 200)).items).toEqual([]);
  });

  it('answers the signed-in user, the dashboard, My Saved Content, the content sections and the AI in use', async () => {
    const owner = await ctx.signUp({ name: 'Maya Chen', email: 'maya@example.com' });
    await createContent(ctx.db, { userId: owner.userId, sectionName: 'Introduction' });

    expect(await callEndpoint(owner, meApi.read, 200)).toMatchObject({
      email: 'maya@example.com',
      fullName: 'Maya Chen',
    });
    expect(await callEndpoint(owner, dashboardApi.read, 200)).toMatchObject({ totalProjects: 0, pdfsReady: 0 });
    const cards = await callEndpoint(owner, savedCardApi.list, 200, { query: { kind: 'content' } });
    expect(cards.items.map((card) => card.title)).toEqual(['Introduction']);
    const { sections } = await callEndpoint(owner, contentSectionApi.list, 200);
    expect(sections.map((stamp) => stamp.sectionName)).toEqual(['Introduction']);
    expect(await callEndpoint(owner, generateApi.status, 200)).toMatchObject({ provider: 'offline', offline: true });
  });
});
