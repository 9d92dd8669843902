import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../../tests/factories/index.js';
import { eventually } from '../../../../tests/support/eventually.js';
import { exited, startWorker, WORKER_TEST_TIMINGS } from '../../../../tests/support/job-test-setup.js';
import { queuedJobs } from '../../../../tests/support/queued-jobs.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { openJobQueue } from '../../jobs/open-job-queue.js';
import { WORKER_DIED } from '../../jobs/sweep-stale-jobs.js';
import { createLogger } from '../../logger.js';
import { generateDocumentsJob } from './generate-documents-job.js';
import { startDocumentGeneration } from './start-document-generation.js';

// Worker processes (SQLite: the local queue; PostgreSQL: pg-boss) render with a stand-in that records each render
// as `render:<book title>:<pid>` (tests/support/job-worker-child.ts).
describe.each(DIALECTS)('document generation across worker processes (%s)', (dialect) => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<TestContext['signUp']>>;
  /** This process only enqueues, as a server started with JOB_WORKERS=separate. */
  let enqueuer: JobQueue;
  const workers: ChildProcess[] = [];
  beforeEach(async () => {
    ctx = await createTestContext(dialect, { sharedSqlite: true });
    owner = await ctx.signUp({ name: 'Dana Levi' });
    enqueuer = openJobQueue(ctx, [], createLogger('silent'), WORKER_TEST_TIMINGS);
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) if (worker.exitCode === null) worker.kill('SIGKILL');
    await enqueuer.stop();
    await ctx.close();
  });

  const worker = async (mode: 'documents' | 'documents-slow') => {
    const child = await startWorker(ctx.target, mode);
    workers.push(child);
    return child;
  };
  async function generate(title: string) {
    const project = await createProject(ctx.db, { userId: owner.userId, title });
    const deps = { db: ctx.db, jobs: enqueuer, storage: ctx.storage, storageQuota: ctx.storageQuota };
    await startDocumentGeneration(deps, owner.userId, project.id, { draft: false });
    return project;
  }
  const project = (id: string) =>
    ctx.db
      .selectFrom('projects')
      .select(['documents_status', 'documents_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** Who rendered which book: [title, pid] per render. */
  const renders = async () =>
    (
      await ctx.db
        .selectFrom('rate_hits')
        .select('key')
        .where('key', 'like', 'render:%')
        .orderBy('created_at')
        .execute()
    ).map(({ key }) => key.split(':').slice(1) as [string, string]);
  const settled = (id: string) =>
    eventually(async () => {
      const row = await project(id);
      return row.documents_status !== 'generating' && row;
    }, 45_000);

  it('two workers never render the same book, and share the work', async () => {
    await Promise.all([worker('documents'), worker('documents')]);
    const titles = Array.from({ length: 12 }, (_, i) => `Prep Once 🍲 Book ${i + 1}`);
    const projects = [];
    for (const title of titles) projects.push(await generate(title));
    for (const { id } of projects)
      expect(await settled(id)).toEqual({ documents_status: 'completed', documents_error: null });
    const done = await renders();
    expect(done.map(([title]) => title).sort()).toEqual([...titles].sort());
    expect(new Set(done.map(([, pid]) => pid)).size).toBe(2);
  }, 90_000);

  it('a worker killed mid-render: after a restart the book is rendered again and the project completes', async () => {
    const first = await worker('documents-slow');
    const { id } = await generate('Killed Then Done');
    await eventually(async () => (await renders()).length === 1);
    first.kill('SIGKILL');
    expect((await project(id)).documents_status).toBe('generating');

    const second = await worker('documents');
    expect(await settled(id)).toEqual({ documents_status: 'completed', documents_error: null });
    expect((await renders()).map(([, pid]) => Number(pid))).toEqual([first.pid, second.pid]);
  }, 90_000);

  it('a worker killed on every try: the project ends failed with the reason, never stays generating', async () => {
    await worker('documents-slow');
    const { id } = await generate('Killed For Good');
    for (const tries of [1, 2]) {
      await eventually(async () => (await renders()).length === tries, 45_000);
      workers.at(-1)!.kill('SIGKILL');
      if (tries === 1) await worker('documents-slow');
    }
    await worker('documents');
    expect(await settled(id)).toEqual({ documents_status: 'failed', documents_error: WORKER_DIED });
    expect(await renders()).toHaveLength(2);
  }, 120_000);

  it('SIGTERM mid-render: the worker hands the job back untried, another renders it and the project completes', async () => {
    const first = await worker('documents-slow');
    const { id } = await generate('Handed Back');
    await eventually(async () => (await renders()).length === 1);
    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect((await project(id)).documents_status).toBe('generating');
    const second = await worker('documents');
    expect(await settled(id)).toEqual({ documents_status: 'completed', documents_error: null });
    expect((await renders()).map(([, pid]) => Number(pid))).toEqual([first.pid, second.pid]);
    const [job] = await eventually(async () => {
      const jobs = await queuedJobs(ctx, generateDocumentsJob.name);
      return jobs[0]?.state === 'completed' && jobs;
    });
    expect(job).toEqual({ state: 'completed', tries: 1 });
  }, 90_000);
});
