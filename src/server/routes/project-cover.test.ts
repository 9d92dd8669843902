import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { holdCoverWrites } from '../../../tests/support/held-cover-writes.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import type { BookPlanBody } from '../../shared/schemas/book-plan.js';
import { generateCoverImageResult, savedCover, type GenerateCoverImageBody } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail } from '../../shared/schemas/project.js';
import type { CoverArtEngine } from '../ai/index.js';
import { COVER_DRAWING_RETRY_SECONDS, COVER_DRAWINGS_AT_ONCE } from '../limits.js';
import { COVER_DRAWINGS_AT_ONCE_MESSAGE } from '../services/covers/cover-drawings-at-once.js';
import { renderCover } from '../services/covers/draw/render-cover.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectCoverApi } from '../../shared/api/project-cover.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import type { GenerateDocumentsInput } from '../../shared/schemas/project-document.js';
import { planOf, runSettled, startBook, waitForBook } from '../../../tests/support/book-runs.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const DRAWN: GenerateCoverImageBody = {
  title: 'Inside Budgeting',
  authorName: 'Jordan Avery',
  style: 'bold',
  colorScheme: 'teal and coral',
};
const PLAN: BookPlanBody = {
  title: 'Inside Budgeting',
  subtitle: '',
  authorName: 'Jordan Avery',
  isbn: '',
  chapters: [{ title: 'Where the Money Goes', goal: '' }],
};

type Owner = Awaited<ReturnType<TestContext['signUp']>>;
type Client = ReturnType<TestContext['anonymous']>;

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

function suite(ctxOf: () => TestContext) {
  const readProject = async (owner: Owner, id: string) =>
    expectBody(await owner.call(projectApi.read, { params: { id } }), 200, projectDetail);
  const redraw = (client: Client, id: string) => client.call(projectCoverApi.redraw, { params: { id } });
  const savePlan = async (owner: Owner, id: string, plan: BookPlanBody) =>
    expect((await owner.call(projectApi.savePlan, { params: { id }, body: plan })).status).toBe(200);
  const markCompleted = (id: string) =>
    ctxOf().db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', id).execute();

  /** A cover drawn by the app and saved for `projectId`, which it becomes the cover of. */
  async function drawCover(owner: Owner, projectId: string, drawn: GenerateCoverImageBody = DRAWN) {
    const generated = await owner.call(generateApi.coverImage, { body: drawn });
    const { imageUrl } = await expectBody(generated, 200, generateCoverImageResult);
    const body = { imageUrl, style: drawn.style, projectId, generationInput: drawn };
    return expectBody(await owner.post('/api/covers', body), 201, savedCover);
  }

  /** A project whose plan and cover agree: both 'Inside Budgeting' by Jordan Avery. */
  async function agreeingProject(owner: Owner) {
    const project = await createProject(ctxOf().db, { userId: owner.userId });
    await savePlan(owner, project.id, PLAN);
    const cover = await drawCover(owner, project.id);
    return { project, cover };
  }

  return { readProject, redraw, savePlan, markCompleted, drawCover, agreeingProject };
}

