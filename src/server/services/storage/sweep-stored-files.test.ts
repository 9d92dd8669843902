import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../../tests/factories/index.js';
import { expectBody } from '../../../../tests/support/expect-body.js';
import { eventually } from '../../../../tests/support/eventually.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { generateCoverImageResult, savedCover } from '../../../shared/schemas/cover.js';
import { readCount } from '../../db/codec.js';
import { STORAGE_GRACE_MS } from '../../limits.js';
import { coverImageKey } from '../covers/cover-files.js';
import { documentKey, DOCUMENT_FORMATS } from '../book-model/stored-documents.js';
import { sweepStoredFiles } from './sweep-stored-files.js';
import { sweepStoredFilesHandler, sweepStoredFilesJob } from './sweep-stored-files-job.js';
import { openJobQueue } from '../../jobs/open-job-queue.js';
import { queuedJobs } from '../../../../tests/support/queued-jobs.js';
import { createLogger } from '../../logger.js';
import { TEST_JOB_TIMINGS } from '../../../../tests/support/job-test-setup.js';
import { releaseStoredFile } from './stored-files.js';
import { userStorage } from './user-storage.js';
import { generateApi } from '../../../shared/api/generate.js';
import { savedItemApi } from '../../../shared/api/saved-items.js';
import { projectApi } from '../../../shared/api/projects.js';

const COVER = { title: 'Prep Once, Eat All Week', authorName: 'Jordan Avery', style: 'modern', colorScheme: 'teal' };
/** A sweep run once the grace period of every file stored so far has passed. */
const AFTER_GRACE = () => Date.now() + STORAGE_GRACE_MS + 60_000;

