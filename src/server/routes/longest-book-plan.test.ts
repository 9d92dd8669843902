import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContent, createProject } from '../../../tests/factories/index.js';
import { waitForBook } from '../../../tests/support/book-runs.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { contentSectionApi } from '../../shared/api/content-sections.js';
import { dashboardApi } from '../../shared/api/dashboard.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectApi } from '../../shared/api/projects.js';
import { savedCardApi } from '../../shared/api/saved-cards.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { PRODUCT_TYPE_VALUES, type ProductType } from '../../shared/catalog.js';
import { BOOK_PLAN_LIMITS, LIMITS } from '../../shared/limits.js';
import type { BookPlanBody } from '../../shared/schemas/book-plan.js';
import { bookRunStarted } from '../../shared/schemas/book-run.js';
import { errorBody } from '../../shared/schemas/error.js';
import { now, writeJson } from '../db/codec.js';
import { planBookParts } from '../services/book-runs/book-parts.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/** Words up to exactly `length` characters, opening with `lead` so that texts of one plan differ. */
const textOf = (lead: string, length: number) =>
  `${lead} ${'slow mornings for busy parents '.repeat(Math.ceil(length / 20))}`.slice(0, length - 1).concat('s');

/** The longest plan a creator can save: every field at its limit, as many chapters as a plan may hold. */
const LONGEST_PLAN: BookPlanBody = {
  title: textOf('Book', BOOK_PLAN_LIMITS.title),
  subtitle: textOf('A plan', BOOK_PLAN_LIMITS.subtitle),
  authorName: textOf('Ana', BOOK_PLAN_LIMITS.authorName),
  isbn: '978-0-306-40615-7',
  chapters: Array.from({ length: BOOK_PLAN_LIMITS.chapters }, (_, index) => ({
    title: textOf(`Routine ${index + 1}`, BOOK_PLAN_LIMITS.chapterTitle),
    goal: textOf(`Finish step ${index + 1}`, BOOK_PLAN_LIMITS.chapterGoal),
  })),
  description: `${textOf('For parents', 1_999)}\n\n${textOf('Each chapter', 1_999)}`,
};