describe('the cover follows the plan', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());
  const { readProject, redraw, savePlan, markCompleted, drawCover, agreeingProject } = suite(() => ctx);

  it('reports the title and subtitle the cover shows once the plan changes them', async () => {
    const owner = await ctx.signUp();
    const { project } = await agreeingProject(owner);
    expect((await readProject(owner, project.id)).coverDifferences).toEqual([]);

    await savePlan(owner, project.id, { ...PLAN, title: 'Budgeting on Irregular Income', subtitle: 'A Calm Plan' });
    expect((await readProject(owner, project.id)).coverDifferences).toEqual([
      { part: 'title', cover: 'Inside Budgeting', book: 'Budgeting on Irregular Income' },
      { part: 'subtitle', cover: '', book: 'A Calm Plan' },
    ]);
  });

  it('compares as the cover prints: a subtitle after a colon in the cover title matches the plan subtitle', async () => {
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId });
    await savePlan(owner, project.id, { ...PLAN, subtitle: 'A Calm Plan' });
    await drawCover(owner, project.id, { ...DRAWN, title: 'Inside Budgeting: A Calm Plan' });
    expect((await readProject(owner, project.id)).coverDifferences).toEqual([]);
  });

  it("redraws the cover with the plan's title: the record follows, the files are out of date", async () => {
    const owner = await ctx.signUp();
    const { project, cover } = await agreeingProject(owner);
    await savePlan(owner, project.id, { ...PLAN, title: 'Budgeting on Irregular Income' });
    await markCompleted(project.id);

    const redrawn = await expectBody(await redraw(owner, project.id), 200, projectDetail);
    expect(redrawn.coverDifferences).toEqual([]);
    expect(redrawn.documentsStatus).toBe('not_generated');
    // No other project shows it: the same saved cover, drawn again.
    expect(redrawn.coverId).toBe(cover.id);
    expect(redrawn.cover?.title).toBe('Budgeting on Irregular Income');
    expect(redrawn.cover?.generationInput).toMatchObject({ ...DRAWN, title: 'Budgeting on Irregular Income' });
    expect(redrawn.cover?.imageUrl).not.toBe(cover.imageUrl);
    expect(redrawn.coverImageUrl).toBe(redrawn.cover?.imageUrl);

    const image = await owner.get(redrawn.cover!.imageUrl);
    expect(image.status).toBe(200);
    expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 1600, height: 2400 });
    // The old image is no saved cover's any more: it is gone.
    await expectBody(await owner.get(cover.imageUrl), 404, errorBody);
    expect((await readProject(owner, project.id)).coverDifferences).toEqual([]);
  });

  it('refuses a redraw past COVER_DRAWINGS_AT_ONCE under way with a 429, and redraws once they end', async () => {
    const owner = await ctx.signUp();
    const { project } = await agreeingProject(owner);
    const holding = holdCoverWrites(ctx);
    onTestFinished(holding.release); // a failing test leaves no write held for the next
    const held = Array.from({ length: COVER_DRAWINGS_AT_ONCE }, () => redraw(owner, project.id));
    await vi.waitFor(() => expect(holding.held()).toBe(COVER_DRAWINGS_AT_ONCE), { timeout: 30_000 });

    const refused = await redraw(owner, project.id);
    expect(await expectBody(refused, 429, errorBody)).toEqual({
      error: { code: 'RATE_LIMITED', message: COVER_DRAWINGS_AT_ONCE_MESSAGE },
    });
    expect(refused.headers.get('retry-after')).toBe(String(COVER_DRAWING_RETRY_SECONDS));
    holding.release();
    for (const res of await Promise.all(held)) await expectBody(res, 200, projectDetail);
    await expectBody(await redraw(owner, project.id), 200, projectDetail);
  });

  it('reports a cover linked from another book, and redraws a copy, leaving the other project its cover', async () => {
    const owner = await ctx.signUp();
    const { project } = await agreeingProject(owner);
    const other = await createProject(ctx.db, { userId: owner.userId, title: 'Another Book' });
    const otherCover = await drawCover(owner, other.id, { ...DRAWN, title: 'Bread at Dawn', authorName: 'Sam Lee' });
    await markCompleted(other.id);

    const linked = await owner.call(projectApi.update, {
      params: { id: project.id },
      body: { coverId: otherCover.id },
    });
    expect((await expectBody(linked, 200, projectDetail)).coverDifferences).toEqual([
      { part: 'title', cover: 'Bread at Dawn', book: 'Inside Budgeting' },
      { part: 'author', cover: 'Sam Lee', book: 'Jordan Avery' },
    ]);

    const redrawn = await expectBody(await redraw(owner, project.id), 200, projectDetail);
    expect(redrawn.coverDifferences).toEqual([]);
    expect(redrawn.coverId).not.toBe(otherCover.id);
    expect(redrawn.cover).toMatchObject({ title: 'Inside Budgeting', projectId: project.id, style: 'bold' });

    const untouched = await readProject(owner, other.id);
    expect(untouched.coverId).toBe(otherCover.id);
    expect(untouched.cover).toMatchObject({ title: 'Bread at Dawn', imageUrl: otherCover.imageUrl });
    expect(untouched.documentsStatus).toBe('completed');
    expect((await owner.get(otherCover.imageUrl)).status).toBe(200);
  });

  it('keeps the old cover when the redrawn image is past the storage quota (413)', async () => {
    const owner = await ctx.signUp();
    const { project, cover } = await agreeingProject(owner);
    await savePlan(owner, project.id, { ...PLAN, title: 'Budgeting on Irregular Income' });
    await markCompleted(project.id);
    await ctx.db
      .updateTable('storage_usage')
      .set({ bytes: ctx.storageQuota.bytes })
      .where('user_id', '=', owner.userId)
      .execute();

    await expectBody(await redraw(owner, project.id), 413, errorBody);
    const after = await readProject(owner, project.id);
    expect(after.cover).toMatchObject({ id: cover.id, imageUrl: cover.imageUrl, title: 'Inside Budgeting' });
    expect(after.documentsStatus).toBe('completed');
    expect(after.coverDifferences).toHaveLength(1);
  });

  it("answers 404 for another user's or a missing project, 400 without a cover, 401 signed out", async () => {
    const owner = await ctx.signUp();
    const { project, cover } = await agreeingProject(owner);
    const stranger = await ctx.signUp();
    await expectBody(await redraw(stranger, project.id), 404, errorBody);
    await expectBody(await redraw(owner, MISSING_ID), 404, errorBody);
    await expectBody(await redraw(ctx.anonymous(), project.id), 401, errorBody);
    expect((await readProject(owner, project.id)).cover?.imageUrl).toBe(cover.imageUrl);

    const bare = await createProject(ctx.db, { userId: owner.userId });
    const refused = await expectBody(await redraw(owner, bare.id), 400, errorBody);
    expect(refused.error.message).toBe('This project has no cover to redraw.');
  });
});

