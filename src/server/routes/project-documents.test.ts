import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookPlanResponse } from '../../shared/schemas/book-plan.js';
import { documentGenerationStarted, documentStatus } from '../../shared/schemas/project-document.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { createContent, createProject, createTitle } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { eventually } from '../../../tests/support/eventually.js';
import { TEST_JOB_TIMINGS } from '../../../tests/support/job-test-setup.js';
import { queuedJobs } from '../../../tests/support/queued-jobs.js';
import { storeRendered } from '../../../tests/support/stored-renders.js';
import {
  createBookProject,
  NO_DRAFT_COPY,
  projectRow,
  settled,
  shortBookProject,
} from '../../../tests/support/document-projects.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { openJobQueue } from '../jobs/open-job-queue.js';
import { QUICK_RENDER_CHARACTERS, RENDER_PACE } from '../limits.js';
import { createLogger } from '../logger.js';
import { documentFolder, documentKey, DOCUMENT_FORMATS } from '../services/book-model/stored-documents.js';
import {
  DOCUMENTS_FAILED,
  generateDocumentsHandler,
  generateDocumentsJob,
  QUEUED_WITHOUT_GENERATION,
} from '../services/documents/generate-documents-job.js';
import { RenderOverBudget, type RenderStorage } from '../services/documents/render-documents.js';
import { userStorage } from '../services/storage/user-storage.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectApi } from '../../shared/api/projects.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { projectBookApi } from '../../shared/api/project-book.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const jobCount = async (ctx: TestContext) => (await queuedJobs(ctx, generateDocumentsJob.name)).length;

type Render = NonNullable<Parameters<typeof generateDocumentsHandler>[0]['render']>;

/** A queue whose documents jobs render with `render` instead of the real renderer. */
function documentsWorker(ctx: TestContext, render: Render) {
  const queue: JobQueue = openJobQueue(
    ctx,
    [
      generateDocumentsHandler({
        db: ctx.db,
        jobs: { enqueue: (definition, payload) => queue.enqueue(definition, payload) },
        storage: ctx.storage,
        storageQuota: ctx.storageQuota,
        log: createLogger('silent'),
        render,
      }),
    ],
    createLogger('silent'),
    TEST_JOB_TIMINGS,
  );
  return queue;
}