describe.each(DIALECTS)('the longest book plan, read back by every screen (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect, { generationLimit: { calls: 1_000, windowMs: 60_000 } });
    await ctx.jobs.start();
  });
  afterEach(() => ctx.close());

  async function projectOf(owner: Owner, productType: ProductType) {
    const project = await createProject(ctx.db, { userId: owner.userId, title: `A ${productType}` });
    await ctx.db.updateTable('projects').set({ product_type: productType }).where('id', '=', project.id).execute();
    return project;
  }

  /** Every read the project page, the book panel, Resume, Assemble and My Products make, each a 200 of its schema. */
  async function readEveryScreen(owner: Owner, projectId: string) {
    const at = `/api/projects/${projectId}`;
    const detail = await expectBody(await owner.get(at), 200, projectApi.read.responses[200].json);
    const plan = await expectBody(await owner.get(`${at}/plan`), 200, projectApi.readPlan.responses[200].json);
    const book = await expectBody(await owner.get(`${at}/book`), 200, projectBookApi.read.responses[200].json);
    await expectBody(await owner.get(`${at}/documents`), 200, projectDocumentApi.status.responses[200].json);
    await expectBody(
      await owner.call(projectApi.list, { query: { limit: '100' } }),
      200,
      projectApi.list.responses[200].json,
    );
    await expectBody(await owner.call(dashboardApi.read), 200, dashboardApi.read.responses[200].json);
    const content = await expectBody(
      await owner.call(savedItemApi.content.list, { query: { limit: '100' } }),
      200,
      savedItemApi.content.list.responses[200].json,
    );
    const stamps = await expectBody(
      await owner.call(contentSectionApi.list),
      200,
      contentSectionApi.list.responses[200].json,
    );
    await expectBody(
      await owner.call(savedCardApi.list, { query: { limit: '100' } }),
      200,
      savedCardApi.list.responses[200].json,
    );
    for (const section of detail.sections.slice(-2)) {
      await expectBody(
        await owner.call(savedItemApi.content.read, { params: { id: section.id } }),
        200,
        savedItemApi.content.read.responses[200].json,
      );
      await expectBody(
        await owner.call(savedItemApi.content.usage, { params: { id: section.id } }),
        200,
        savedItemApi.content.usage.responses[200].json,
      );
    }
    return { detail, plan, book, content, stamps };
  }

  it('writes the longest plan as a book of every product type, each section named within the limit, and every screen reads it', async () => {
    const owner = await ctx.signUp();
    for (const productType of PRODUCT_TYPE_VALUES) {
      const project = await projectOf(owner, productType);
      const saved = await owner.call(projectApi.savePlan, { params: { id: project.id }, body: LONGEST_PLAN });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const names = planBookParts(
        { chapters: LONGEST_PLAN.chapters.map((chapter) => ({ title: chapter.title, goal: chapter.goal ?? '' })) },
        productType,
      ).map((part) => part.sectionName);

      if (productType === 'template') {
        // The longest unit ('Template 100: …') is written by the offline book run itself.
        const started = await owner.call(projectBookApi.start, {
          params: { id: project.id },
          body: { contentType: 'howto' },
        });
        expect(await expectBody(started, 202, bookRunStarted)).toMatchObject({ started: true });
        const done = await waitForBook(
          owner,
          project.id,
          (view) => view.run !== null && view.run.status !== 'running',
          60_000,
        );
        expect(done.run).toMatchObject({ status: 'completed', error: null });
      } else {
        // The other types' sections are saved as the run names them, through the same checks a save makes.
        const contentIds: string[] = [];
        for (const sectionName of names) {
          const res = await owner.call(savedItemApi.content.create, {
            body: {
              sectionName,
              content: `# ${sectionName}\n\nOne short paragraph.`,
              contentType: 'markdown',
            },
          });
          expect(res.status, await res.clone().text()).toBe(201);
          contentIds.push(((await res.json()) as { id: string }).id);
        }
        expect(
          (await owner.call(projectApi.replaceSections, { params: { id: project.id }, body: { contentIds } })).status,
        ).toBe(200);
      }

      expect(Math.max(...names.map((name) => name.length))).toBeLessThanOrEqual(LIMITS.name);
      const { detail, plan, book } = await readEveryScreen(owner, project.id);
      expect(detail.sections.map((section) => section.sectionName)).toEqual(names);
      expect(plan).toEqual({ plan: LONGEST_PLAN, saved: true });
      expect(book.parts.map((part) => part.sectionName)).toEqual(names);
      expect(book.parts.every((part) => part.contentId !== null)).toBe(true);
    }
  }, 240_000);

  it('a section saved before the limit, its name over the section-name limit, still reads on every screen', async () => {
    const owner = await ctx.signUp();
    const project = await projectOf(owner, 'ebook');
    const sectionName = `Chapter 3: ${textOf('Quiet Kitchens', 200)}`;
    const section = await createContent(ctx.db, { userId: owner.userId, sectionName });
    await ctx.db
      .updateTable('generated_content')
      .set({
        project_id: project.id,
        generation_input: writeJson({
          title: 'Slow Mornings',
          sectionName,
          contentType: 'howto',
          productType: 'ebook',
        }),
      })
      .where('id', '=', section.id)
      .execute();
    await ctx.db
      .insertInto('project_content_sections')
      .values({ id: randomUUID(), project_id: project.id, content_id: section.id, order_index: 0 })
      .execute();

    const { detail, content, stamps } = await readEveryScreen(owner, project.id);
    // Read as stored; the request it was written from, which a save would refuse now, is not offered to regenerate.
    expect(detail.sections).toMatchObject([{ id: section.id, sectionName, generationInput: null }]);
    expect(content.items).toMatchObject([{ id: section.id, sectionName }]);
    expect(stamps.sections).toMatchObject([{ id: section.id, sectionName }]);
  });

  it('a plan saved before the limit, with a chapter title too long to name its section, is refused before anything is written', async () => {
    const owner = await ctx.signUp();
    const project = await projectOf(owner, 'ebook');
    const chapters = [
      { title: 'Why Mornings Feel Hard', goal: '' },
      { title: textOf('Quiet Kitchens', 200), goal: '' },
    ];
    await ctx.db
      .insertInto('book_plans')
      .values({
        project_id: project.id,
        user_id: owner.userId,
        title: 'Slow Mornings',
        subtitle: '',
        author_name: 'Ana Núñez',
        isbn: '',
        chapters: writeJson(chapters),
        created_at: now(),
        updated_at: now(),
      })
      .execute();

    const refused = await expectBody(
      await owner.call(projectBookApi.start, { params: { id: project.id }, body: {} }),
      400,
      errorBody,
    );
    expect(refused.error.message).toBe(
      'The title of chapter 2 is longer than 186 characters. Shorten it in the Book Plan first.',
    );
    expect(await ctx.db.selectFrom('book_runs').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('generated_content').select('id').execute()).toEqual([]);
    // The plan it was saved as still reads, for the creator to shorten.
    const { plan } = await readEveryScreen(owner, project.id);
    expect(plan.plan.chapters).toEqual(chapters);
  });
});