describe('redrawing a cover an image model painted', () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  // Four covers drawn: slow on a busy machine.
  it('keeps the art and sets the new type on it', { timeout: 60_000 }, async () => {
    const art = await renderCover({ title: 'Art', author: 'Painter', style: 'minimalist', colorScheme: 'deep green' });
    const coverArt: CoverArtEngine = {
      info: { provider: 'openai-compatible', model: 'fake-image-model' },
      drawArt: async () => ({ bytes: art, mimeType: 'image/png' }),
    };
    ctx = await createTestContext('sqlite', { coverArt });
    const { redraw, savePlan, agreeingProject } = suite(() => ctx);
    const owner = await ctx.signUp();
    const { project, cover } = await agreeingProject(owner);
    const artKeyOf = (imageUrl: string) => `covers/${owner.userId}/${imageUrl.slice(-40, -4)}.art`;
    expect(await ctx.storage.exists(artKeyOf(cover.imageUrl))).toBe(true);

    await savePlan(owner, project.id, { ...PLAN, title: 'Budgeting on Irregular Income' });
    const redrawn = await expectBody(await redraw(owner, project.id), 200, projectDetail);
    const imageUrl = redrawn.cover!.imageUrl;
    expect(await ctx.storage.exists(artKeyOf(imageUrl))).toBe(true);
    // The old image and its art went with the old drawing.
    expect(await ctx.storage.exists(artKeyOf(cover.imageUrl))).toBe(false);
    const png = Buffer.from(await (await owner.get(imageUrl)).arrayBuffer());
    const withArt = await renderCover({
      title: 'Budgeting on Irregular Income',
      author: 'Jordan Avery',
      style: 'bold',
      colorScheme: 'teal and coral',
      art: { bytes: art, mimeType: 'image/png' },
    });
    expect(png.equals(withArt)).toBe(true);
  });
});