describe('project documents', () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterAll(() => ctx.close());

  it('answers 401 signed out', async () => {
    const id = randomUUID();
    expect((await ctx.anonymous().call(projectDocumentApi.start, { params: { id }, body: {} })).status).toBe(401);
    expect((await ctx.anonymous().call(projectDocumentApi.status, { params: { id } })).status).toBe(401);
    expect((await ctx.anonymous().call(projectDocumentApi.pdf, { params: { id } })).status).toBe(401);
  });

  it("answers 404 to another user's, a missing or a malformed project, and enqueues nothing", async () => {
    const project = await createBookProject(ctx, owner);
    const stranger = await ctx.signUp();
    const before = await jobCount(ctx);
    for (const id of [project.id, randomUUID(), 'not-an-id']) {
      const started = await expectBody(
        await stranger.call(projectDocumentApi.start, { params: { id }, body: {} }),
        404,
        errorBody,
      );
      expect(started.error.message).toBe('Project not found');
      const status = await expectBody(
        await stranger.call(projectDocumentApi.status, { params: { id } }),
        404,
        errorBody,
      );
      expect(status.error.message).toBe('Project not found');
      for (const format of ['pdf', 'docx', 'epub'])
        await expectBody(await stranger.get(`/api/projects/${id}/documents/${format}`), 404, errorBody);
    }
    expect(await jobCount(ctx)).toBe(before);
    expect((await projectRow(ctx, project.id)).documents_status).toBe('not_generated');
  });

  it('refuses a draft flag that is not true or false with the field named, and starts nothing', async () => {
    const project = await createBookProject(ctx, owner);
    const before = await jobCount(ctx);
    for (const draft of ['yes', 1, null]) {
      const refused = await expectBody(
        await owner.post(`/api/projects/${project.id}/documents`, { draft }),
        400,
        errorBody,
      );
      expect(refused.error).toEqual({ code: 'BAD_REQUEST', message: 'draft must be true or false', field: 'draft' });
    }
    expect(await jobCount(ctx)).toBe(before);
    expect((await projectRow(ctx, project.id)).documents_status).toBe('not_generated');
  });

  it('enqueues once: a second start while generating, or after completion, is a 409 with a clear message', async () => {
    const project = await createBookProject(ctx, owner);
    const before = await jobCount(ctx);
    const [first, second] = await Promise.all([
      owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} }),
      owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([202, 409]);
    const conflict = first.status === 409 ? first : second;
    expect((await expectBody(conflict, 409, errorBody)).error.message).toBe(
      'Documents are already being generated for this project',
    );
    expect(await jobCount(ctx)).toBe(before + 1);
    expect((await projectRow(ctx, project.id)).documents_status).toBe('generating');

    const done = await createProject(ctx.db, { userId: owner.userId, documentsStatus: 'completed' });
    const refused = await expectBody(
      await owner.call(projectDocumentApi.start, { params: { id: done.id }, body: {} }),
      409,
      errorBody,
    );
    expect(refused.error.message).toBe('Documents are already generated for this project');
  });

  it('marks the project failed with the reason when rendering fails for good, still a draft, and Retry starts again', async () => {
    const project = await createBookProject(ctx, owner);
    const failing = documentsWorker(ctx, () => Promise.reject(new Error('The PDF could not be typeset: boom')));
    await failing.start();
    try {
      await expectBody(
        await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} }),
        202,
        documentGenerationStarted,
      );
      const row = await settled(ctx, project.id);
      expect(row.documents_status).toBe('failed');
      expect(row.documents_error).toBe(DOCUMENTS_FAILED);
      expect(row.status).toBe('draft');
      expect(
        await expectBody(
          await owner.call(projectDocumentApi.status, { params: { id: project.id } }),
          200,
          documentStatus,
        ),
      ).toEqual({
        id: project.id,
        title: 'Prep Once: Eat All Week 🍲',
        status: 'draft',
        documentsStatus: 'failed',
        documentsError: DOCUMENTS_FAILED,
        draftCopy: NO_DRAFT_COPY,
      });
      // The job is marked failed after its project is, its tries used up (an earlier test's job left waiting in this
      // shared queue may be failed beside it).
      await expect
        .poll(async () => (await queuedJobs(ctx, generateDocumentsJob.name)).filter((job) => job.state === 'failed'))
        .toContainEqual({ state: 'failed', tries: 2 });
    } finally {
      await failing.stop();
    }
    await expectBody(
      await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} }),
      202,
      documentGenerationStarted,
    );
    expect((await projectRow(ctx, project.id)).documents_status).toBe('generating');
    expect((await projectRow(ctx, project.id)).documents_error).toBeNull();
  });

  it('a short book out of its quick budget goes back as long; out of the long budget the documents fail at once, naming the section', async () => {
    const project = await createBookProject(ctx, owner, 'Too Complex');
    // The budgets of this book's renders: an earlier test's job left waiting in this shared queue may be rendered beside it.
    const budgets: number[] = [];
    const overBudget = documentsWorker(ctx, (book, _storage, _signal, pace) => {
      if (book.title === 'Too Complex') budgets.push(pace!.budgetMs);
      return Promise.reject(new RenderOverBudget('Batch Cooking Basics'));
    });
    await overBudget.start();
    try {
      await expectBody(
        await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} }),
        202,
        documentGenerationStarted,
      );
      expect(await settled(ctx, project.id)).toEqual({
        status: 'draft',
        documents_status: 'failed',
        documents_error: 'The files could not be made in time: "Batch Cooking Basics" is too complex to typeset',
      });
      await expect
        .poll(async () => (await queuedJobs(ctx, generateDocumentsJob.name)).filter((job) => job.state === 'failed'))
        .toContainEqual({ state: 'failed', tries: 1 });
      expect(budgets).toEqual([RENDER_PACE.quick.budgetMs, RENDER_PACE.long.budgetMs]);
    } finally {
      await overBudget.stop();
    }
  });

  it("queues a book's render in the quick lane up to QUICK_RENDER_CHARACTERS of text and in the long lane past them", async () => {
    const laneOf = async (content: string) => {
      const project = await shortBookProject(ctx, owner, { title: 'Lanes', sectionName: 'All of It', content });
      await expectBody(
        await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} }),
        202,
        documentGenerationStarted,
      );
      const jobs = await ctx.db.selectFrom('jobs').select(['lane', 'payload']).execute();
      return jobs.find((job) => String(job.payload).includes(project.id))?.lane;
    };
    expect(await laneOf('a'.repeat(QUICK_RENDER_CHARACTERS))).toBe('quick');
    expect(await laneOf('a'.repeat(QUICK_RENDER_CHARACTERS + 1))).toBe('long');
  });

  it('serves stored documents only while they are current: not once a part is deleted, nor while generating', async () => {
    const title = await createTitle(ctx.db, { userId: owner.userId });
    const project = await createProject(ctx.db, { userId: owner.userId, documentsStatus: 'completed' });
    const generation = randomUUID();
    await ctx.db
      .updateTable('projects')
      .set({ title_id: title.id, documents_generation: generation })
      .where('id', '=', project.id)
      .execute();
    for (const format of DOCUMENT_FORMATS)
      await ctx.storage.save(
        documentKey(owner.userId, project.id, generation, format),
        new TextEncoder().encode(format),
      );
    const downloads = () =>
      Promise.all(DOCUMENT_FORMATS.map((format) => owner.get(`/api/projects/${project.id}/documents/${format}`)));
    const refusals = async () =>
      Promise.all((await downloads()).map(async (res) => (await expectBody(res, 404, errorBody)).error.message));

    expect((await downloads()).map((res) => res.status)).toEqual([200, 200, 200]);

    expect((await owner.call(savedItemApi.titles.remove, { params: { id: title.id } })).status).toBe(204);
    expect((await projectRow(ctx, project.id)).documents_status).toBe('not_generated');
    const outOfDate = "This project's files are out of date. Generate them again.";
    expect(await refusals()).toEqual([outOfDate, outOfDate, outOfDate]);
    expect(
      await expectBody(await owner.call(projectApi.read, { params: { id: project.id } }), 200, projectDetail),
    ).toMatchObject({
      pdfUrl: null,
      docxUrl: null,
      epubUrl: null,
    });

    await ctx.db.updateTable('projects').set({ documents_status: 'generating' }).where('id', '=', project.id).execute();
    const generating = "This project's files are being generated. Download them once they are ready.";
    expect(await refusals()).toEqual([generating, generating, generating]);

    await ctx.db.updateTable('projects').set({ documents_status: 'failed' }).where('id', '=', project.id).execute();
    expect(await refusals()).toEqual([outOfDate, outOfDate, outOfDate]);

    const neverMade = await createProject(ctx.db, { userId: owner.userId });
    const missing = await owner.call(projectDocumentApi.pdf, { params: { id: neverMade.id } });
    expect((await expectBody(missing, 404, errorBody)).error.message).toBe('Document not found');

    // Files made before projects recorded a generation are out of date too once the project is reset.
    const madeBefore = await createProject(ctx.db, { userId: owner.userId });
    await ctx.storage.save(documentKey(owner.userId, madeBefore.id, null, 'pdf'), new TextEncoder().encode('pdf'));
    const stale = await owner.call(projectDocumentApi.pdf, { params: { id: madeBefore.id } });
    expect((await expectBody(stale, 404, errorBody)).error.message).toBe(outOfDate);
  });
});