describe.each(DIALECTS)('storage sweep (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  type Client = Awaited<ReturnType<TestContext['signUp']>>;
  const generate = async (client: Client) =>
    (await expectBody(await client.call(generateApi.coverImage, { body: COVER }), 200, generateCoverImageResult))
      .imageUrl;
  const storedKeys = async () => (await ctx.storage.entries()).map((entry) => entry.key).sort();
  /** The user's counted bytes, and the sizes of the files stored for them. */
  const usage = async (userId: string) => {
    const row = await ctx.db
      .selectFrom('storage_usage')
      .select('bytes')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const stored = (await ctx.storage.entries()).filter((entry) => entry.key.split('/')[1] === userId);
    return { counted: row ? readCount(row.bytes) : 0, stored: stored.reduce((sum, entry) => sum + entry.size, 0) };
  };

  it('removes only files nothing points to once their grace period has passed', async () => {
    const owner = await ctx.signUp();
    const unsaved = coverImageKey(owner.userId, await generate(owner));
    const savedUrl = await generate(owner);
    await expectBody(
      await owner.call(savedItemApi.covers.create, { body: { imageUrl: savedUrl, style: 'modern' } }),
      201,
      savedCover,
    );
    const saved = coverImageKey(owner.userId, savedUrl);
    // A project whose documents went stale keeps its current generation's files until a new generation replaces them.
    const generation = randomUUID();
    const project = await createProject(ctx.db, { userId: owner.userId, documentsGeneration: generation });
    const documents = DOCUMENT_FORMATS.map((format) => documentKey(owner.userId, project.id, generation, format));
    for (const key of documents)
      await userStorage(ctx.db, ctx.storage, ctx.storageQuota, owner.userId).save(key, Buffer.from(key));

    // Young: nothing goes, however unused.
    expect(await sweepStoredFiles(ctx.db, ctx.storage)).toEqual({ recorded: 0, removed: 0 });
    expect(await storedKeys()).toEqual([unsaved, saved, ...documents].sort());

    expect(await sweepStoredFiles(ctx.db, ctx.storage, AFTER_GRACE())).toEqual({ recorded: 0, removed: 1 });
    expect(await storedKeys()).toEqual([saved, ...documents].sort());
    expect(await ctx.storage.exists(unsaved)).toBe(false);

    // Replaced by a new generation (what a start records): the stale files go.
    await ctx.db
      .updateTable('projects')
      .set({ documents_generation: randomUUID() })
      .where('id', '=', project.id)
      .execute();
    expect(await sweepStoredFiles(ctx.db, ctx.storage, AFTER_GRACE())).toEqual({ recorded: 0, removed: 3 });
    expect(await storedKeys()).toEqual([saved]);
    expect(await usage(owner.userId)).toEqual({
      counted: (await ctx.storage.open(saved))!.size,
      stored: expect.any(Number),
    });
  });

  it("keeps a saved cover's image whatever the route that serves it is called: the sweep reads the key the row records", async () => {
    const owner = await ctx.signUp();
    const unsaved = coverImageKey(owner.userId, await generate(owner));
    const savedUrl = await generate(owner);
    await expectBody(
      await owner.call(savedItemApi.covers.create, { body: { imageUrl: savedUrl, style: 'modern' } }),
      201,
      savedCover,
    );
    const saved = coverImageKey(owner.userId, savedUrl);
    // The rows as a rename of the image route, to one that does not even name the file, leaves them.
    await ctx.db.updateTable('cover_images').set({ image_url: '/api/book-covers/current' }).execute();

    expect(await sweepStoredFiles(ctx.db, ctx.storage, AFTER_GRACE())).toEqual({ recorded: 0, removed: 1 });
    expect(await storedKeys()).toEqual([saved]);
    expect(await ctx.storage.exists(unsaved)).toBe(false);
  });

  it("keeps another user's files apart, and counts exactly what each user stores", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    await generate(owner);
    const othersUrl = await generate(other);
    await expectBody(
      await other.call(savedItemApi.covers.create, { body: { imageUrl: othersUrl, style: 'modern' } }),
      201,
      savedCover,
    );
    const before = await usage(other.userId);
    expect(before.counted).toBe(before.stored);

    await sweepStoredFiles(ctx.db, ctx.storage, AFTER_GRACE());
    expect(await usage(owner.userId)).toEqual({ counted: 0, stored: 0 });
    expect(await usage(other.userId)).toEqual(before);
  });

  it('records a file stored without a record, and removes it only a grace period later', async () => {
    const owner = await ctx.signUp();
    const key = coverImageKey(owner.userId, `/api/covers/images/${randomUUID()}.png`);
    await ctx.storage.save(key, Buffer.from('from before files were recorded'));

    expect(await sweepStoredFiles(ctx.db, ctx.storage)).toEqual({ recorded: 1, removed: 0 });
    expect(await usage(owner.userId)).toEqual({ counted: 31, stored: 31 });
    expect(await sweepStoredFiles(ctx.db, ctx.storage)).toEqual({ recorded: 0, removed: 0 });
    expect(await sweepStoredFiles(ctx.db, ctx.storage, AFTER_GRACE())).toEqual({ recorded: 0, removed: 1 });
    expect(await ctx.storage.exists(key)).toBe(false);
    expect(await usage(owner.userId)).toEqual({ counted: 0, stored: 0 });
  });

  it('keeps a file a save claimed after the sweep chose it: the sweep removes only what is still unclaimed', async () => {
    const owner = await ctx.signUp();
    const imageUrl = await generate(owner);
    const key = coverImageKey(owner.userId, imageUrl);
    const chosenAt = new Date(Date.now() - 1).toISOString();
    // The sweep chose the file as unused (cut-off `chosenAt`); a save claims it before the sweep removes it.
    await expectBody(
      await owner.call(savedItemApi.covers.create, { body: { imageUrl, style: 'modern' } }),
      201,
      savedCover,
    );
    await ctx.db.deleteFrom('cover_images').execute();
    expect(await releaseStoredFile(ctx.db, ctx.storage, key, chosenAt)).toBe(false);
    expect(await ctx.storage.exists(key)).toBe(true);
    expect(await releaseStoredFile(ctx.db, ctx.storage, key, new Date(Date.now() + 1).toISOString())).toBe(true);
    expect(await ctx.storage.exists(key)).toBe(false);
  });

  it("a deleted cover's image goes at once, unless another saved cover shows it", async () => {
    const owner = await ctx.signUp();
    const imageUrl = await generate(owner);
    const key = coverImageKey(owner.userId, imageUrl);
    const post = async () =>
      expectBody(
        await owner.call(savedItemApi.covers.create, { body: { imageUrl, style: 'modern' } }),
        201,
        savedCover,
      );
    const [first, second] = [await post(), await post()];

    expect((await owner.call(savedItemApi.covers.remove, { params: { id: first.id } })).status).toBe(204);
    expect(await ctx.storage.exists(key)).toBe(true);
    expect((await owner.call(savedItemApi.covers.remove, { params: { id: second.id } })).status).toBe(204);
    expect(await ctx.storage.exists(key)).toBe(false);
    expect(await usage(owner.userId)).toEqual({ counted: 0, stored: 0 });
  });

  it("a deleted project's documents go at once, and are uncounted", async () => {
    const owner = await ctx.signUp();
    const generation = randomUUID();
    const project = await createProject(ctx.db, {
      userId: owner.userId,
      documentsStatus: 'completed',
      documentsGeneration: generation,
    });
    for (const format of DOCUMENT_FORMATS)
      await userStorage(ctx.db, ctx.storage, ctx.storageQuota, owner.userId).save(
        documentKey(owner.userId, project.id, generation, format),
        Buffer.from(format),
      );
    expect(await usage(owner.userId)).toEqual({ counted: 11, stored: 11 });

    expect((await owner.call(projectApi.remove, { params: { id: project.id } })).status).toBe(204);
    expect(await storedKeys()).toEqual([]);
    expect(await usage(owner.userId)).toEqual({ counted: 0, stored: 0 });
  });

  it('runs on the job queue, enqueued once per period however many workers share the database', async () => {
    const owner = await ctx.signUp();
    const key = coverImageKey(owner.userId, `/api/covers/images/${randomUUID()}.png`);
    await ctx.storage.save(key, Buffer.from('unrecorded'));
    const log = createLogger('silent');
    const workers = [1, 2].map(() =>
      openJobQueue(ctx, [sweepStoredFilesHandler({ db: ctx.db, storage: ctx.storage, log })], log, TEST_JOB_TIMINGS),
    );
    try {
      for (const worker of workers) await worker.start();
      await eventually(async () =>
        expect(await ctx.db.selectFrom('stored_files').select('key').execute()).toEqual([{ key }]),
      );
      // Both workers have looked for due jobs a few times by now.
      await new Promise((resolve) => setTimeout(resolve, 3 * TEST_JOB_TIMINGS.sweepMs));
      expect(await queuedJobs(ctx, sweepStoredFilesJob.name)).toEqual([{ state: 'completed', tries: 1 }]);
    } finally {
      for (const worker of workers) await worker.stop();
    }
  });
});