// No file is made with a cover that disagrees with its title page unasked, from any way to the files: the start's own
// rule (services/documents/start-document-generation.ts).
describe('every way to the files agrees the cover with the book first', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite', { generationLimit: { calls: 100, windowMs: 60_000 } });
    await ctx.jobs.start();
  });
  afterEach(() => ctx.close());
  const { readProject, savePlan, agreeingProject } = suite(() => ctx);
  const start = (owner: Owner, id: string, body: GenerateDocumentsInput = {}) =>
    owner.call(projectDocumentApi.start, { params: { id }, body });
  const RETITLED = { ...PLAN, title: 'Budgeting on Irregular Income' };

  it('Generate Product while they differ is refused saying where, until the creator redraws or keeps the cover', async () => {
    const owner = await ctx.signUp();
    const { project } = await agreeingProject(owner);
    await savePlan(owner, project.id, RETITLED);

    const refused = await expectBody(await start(owner, project.id), 409, errorBody);
    expect(refused.error.message).toBe(
      'The cover shows another title. The cover shows “Inside Budgeting”; the book is “Budgeting on Irregular ' +
        'Income”. Redraw the cover first, or make the files with the cover as it is.',
    );
    expect((await expectBody(await start(owner, project.id, { draft: true }), 409, errorBody)).error.code).toBe(
      'CONFLICT',
    );
    expect((await readProject(owner, project.id)).documentsStatus).toBe('not_generated');
    // A course is called a course.
    await ctx.db.updateTable('projects').set({ product_type: 'course' }).where('id', '=', project.id).execute();
    expect((await expectBody(await start(owner, project.id), 409, errorBody)).error.message).toContain(
      '; the course is “Budgeting on Irregular Income”.',
    );
    await ctx.db.updateTable('projects').set({ product_type: 'ebook' }).where('id', '=', project.id).execute();

    // Kept as it is, the creator's choice: the files are made with it.
    expect((await start(owner, project.id, { draft: true, cover: 'keep' })).status).toBe(202);
    expect((await readProject(owner, project.id)).coverDifferences).toHaveLength(1);

    // Redrawn first: the cover shows the book's title, then the files are made.
    expect((await start(owner, project.id, { cover: 'redraw' })).status).toBe(202);
    const redrawn = await readProject(owner, project.id);
    expect(redrawn.coverDifferences).toEqual([]);
    expect(redrawn.cover?.generationInput?.title).toBe('Budgeting on Irregular Income');
    expect(redrawn.documentsStatus).toBe('generating');

    const bad = await expectBody(
      await owner.post(`/api/projects/${project.id}/documents`, { cover: 'maybe' }),
      400,
      errorBody,
    );
    expect(bad.error).toMatchObject({ field: 'cover', message: 'cover must be one of redraw, keep' });
  });

  it('a book run redraws the cover it finds disagreeing before it makes the files', async () => {
    const owner = await ctx.signUp();
    const { project } = await agreeingProject(owner);
    await savePlan(owner, project.id, { ...RETITLED, chapters: planOf(2).chapters });
    await startBook(owner, project.id);
    const done = await waitForBook(owner, project.id, runSettled);
    expect(done.run?.status).toBe('completed');
    const after = await readProject(owner, project.id);
    expect(after.coverDifferences).toEqual([]);
    expect(after.cover?.generationInput?.title).toBe('Budgeting on Irregular Income');
    expect(after.documentsStatus).not.toBe('not_generated');
  });

  it('a book run whose cover cannot be redrawn pauses before the files, saying why, and Resume makes them once mended', async () => {
    const owner = await ctx.signUp();
    const { project } = await agreeingProject(owner);
    await savePlan(owner, project.id, { ...RETITLED, chapters: planOf(1).chapters });
    // The creator's storage is full: the redrawn cover cannot be stored.
    const fill = (bytes: number) =>
      ctx.db.updateTable('storage_usage').set({ bytes }).where('user_id', '=', owner.userId).execute();
    await fill(ctx.storageQuota.bytes);
    await startBook(owner, project.id);
    const paused = await waitForBook(owner, project.id, runSettled);
    expect(paused.run?.status).toBe('paused');
    expect(paused.run?.error).toMatch(
      /^The book is written, but its cover shows another title and could not be redrawn: .*storage.* Redraw or change the cover on the project page, then Resume to make the files\.$/,
    );
    expect(paused.parts.every((part) => part.contentId !== null)).toBe(true);
    expect((await readProject(owner, project.id)).documentsStatus).toBe('not_generated');

    await fill(0);
    expect((await owner.call(projectBookApi.resume, { params: { id: project.id }, body: {} })).status).toBe(200);
    await waitForBook(owner, project.id, (view) => view.run?.status === 'completed');
    const after = await readProject(owner, project.id);
    expect(after.coverDifferences).toEqual([]);
    expect(after.documentsStatus).not.toBe('not_generated');
  });
});