/**
 * Renders whose end the test decides: the n-th render (in the order the jobs took them) waits until `finish(n)`, and
 * its files say 'render n <format>'.
 */
function heldRenders() {
  const finishes: (() => void)[] = [];
  const render = (_book: unknown, target: RenderStorage, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const n = finishes.length + 1;
      finishes.push(() => resolve(storeRendered(target, (format) => `render ${n} ${format}`)));
      signal.addEventListener('abort', () => reject(signal.reason as Error));
    });
  return {
    render,
    started: (n: number) => eventually(async () => finishes.length >= n),
    finish: (n: number) => finishes[n - 1]!(),
  };
}

describe('document generations', () => {
  let ctx: TestContext;
  let owner: Owner;
  const workers: JobQueue[] = [];
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop(0)));
    await ctx.close();
  });

  /** Two workers, so two generations of one project render at once. */
  async function startWorkers(render: Render) {
    for (let i = 0; i < 2; i++) {
      const worker = documentsWorker(ctx, render);
      workers.push(worker);
      await worker.start();
    }
  }
  const generate = async (projectId: string) =>
    expectBody(
      await owner.call(projectDocumentApi.start, { params: { id: projectId }, body: {} }),
      202,
      documentGenerationStarted,
    );
  const downloads = async (projectId: string) =>
    Promise.all(
      DOCUMENT_FORMATS.map(async (format) => {
        const res = await owner.get(`/api/projects/${projectId}/documents/${format}`);
        return res.status === 200 ? await res.text() : (await expectBody(res, 404, errorBody)).error.message;
      }),
    );
  const generationOf = async (projectId: string) =>
    (
      await ctx.db
        .selectFrom('projects')
        .select('documents_generation')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).documents_generation;
  const storedKeys = async (projectId: string) =>
    (await ctx.storage.list(documentFolder(owner.userId, projectId))).sort();
  const keysOf = (projectId: string, generation: string | null) =>
    DOCUMENT_FORMATS.map((format) => documentKey(owner.userId, projectId, generation, format)).sort();
  const jobsDone = (count: number) =>
    eventually(
      async () =>
        (await queuedJobs(ctx, generateDocumentsJob.name)).filter((job) => job.state === 'completed').length >= count,
    );
  /** Job 1 renders the book with its idea; the idea is deleted, so the project is reset; job 2 starts. */
  async function twoGenerations(held: ReturnType<typeof heldRenders>) {
    const project = await createBookProject(ctx, owner);
    const { product_idea_id: ideaId } = await ctx.db
      .selectFrom('projects')
      .select('product_idea_id')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    await generate(project.id);
    const first = await generationOf(project.id);
    await held.started(1);
    expect((await owner.delete(`/api/ideas/${ideaId}`)).status).toBe(204);
    expect((await projectRow(ctx, project.id)).documents_status).toBe('not_generated');
    await generate(project.id);
    const second = await generationOf(project.id);
    expect(second).not.toBe(first);
    await held.started(2);
    return { project, first, second };
  }

  it('a generation that lost the race to a later start never overwrites its files: the later one is served', async () => {
    const held = heldRenders();
    await startWorkers(held.render);
    const { project, second } = await twoGenerations(held);

    held.finish(2);
    expect(await settled(ctx, project.id)).toMatchObject({ status: 'ready', documents_status: 'completed' });
    expect(await downloads(project.id)).toEqual(['render 2 pdf', 'render 2 docx', 'render 2 epub']);

    held.finish(1);
    await jobsDone(2);
    expect(await projectRow(ctx, project.id)).toMatchObject({ documents_status: 'completed', documents_error: null });
    expect(await generationOf(project.id)).toBe(second);
    expect(await downloads(project.id)).toEqual(['render 2 pdf', 'render 2 docx', 'render 2 epub']);
    expect(await storedKeys(project.id)).toEqual(keysOf(project.id, second));
  });

  it('an earlier generation that ends first does not complete the project: it stays generating until the later one ends', async () => {
    const held = heldRenders();
    await startWorkers(held.render);
    const { project, second } = await twoGenerations(held);

    held.finish(1);
    await jobsDone(1);
    expect((await projectRow(ctx, project.id)).documents_status).toBe('generating');
    const generating = "This project's files are being generated. Download them once they are ready.";
    expect(await downloads(project.id)).toEqual([generating, generating, generating]);
    expect(await storedKeys(project.id)).toEqual([]);

    held.finish(2);
    expect(await settled(ctx, project.id)).toMatchObject({ status: 'ready', documents_status: 'completed' });
    expect(await downloads(project.id)).toEqual(['render 2 pdf', 'render 2 docx', 'render 2 epub']);
    expect(await storedKeys(project.id)).toEqual(keysOf(project.id, second));
  });

  it('restoring a book part while both copies render leaves them out of date: the renders of the old text never complete them', async () => {
    const held = heldRenders();
    await startWorkers(held.render);
    const project = await createBookProject(ctx, owner);
    const introduction = await createContent(ctx.db, {
      userId: owner.userId,
      sectionName: 'Introduction',
      content: 'The opening as rewritten.',
    });
    await ctx.db
      .updateTable('generated_content')
      .set({ previous_content: 'The opening as first written.' })
      .where('id', '=', introduction.id)
      .execute();
    await ctx.db
      .insertInto('project_content_sections')
      .values({ id: randomUUID(), project_id: project.id, content_id: introduction.id, order_index: 2 })
      .execute();
    for (const draft of [false, true])
      await expectBody(
        await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: { draft } }),
        202,
        documentGenerationStarted,
      );
    await held.started(2);

    expect(
      (await owner.call(projectBookApi.restorePart, { params: { id: project.id, key: 'introduction' } })).status,
    ).toBe(200);
    held.finish(1);
    held.finish(2);
    await jobsDone(2);
    expect(
      await expectBody(await owner.call(projectApi.read, { params: { id: project.id } }), 200, projectDetail),
    ).toMatchObject({
      documentsStatus: 'not_generated',
      pdfUrl: null,
      draftCopy: { documentsStatus: 'not_generated', pdfUrl: null },
    });
    const outOfDate = "This project's files are out of date. Generate them again.";
    expect(await downloads(project.id)).toEqual([outOfDate, outOfDate, outOfDate]);
  });

  it("a completed generation removes the earlier generations' files, those from before generations included", async () => {
    const render = (_book: unknown, target: RenderStorage) => storeRendered(target, (format) => format);
    await startWorkers(render);
    const project = await createBookProject(ctx, owner);
    // Files made before projects recorded a generation are still served while they are current.
    await ctx.db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', project.id).execute();
    // Stored as the app stores files: recorded for their owner (docs/decisions/0034-bounded-storage.md).
    const stored = userStorage(ctx.db, ctx.storage, ctx.storageQuota, owner.userId);
    for (const key of keysOf(project.id, null)) await stored.save(key, Buffer.from('before'));
    expect(await downloads(project.id)).toEqual(['before', 'before', 'before']);

    const reset = () =>
      ctx.db.updateTable('projects').set({ documents_status: 'not_generated' }).where('id', '=', project.id).execute();
    // A job removes the earlier files after it completes the project: its end, not the project's status, says they
    // are gone.
    await reset();
    await generate(project.id);
    expect((await settled(ctx, project.id)).documents_status).toBe('completed');
    await jobsDone(1);
    const first = await generationOf(project.id);
    expect(await storedKeys(project.id)).toEqual(keysOf(project.id, first));
    for (const key of keysOf(project.id, null)) expect(await ctx.storage.exists(key)).toBe(false);

    await reset();
    await generate(project.id);
    expect((await settled(ctx, project.id)).documents_status).toBe('completed');
    await jobsDone(2);
    const second = await generationOf(project.id);
    expect(await storedKeys(project.id)).toEqual(keysOf(project.id, second));
    expect(await downloads(project.id)).toEqual(['pdf', 'docx', 'epub']);
  });

  it("deleting a project removes its stored documents, and no other project's", async () => {
    const project = await createProject(ctx.db, { userId: owner.userId, documentsStatus: 'completed' });
    const other = await createProject(ctx.db, { userId: owner.userId, documentsStatus: 'completed' });
    const generation = randomUUID();
    await ctx.db
      .updateTable('projects')
      .set({ documents_generation: generation })
      .where('id', '=', project.id)
      .execute();
    for (const key of [...keysOf(project.id, generation), ...keysOf(project.id, null), ...keysOf(other.id, null)])
      await userStorage(ctx.db, ctx.storage, ctx.storageQuota, owner.userId).save(key, Buffer.from('file'));

    expect((await owner.call(projectApi.remove, { params: { id: project.id } })).status).toBe(204);
    expect(await storedKeys(project.id)).toEqual([]);
    for (const key of keysOf(project.id, null)) expect(await ctx.storage.exists(key)).toBe(false);
    for (const key of keysOf(other.id, null)) expect(await ctx.storage.exists(key)).toBe(true);
  });

  it('a job queued before generations were recorded fails its project with the reason, and Retry Generation starts again', async () => {
    const held = heldRenders();
    const project = await createBookProject(ctx, owner);
    await ctx.db.updateTable('projects').set({ documents_status: 'generating' }).where('id', '=', project.id).execute();
    await ctx.jobs.enqueue(generateDocumentsJob, { userId: owner.userId, projectId: project.id });
    await startWorkers(held.render);

    expect(await settled(ctx, project.id)).toMatchObject({
      documents_status: 'failed',
      documents_error: QUEUED_WITHOUT_GENERATION,
    });
    await generate(project.id);
    await held.started(1);
    held.finish(1);
    expect(await settled(ctx, project.id)).toMatchObject({ documents_status: 'completed', documents_error: null });
    expect(await downloads(project.id)).toEqual(['render 1 pdf', 'render 1 docx', 'render 1 epub']);
  });
});

