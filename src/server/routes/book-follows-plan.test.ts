import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outOfDateKeys,
  plannedBookProject,
  planOf,
  projectSectionRows,
  readBookView,
  runSettled,
  startBook,
  waitForBook,
} from '../../../tests/support/book-runs.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectListingApi } from '../../shared/api/project-listing.js';
import { listing as listingSchema, type Listing } from '../../shared/schemas/listing.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { loadBookSource } from '../services/documents/load-book-source.js';
import { projectAiDisclosureApi } from '../../shared/api/project-ai-disclosure.js';
import { aiDisclosure } from '../../shared/schemas/ai-disclosure.js';
import { generateApi } from '../../shared/api/generate.js';
import { generateCoverImageResult, savedCover } from '../../shared/schemas/cover.js';
import { projectDetail } from '../../shared/schemas/project.js';
import type { BookPlanBody } from '../../shared/schemas/book-plan.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/** How often `phrase` is printed in the project's sections, letter case aside. */
async function timesPrinted(ctx: TestContext, projectId: string, phrase: string) {
  const pattern = new RegExp(phrase, 'gi');
  const counts = (await projectSectionRows(ctx.db, projectId)).map(
    (row) => [row.section_name, (row.content.match(pattern) ?? []).length] as const,
  );
  return Object.fromEntries(counts.filter(([, count]) => count > 0));
}

