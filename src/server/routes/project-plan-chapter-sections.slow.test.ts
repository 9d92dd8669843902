import { afterEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { planOf, projectSectionRows, readBookView, waitForBook } from '../../../tests/support/book-runs.js';
import { documentsStatusOf } from '../../../tests/support/document-projects.js';
import { pdfPages } from '../../../tests/support/document-tools.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { bookRunStarted, type BookView } from '../../shared/schemas/book-run.js';
import { createAiEngine } from '../ai/index.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const FILES_MS = 60_000;
const settled = (view: BookView) => view.run !== null && view.run.status !== 'running';

describe("a written book's chapters follow its plan", () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  /** A five-chapter book written by the built-in writer, with its files made. */
  async function writtenBook() {
    ctx = await createTestContext('sqlite', {
      renders: 'real',
      ai: createAiEngine({ config: { provider: 'offline', model: 'infoforge-offline' } }),
    });
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(5) })).status).toBe(200);
    await expectBody(
      await owner.call(projectBookApi.start, { params: { id: project.id }, body: { contentType: 'howto' } }),
      202,
      bookRunStarted,
    );
    await waitForBook(owner, project.id, settled, FILES_MS);
    await expect.poll(() => documentsStatusOf(ctx, project.id), { timeout: FILES_MS }).toBe('completed');
    return { owner, projectId: project.id, texts: await textsById(project.id) };
  }

  const sectionsOf = (projectId: string) => projectSectionRows(ctx.db, projectId);

  const textsById = async (projectId: string) =>
    new Map(
      (
        await ctx.db
          .selectFrom('generated_content')
          .select(['id', 'content'])
          .where('project_id', '=', projectId)
          .execute()
      ).map((row) => [row.id, row.content]),
    );

  async function savePlan(owner: Owner, projectId: string, plan: ReturnType<typeof planOf>) {
    expect((await owner.call(projectApi.savePlan, { params: { id: projectId }, body: plan })).status).toBe(200);
  }

  /** Generates the copy for sale again and returns its PDF's contents page. */
  async function contentsPage(owner: Owner, projectId: string) {
    expect((await owner.call(projectDocumentApi.start, { params: { id: projectId } })).status).toBe(202);
    await expect.poll(() => documentsStatusOf(ctx, projectId), { timeout: FILES_MS }).toBe('completed');
    const pdf = new Uint8Array(
      await (await owner.call(projectDocumentApi.pdf, { params: { id: projectId } })).arrayBuffer(),
    );
    const page = pdfPages(pdf).find((text) => /^\s*Contents/m.test(text));
    expect(page, 'the PDF has a contents page').toBeDefined();
    return page!;
  }

  it(
    'a chapter renamed after writing takes its new name on its section, in the contents, and the files go out of date',
    async () => {
      const { owner, projectId, texts } = await writtenBook();
      const renamed = planOf(5);
      renamed.chapters[2] = { ...renamed.chapters[2]!, title: 'Calm Counters' };
      await savePlan(owner, projectId, renamed);

      const sections = await sectionsOf(projectId);
      expect(sections.map((section) => section.section_name)).toEqual([
        'Introduction',
        'Chapter 1: Why Mornings Feel Hard',
        'Chapter 2: The Sunday Session',
        'Chapter 3: Calm Counters',
        'Chapter 4: Weekend Mornings',
        'Chapter 5: The Ten-Minute Reset',
        'Conclusion',
      ]);
      const chapterThree = sections[3]!;
      expect(chapterThree.search_text).toBe('chapter 3: calm counters');
      // The same section, its text kept: a rename is not a rewrite.
      expect((await textsById(projectId)).get(chapterThree.id)).toBe(texts.get(chapterThree.id));
      expect(await documentsStatusOf(ctx, projectId)).toBe('not_generated');
      const view = await readBookView(owner, projectId);
      // Its text still names its old title: it is out of date itself (docs/decisions/0040-parts-know-their-plan.md).
      expect(view.parts.find((part) => part.key === 'chapter-3')).toMatchObject({
        sectionName: 'Chapter 3: Calm Counters',
        contentId: chapterThree.id,
        outOfDate: true,
      });

      const contents = await contentsPage(owner, projectId);
      expect(contents).toContain('Calm Counters');
      expect(contents).not.toContain('Quiet Kitchens');
    },
    4 * FILES_MS,
  );

  it(
    'chapters moved in the plan keep their texts under their new numbers, in the new order',
    async () => {
      const { owner, projectId, texts } = await writtenBook();
      const before = await sectionsOf(projectId);
      const idOf = (name: string) => before.find((section) => section.section_name === name)!.id;
      const [quiet, weekend] = [idOf('Chapter 3: Quiet Kitchens'), idOf('Chapter 4: Weekend Mornings')];
      const moved = planOf(5);
      [moved.chapters[2], moved.chapters[3]] = [moved.chapters[3]!, moved.chapters[2]!];
      await savePlan(owner, projectId, moved);

      const after = await sectionsOf(projectId);
      expect(after.map((section) => [section.section_name, section.id])).toEqual([
        ['Introduction', idOf('Introduction')],
        ['Chapter 1: Why Mornings Feel Hard', idOf('Chapter 1: Why Mornings Feel Hard')],
        ['Chapter 2: The Sunday Session', idOf('Chapter 2: The Sunday Session')],
        ['Chapter 3: Weekend Mornings', weekend],
        ['Chapter 4: Quiet Kitchens', quiet],
        ['Chapter 5: The Ten-Minute Reset', idOf('Chapter 5: The Ten-Minute Reset')],
        ['Conclusion', idOf('Conclusion')],
      ]);
      const now = await textsById(projectId);
      expect([now.get(quiet), now.get(weekend)]).toEqual([texts.get(quiet), texts.get(weekend)]);
      expect(await documentsStatusOf(ctx, projectId)).toBe('not_generated');
      // Each moved chapter names new neighbours now, and the introduction and conclusion list them anew.
      const view = await readBookView(owner, projectId);
      expect(view.parts.filter((part) => part.outOfDate).map((part) => part.key)).toEqual([
        'introduction',
        'chapter-2',
        'chapter-3',
        'chapter-4',
        'chapter-5',
        'conclusion',
      ]);
    },
    3 * FILES_MS,
  );

  it(
    'saving the plan as it is, or changing only a goal, renames nothing and leaves the files current',
    async () => {
      const { owner, projectId } = await writtenBook();
      const before = await sectionsOf(projectId);
      await savePlan(owner, projectId, planOf(5));
      const goalOnly = planOf(5);
      goalOnly.chapters[2] = { ...goalOnly.chapters[2]!, goal: 'A calmer kitchen before seven.' };
      await savePlan(owner, projectId, goalOnly);
      expect(await sectionsOf(projectId)).toEqual(before);
      expect(await documentsStatusOf(ctx, projectId)).toBe('completed');
    },
    3 * FILES_MS,
  );
});
