import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { COVER_PNG } from '../../../tests/support/book-fixtures.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { storeRendered } from '../../../tests/support/stored-renders.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { generateCoverImageResult, savedCover } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { readCount } from '../db/codec.js';
import { createLogger } from '../logger.js';
import { generateDocumentsHandler, generateDocumentsJob } from '../services/documents/generate-documents-job.js';
import { documentGenerationStarted } from '../../shared/schemas/project-document.js';
import { queuedJobs } from '../../../tests/support/queued-jobs.js';
import { planOf, waitForBook } from '../../../tests/support/book-runs.js';
import { bookRunStarted } from '../../shared/schemas/book-run.js';
import { formatBytes } from '../../shared/format-bytes.js';
import { generateApi } from '../../shared/api/generate.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectBookApi } from '../../shared/api/project-book.js';

const COVER = { title: 'Prep Once, Eat All Week', authorName: 'Jordan Avery', style: 'modern', colorScheme: 'teal' };
const DATA_URL = `data:image/png;base64,${Buffer.from(COVER_PNG).toString('base64')}`;
const FULL = {
  error: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'You have reached your 500 MB storage limit. Delete covers or projects you no longer need to make room.',
  },
};

describe.each(DIALECTS)('storage quota (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  type Client = Awaited<ReturnType<TestContext['signUp']>>;
  /** Sets how many bytes the user has stored, as if their files took that much. */
  const setUsage = (userId: string, bytes: number) =>
    ctx.db
      .insertInto('storage_usage')
      .values({ user_id: userId, bytes })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ bytes }))
      .execute();
  /** Everything a write could leave behind: files, their records, the user's bytes, saved covers. */
  const snapshot = async (client: Client) => ({
    files: (await ctx.storage.entries()).map((entry) => entry.key).sort(),
    records: (await ctx.db.selectFrom('stored_files').select('key').orderBy('key').execute()).map((row) => row.key),
    bytes: readCount(
      (await ctx.db.selectFrom('storage_usage').select('bytes').where('user_id', '=', client.userId).executeTakeFirst())
        ?.bytes ?? 0,
    ),
    covers: (await ctx.db.selectFrom('cover_images').select('id').execute()).length,
  });

  it('refuses a cover generated at the limit with a 413 that names it, and writes nothing', async () => {
    const owner = await ctx.signUp();
    await setUsage(owner.userId, ctx.storageQuota.bytes);
    const before = await snapshot(owner);
    expect(await expectBody(await owner.call(generateApi.coverImage, { body: COVER }), 413, errorBody)).toEqual(FULL);
    expect(await snapshot(owner)).toEqual(before);

    // Another user's room is their own.
    const other = await ctx.signUp();
    await expectBody(await other.call(generateApi.coverImage, { body: COVER }), 200, generateCoverImageResult);
  });

  it('refuses a saved inline image that would pass the limit, and counts one that fits to the byte', async () => {
    const owner = await ctx.signUp();
    await setUsage(owner.userId, ctx.storageQuota.bytes - COVER_PNG.byteLength + 1);
    const before = await snapshot(owner);
    const refused = await owner.call(savedItemApi.covers.create, { body: { imageUrl: DATA_URL, style: 'modern' } });
    expect(await expectBody(refused, 413, errorBody)).toEqual(FULL);
    expect(await snapshot(owner)).toEqual(before);

    await setUsage(owner.userId, ctx.storageQuota.bytes - COVER_PNG.byteLength);
    await expectBody(
      await owner.call(savedItemApi.covers.create, { body: { imageUrl: DATA_URL, style: 'modern' } }),
      201,
      savedCover,
    );
    const after = await snapshot(owner);
    expect(after.bytes).toBe(ctx.storageQuota.bytes);
    expect(after.files).toHaveLength(1);
  });

  it('counts an inline image saved with a save key or by an edit, which gives back the image it replaced at once, and stores nothing for a stranger’s edit', async () => {
    const owner = await ctx.signUp();
    // A save key and an edit both write the cover inside a transaction of their own.
    const created = await expectBody(
      await owner.call(savedItemApi.covers.create, {
        body: { imageUrl: DATA_URL, style: 'modern', saveKey: randomUUID() },
      }),
      201,
      savedCover,
    );
    await expectBody(
      await owner.call(savedItemApi.covers.update, {
        params: { id: created.id },
        body: { imageUrl: DATA_URL, style: 'bold' },
      }),
      200,
      savedCover,
    );
    const saved = await snapshot(owner);
    expect(saved.files).toHaveLength(1);
    expect(saved.records).toEqual(saved.files);
    expect(saved.bytes).toBe(COVER_PNG.byteLength);

    const stranger = await ctx.signUp();
    await expectBody(
      await stranger.call(savedItemApi.covers.update, {
        params: { id: created.id },
        body: { imageUrl: DATA_URL, style: 'modern' },
      }),
      404,
      errorBody,
    );
    expect(await snapshot(owner)).toEqual(saved);
    expect((await snapshot(stranger)).bytes).toBe(0);
  });

  it('a new preview gives back the one it replaces on its page at once, unless that one was saved', async () => {
    const owner = await ctx.signUp();
    const draw = async (replaces?: string) =>
      (
        await expectBody(
          await owner.call(generateApi.coverImage, { body: { ...COVER, replaces } }),
          200,
          generateCoverImageResult,
        )
      ).imageUrl;
    const fileOf = (imageUrl: string) => `covers/${owner.userId}/${imageUrl.split('/').pop()}`;
    const sizeOf = async (imageUrl: string) => (await ctx.storage.open(fileOf(imageUrl)))!.size;

    const passedOver = await draw();
    const kept = await draw(passedOver);
    expect(await snapshot(owner)).toMatchObject({ files: [fileOf(kept)], bytes: await sizeOf(kept) });

    await expectBody(
      await owner.call(savedItemApi.covers.create, { body: { imageUrl: kept, style: 'modern' } }),
      201,
      savedCover,
    );
    const latest = await draw(kept);
    expect(await snapshot(owner)).toMatchObject({
      files: [fileOf(kept), fileOf(latest)].sort(),
      bytes: (await sizeOf(kept)) + (await sizeOf(latest)),
    });
  });

  it('bad input stores nothing and counts nothing', async () => {
    const owner = await ctx.signUp();
    const before = await snapshot(owner);
    for (const body of [
      { imageUrl: 'data:image/png;base64,aGVsbG8=', style: 'modern' },
      { imageUrl: DATA_URL, style: 'no-such-style' },
      { imageUrl: '/api/covers/images/00000000-0000-4000-8000-000000000000.png', style: 'modern' },
    ])
      await expectBody(await owner.call(savedItemApi.covers.create, { body }), 400, errorBody);
    expect(await snapshot(owner)).toEqual(before);
  });

  it('refuses to start document generation at the limit, and leaves the project as it was', async () => {
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId });
    await setUsage(owner.userId, ctx.storageQuota.bytes);
    const refused = await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} });
    expect(await expectBody(refused, 413, errorBody)).toEqual(FULL);
    const row = await ctx.db
      .selectFrom('projects')
      .select(['documents_status', 'documents_generation'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ documents_status: 'not_generated', documents_generation: null });
    expect(await queuedJobs(ctx, generateDocumentsJob.name)).toEqual([]);
  });

  it('a generation that reaches the limit midway keeps none of its files and says why', async () => {
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId });
    await expectBody(
      await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} }),
      202,
      documentGenerationStarted,
    );
    const { documents_generation: generation } = await ctx.db
      .selectFrom('projects')
      .select('documents_generation')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    // Room for the PDF, not for the DOCX.
    await setUsage(owner.userId, ctx.storageQuota.bytes - 4);
    const before = await snapshot(owner);
    const handler = generateDocumentsHandler({
      db: ctx.db,
      jobs: ctx.jobs,
      storage: ctx.storage,
      storageQuota: ctx.storageQuota,
      log: createLogger('silent'),
      render: (_book, target) => storeRendered(target, (format) => format),
    });
    await handler.run(
      { userId: owner.userId, projectId: project.id, generation: generation! },
      new AbortController().signal,
    );

    expect(await snapshot(owner)).toEqual(before);
    expect(
      await ctx.db
        .selectFrom('projects')
        .select(['documents_status', 'documents_error'])
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ documents_status: 'failed', documents_error: FULL.error.message });
  });

  it('a book run that meets the limit completes: its parts are saved and its documents fail with the limit’s words', async () => {
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(1) })).status).toBe(200);
    await setUsage(owner.userId, ctx.storageQuota.bytes);
    const started = await owner.call(projectBookApi.start, {
      params: { id: project.id },
      body: { contentType: 'howto' },
    });
    await expectBody(started, 202, bookRunStarted);

    const done = await waitForBook(owner, project.id, (view) => view.run?.status !== 'running');
    expect(done.run).toMatchObject({ status: 'completed', stepsDone: 3, error: null });
    expect(done.parts.every((part) => part.contentId !== null)).toBe(true);
    expect(
      await ctx.db
        .selectFrom('projects')
        .select(['documents_status', 'documents_error'])
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ documents_status: 'failed', documents_error: FULL.error.message });
    expect(await queuedJobs(ctx, generateDocumentsJob.name)).toEqual([]);
  });

  it('holds each user to the configured limit, and names it', async () => {
    await ctx.close();
    ctx = await createTestContext(dialect, { storageQuotaBytes: COVER_PNG.byteLength });
    const owner = await ctx.signUp();
    await expectBody(
      await owner.call(savedItemApi.covers.create, { body: { imageUrl: DATA_URL, style: 'modern' } }),
      201,
      savedCover,
    );
    const refused = await owner.call(savedItemApi.covers.create, { body: { imageUrl: DATA_URL, style: 'modern' } });
    expect(await expectBody(refused, 413, errorBody)).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: `You have reached your ${formatBytes(COVER_PNG.byteLength)} storage limit. Delete covers or projects you no longer need to make room.`,
      },
    });
    expect((await snapshot(owner)).bytes).toBe(COVER_PNG.byteLength);
  });
});