describe('draft and sale copies', () => {
  let ctx: TestContext;
  let owner: Owner;
  let worker: JobQueue;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Dana Levi' });
    // A stand-in renderer: each file says which copy it is.
    worker = documentsWorker(ctx, (book, target) =>
      storeRendered(target, (format) => `${book.draft ? 'draft' : 'sale'} ${format}`),
    );
    await worker.start();
  });
  afterEach(async () => {
    await worker.stop(0);
    await ctx.close();
  });

  const planOf = async (projectId: string) =>
    (await expectBody(await owner.call(projectApi.readPlan, { params: { id: projectId } }), 200, bookPlanResponse))
      .plan;
  const status = async (projectId: string) =>
    expectBody(await owner.call(projectDocumentApi.status, { params: { id: projectId } }), 200, documentStatus);
  /** Each format of one copy: its text and file name when served, else the refusal's message. */
  const downloads = (projectId: string, copy: 'sale' | 'draft') =>
    Promise.all(
      DOCUMENT_FORMATS.map(async (format) => {
        const res = await owner.get(
          `/api/projects/${projectId}/documents/${copy === 'draft' ? 'draft/' : ''}${format}`,
        );
        if (res.status !== 200) return (await expectBody(res, 404, errorBody)).error.message;
        return `${await res.text()} | ${res.headers.get('content-disposition')}`;
      }),
    );
  const named = (copy: 'sale' | 'draft', name: string) =>
    DOCUMENT_FORMATS.map(
      (format) =>
        `${copy} ${format} | attachment; filename="${name}.${format}"; filename*=UTF-8''${encodeURIComponent(`${name}.${format}`).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );

  it('a draft copy, then the copy for sale from an empty JSON body: both are kept, labelled and downloadable', async () => {
    const project = await createBookProject(ctx, owner);
    await expectBody(
      await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: { draft: true } }),
      202,
      documentGenerationStarted,
    );
    await eventually(async () => (await status(project.id)).draftCopy.documentsStatus === 'completed');
    // The draft copy is not the book for sale: the project is not ready, and its copy for sale is still to make.
    expect(await status(project.id)).toEqual({
      id: project.id,
      title: 'Prep Once: Eat All Week 🍲',
      status: 'draft',
      documentsStatus: 'not_generated',
      documentsError: null,
      draftCopy: {
        documentsStatus: 'completed',
        documentsError: null,
        pdfUrl: `/api/projects/${project.id}/documents/draft/pdf`,
        docxUrl: `/api/projects/${project.id}/documents/draft/docx`,
        epubUrl: `/api/projects/${project.id}/documents/draft/epub`,
      },
    });
    expect(await downloads(project.id, 'draft')).toEqual(named('draft', 'Prep Once (Draft)'));
    expect(await downloads(project.id, 'sale')).toEqual(Array(3).fill('Document not found'));

    // No body is the documented default, also when the request says it is JSON.
    const empty = await owner.send(`/api/projects/${project.id}/documents`, { method: 'POST', body: '' });
    expect(await expectBody(empty, 202, documentGenerationStarted)).toEqual({ documentsStatus: 'generating' });
    await eventually(async () => (await status(project.id)).documentsStatus === 'completed');
    expect(
      await expectBody(await owner.call(projectApi.read, { params: { id: project.id } }), 200, projectDetail),
    ).toMatchObject({
      status: 'ready',
      documentsStatus: 'completed',
      pdfUrl: `/api/projects/${project.id}/documents/pdf`,
      draftCopy: { documentsStatus: 'completed', pdfUrl: `/api/projects/${project.id}/documents/draft/pdf` },
    });
    expect(await downloads(project.id, 'sale')).toEqual(named('sale', 'Prep Once'));
    expect(await downloads(project.id, 'draft')).toEqual(named('draft', 'Prep Once (Draft)'));
    // Completing the copy for sale removed no file of the draft copy: six files, both copies current.
    expect(await ctx.storage.list(documentFolder(owner.userId, project.id))).toHaveLength(6);

    // Each copy once made is not made again until an edit; another user's copies are not served.
    for (const draft of [true, false]) {
      const again = await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: { draft } });
      expect((await expectBody(again, 409, errorBody)).error.message).toBe(
        draft
          ? 'A draft copy is already generated for this project'
          : 'Documents are already generated for this project',
      );
    }
    const stranger = await ctx.signUp();
    const foreign = await stranger.call(projectDocumentApi.draftPdf, { params: { id: project.id } });
    expect((await expectBody(foreign, 404, errorBody)).error.message).toBe('Project not found');
  });

  it('an edit marks both copies out of date, and each is made again in one click', async () => {
    const project = await createBookProject(ctx, owner);
    for (const draft of [true, false])
      await expectBody(
        await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: { draft } }),
        202,
        documentGenerationStarted,
      );
    await eventually(async () => {
      const now = await status(project.id);
      return now.documentsStatus === 'completed' && now.draftCopy.documentsStatus === 'completed';
    });

    const saved = await owner.call(projectApi.savePlan, {
      params: { id: project.id },
      body: {
        ...(await planOf(project.id)),
        title: 'Prep Twice',
      },
    });
    expect(saved.status).toBe(200);
    expect(await status(project.id)).toMatchObject({
      documentsStatus: 'not_generated',
      draftCopy: { documentsStatus: 'not_generated', pdfUrl: null, docxUrl: null, epubUrl: null },
    });
    expect(await downloads(project.id, 'sale')).toEqual(
      Array(3).fill("This project's files are out of date. Generate them again."),
    );
    expect(await downloads(project.id, 'draft')).toEqual(
      Array(3).fill("This project's draft copy is out of date. Make a new draft copy."),
    );

    await expectBody(
      await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: { draft: true } }),
      202,
      documentGenerationStarted,
    );
    expect(await downloads(project.id, 'draft')).toEqual(
      Array(3).fill("This project's draft copy is being generated. Download it once it is ready."),
    );
    await eventually(async () => (await status(project.id)).draftCopy.documentsStatus === 'completed');
    expect(await downloads(project.id, 'draft')).toEqual(named('draft', 'Prep Twice (Draft)'));
    expect((await status(project.id)).documentsStatus).toBe('not_generated');
  });

  it('names the files after the plan title: an ASCII filename and the title as typed in filename*', async () => {
    const project = await createBookProject(ctx, owner);
    const title = 'Crème Brûlée: Budgeting / Irregular Income 🍮';
    expect(
      (
        await owner.call(projectApi.savePlan, {
          params: { id: project.id },
          body: { ...(await planOf(project.id)), title },
        })
      ).status,
    ).toBe(200);
    await expectBody(
      await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: { draft: true } }),
      202,
      documentGenerationStarted,
    );
    await eventually(async () => (await status(project.id)).draftCopy.documentsStatus === 'completed');
    const pdf = await owner.call(projectDocumentApi.draftPdf, { params: { id: project.id } });
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Creme Brulee Budgeting Irregular Income (Draft).pdf"; ` +
        `filename*=UTF-8''Cr%C3%A8me%20Br%C3%BBl%C3%A9e%20Budgeting%20Irregular%20Income%20%F0%9F%8D%AE%20%28Draft%29.pdf`,
    );
  });
});