// Everything a written part prints follows the plan (docs/decisions/0040-parts-know-their-plan.md): its own chapter's
// title, the book's title, subtitle and author where it names them, and the chapters it names. On both databases:
// the plan a part was written against is a JSON column, jsonb on PostgreSQL.
describe.each(DIALECTS)('a written book follows its plan (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { generationLimit: { calls: 1000, windowMs: 60_000 } });
    await ctx.jobs.start();
  });
  afterAll(() => ctx.close());

  /** A 5-chapter book written by the built-in writer in one run. */
  async function writtenBook(owner: Owner) {
    const project = await plannedBookProject(ctx, owner, 5);
    await startBook(owner, project.id);
    const written = await waitForBook(owner, project.id, runSettled);
    expect(written.run?.status).toBe('completed');
    expect(outOfDateKeys(written)).toEqual([]);
    return project.id;
  }
  async function savePlan(owner: Owner, projectId: string, plan: BookPlanBody) {
    expect((await owner.call(projectApi.savePlan, { params: { id: projectId }, body: plan })).status).toBe(200);
  }
  /** Writes the rest of the book (the parts out of date among it) and waits for the run to end. */
  async function writeTheRest(owner: Owner, projectId: string, rewrites: number) {
    const before = await readBookView(owner, projectId);
    expect(before.estimate).toMatchObject({ parts: 0, rewrites });
    const { run } = await startBook(owner, projectId);
    const done = await waitForBook(owner, projectId, (view) => view.run?.id === run.id && runSettled(view));
    expect(done.run?.status).toBe('completed');
    expect(outOfDateKeys(done)).toEqual([]);
  }

  it('a renamed chapter is out of date itself, with the parts that name it; Write the rest leaves its old title nowhere', async () => {
    const owner = await ctx.signUp();
    const projectId = await writtenBook(owner);
    expect(await timesPrinted(ctx, projectId, 'Quiet Kitchens')).toMatchObject({ 'Chapter 3: Quiet Kitchens': 9 });

    const renamed = planOf(5);
    renamed.chapters[2] = { ...renamed.chapters[2]!, title: 'Calm Counters' };
    await savePlan(owner, projectId, renamed);
    expect(outOfDateKeys(await readBookView(owner, projectId))).toEqual([
      'introduction',
      'chapter-2',
      'chapter-3',
      'chapter-4',
      'conclusion',
    ]);

    await writeTheRest(owner, projectId, 5);
    expect(await timesPrinted(ctx, projectId, 'Quiet Kitchens')).toEqual({});
    const naming = await timesPrinted(ctx, projectId, 'Calm Counters');
    expect(Object.keys(naming)).toEqual(
      expect.arrayContaining(['Introduction', 'Chapter 2: The Sunday Session', 'Chapter 3: Calm Counters']),
    );
    expect(naming['Chapter 3: Calm Counters']).toBeGreaterThanOrEqual(5);
  });

  it('a retitled book marks exactly the parts that print its old title, subtitle or author; Write the rest prints the new one', async () => {
    const owner = await ctx.signUp();
    const projectId = await writtenBook(owner);
    const printingTitle = Object.keys(await timesPrinted(ctx, projectId, 'Slow Mornings'));
    expect(printingTitle.length).toBeGreaterThan(0);
    const keyOf = async (name: string) =>
      (await readBookView(owner, projectId)).parts.find((part) => part.sectionName === name)!.key;
    const printingKeys = await Promise.all(printingTitle.map(keyOf));

    // The subtitle and author are printed nowhere: changing them alone marks nothing.
    await savePlan(owner, projectId, { ...planOf(5), subtitle: 'Another Plan', authorName: 'Mara Lind' });
    expect(outOfDateKeys(await readBookView(owner, projectId))).toEqual([]);

    await savePlan(owner, projectId, {
      ...planOf(5, 'Calm Before Nine'),
      subtitle: 'Another Plan',
      authorName: 'Mara Lind',
    });
    expect(outOfDateKeys(await readBookView(owner, projectId))).toEqual(printingKeys);

    await writeTheRest(owner, projectId, printingKeys.length);
    expect(await timesPrinted(ctx, projectId, 'Slow Mornings')).toEqual({});
    expect(Object.keys(await timesPrinted(ctx, projectId, 'Calm Before Nine'))).toEqual(printingTitle);
  });

  it('a part edited by hand to name the author is marked when the author changes, and only then', async () => {
    const owner = await ctx.signUp();
    const projectId = await writtenBook(owner);
    const [introduction] = await projectSectionRows(ctx.db, projectId);
    const edited = await owner.put(`/api/content/${introduction!.id}`, {
      sectionName: introduction!.section_name,
      content: `${introduction!.content}\n\nWritten by Ana Núñez, who bakes before dawn.`,
      contentType: 'howto',
    });
    expect(edited.status).toBe(200);
    expect(outOfDateKeys(await readBookView(owner, projectId))).toEqual([]);
    await savePlan(owner, projectId, { ...planOf(5), authorName: 'Ana Nunez-Lind' });
    expect(outOfDateKeys(await readBookView(owner, projectId))).toEqual(['introduction']);
  });

  /** The project's listing as the Listing card reads it. */
  const listingOf = async (owner: Owner, projectId: string) =>
    expectBody(await owner.call(projectListingApi.read, { params: { id: projectId } }), 200, listingSchema);
  const textOf = (listing: Listing) => JSON.stringify(listing.fields);

  it('a retitled and reordered plan marks the listing fields that print it; Write the rest drafts them again, the creator’s kept', async () => {
    const owner = await ctx.signUp();
    const projectId = await writtenBook(owner);
    const drafted = await listingOf(owner, projectId);
    expect(drafted.saved).toBe(true);
    expect(drafted.outOfDate).toEqual([]);
    expect(textOf(drafted)).toContain('Slow Mornings');
    // The creator's own summary names the book; their author bio does not.
    const own = { ...drafted.fields, summary: 'Slow Mornings, for parents who start early.', authorBio: 'Ana bakes.' };
    const saved = await owner.call(projectListingApi.save, { params: { id: projectId }, body: own });
    expect((await expectBody(saved, 200, listingSchema)).outOfDate).toEqual([]);

    const plan = planOf(5, 'Calm Before Nine');
    plan.chapters = [plan.chapters[1]!, plan.chapters[0]!, ...plan.chapters.slice(2)];
    await savePlan(owner, projectId, plan);
    const stale = await listingOf(owner, projectId);
    expect(stale.outOfDate).toEqual(expect.arrayContaining(['description', 'blurb', 'summary', 'etsyTitle']));
    expect(stale.outOfDate).not.toContain('authorBio');
    // The files never print a stale description or back cover: they fall back to one built from the plan.
    const source = await loadBookSource(ctx.db, owner.userId, projectId, { draft: false });
    expect(`${source.description} ${source.backCover}`).not.toContain('Slow Mornings');
    expect(source.description).toContain('Calm Before Nine');

    await writeTheRest(owner, projectId, (await readBookView(owner, projectId)).estimate.rewrites);
    const redrafted = await listingOf(owner, projectId);
    expect(redrafted.outOfDate).toEqual(['summary']);
    expect(redrafted.fields.summary).toBe(own.summary);
    expect(redrafted.fields.authorBio).toBe('Ana bakes.');
    const { summary: _kept, ...others } = redrafted.fields;
    expect(JSON.stringify(others)).not.toContain('Slow Mornings');
    expect(JSON.stringify(others)).toContain('Calm Before Nine');
  });

  it('a part or a listing field printing a new title that holds the old one is not marked by the old one', async () => {
    const owner = await ctx.signUp();
    const projectId = await writtenBook(owner);
    const summary = 'Slow Mornings at Home, for parents who start early.';
    const drafted = await listingOf(owner, projectId);
    const saved = await owner.call(projectListingApi.save, {
      params: { id: projectId },
      body: { ...drafted.fields, summary },
    });
    expect(saved.status).toBe(200);

    await savePlan(owner, projectId, planOf(5, 'Slow Mornings at Home'));
    const marked = outOfDateKeys(await readBookView(owner, projectId));
    expect(marked).toContain('introduction');
    expect((await listingOf(owner, projectId)).outOfDate).not.toContain('summary');
    // The creator puts the new title in the introduction by hand: it prints the book's name of now, and is current.
    const [introduction] = await projectSectionRows(ctx.db, projectId);
    const edited = await owner.put(`/api/content/${introduction!.id}`, {
      sectionName: introduction!.section_name,
      content: introduction!.content.replace(/slow mornings/gi, 'Slow Mornings at Home'),
      contentType: 'howto',
    });
    expect(edited.status).toBe(200);
    expect(outOfDateKeys(await readBookView(owner, projectId))).toEqual(marked.filter((key) => key !== 'introduction'));
  });

  it('one sentence appended to every template part leaves the book a template draft, and KDP’s answer minimal editing', async () => {
    const owner = await ctx.signUp();
    const projectId = await writtenBook(owner);
    for (const row of await projectSectionRows(ctx.db, projectId)) {
      const body = {
        sectionName: row.section_name,
        content: `${row.content}\n\nIn my own words.`,
        contentType: 'howto',
      };
      expect((await owner.put(`/api/content/${row.id}`, body)).status).toBe(200);
    }
    const view = await readBookView(owner, projectId);
    expect(view.template.draft).toBe(true);
    expect(view.template.share).toBeGreaterThan(0.9);
    const disclosure = await owner.call(projectAiDisclosureApi.read, { params: { id: projectId } });
    expect((await expectBody(disclosure, 200, aiDisclosure)).text.answer).toBe('entire-minimal');
    expect((await loadBookSource(ctx.db, owner.userId, projectId, { draft: false })).templateText).toBe(true);
  });

  it('a book run redraws a cover drawn for the old title before it makes the files', async () => {
    const owner = await ctx.signUp();
    const project = await plannedBookProject(ctx, owner, 1);
    const drawn = { title: 'Slow Mornings: A Gentle Plan', authorName: 'Ana Núñez', style: 'bold' as const };
    const { imageUrl } = await expectBody(
      await owner.call(generateApi.coverImage, { body: drawn }),
      200,
      generateCoverImageResult,
    );
    const cover = { imageUrl, style: drawn.style, projectId: project.id, generationInput: drawn };
    await expectBody(await owner.post('/api/covers', cover), 201, savedCover);
    await savePlan(owner, project.id, planOf(1, 'Calm Before Nine'));
    const differing = await expectBody(
      await owner.call(projectApi.read, { params: { id: project.id } }),
      200,
      projectDetail,
    );
    expect(differing.coverDifferences.map(({ part }) => part)).toEqual(['title']);

    await startBook(owner, project.id);
    expect((await waitForBook(owner, project.id, runSettled)).run?.status).toBe('completed');
    const after = await expectBody(
      await owner.call(projectApi.read, { params: { id: project.id } }),
      200,
      projectDetail,
    );
    expect(after.coverDifferences).toEqual([]);
    expect(after.cover?.generationInput?.title).toBe('Calm Before Nine: A Gentle Plan');
    expect(after.documentsStatus).not.toBe('not_generated');
  });
});
