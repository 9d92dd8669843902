import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../tests/support/eventually.js';
import {
  HELD_JOB,
  heldJobs,
  queueLongJobsThenQuickOnes,
  STARTED_BESIDE_LONG_JOBS,
} from '../../../tests/support/held-jobs.js';
import {
  RECORD_RUN_JOB,
  startWorker,
  TEST_JOB_TIMINGS,
  WORKER_TEST_TIMINGS,
} from '../../../tests/support/job-test-setup.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createLogger } from '../logger.js';
import { createLocalJobQueue } from './local-job-queue.js';
import { WORKER_DIED } from './sweep-stale-jobs.js';

/** A SQLite file that worker processes share. */
async function sharedDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), 'infoforge-jobs-'));
  const target = path.join(dir, 'jobs.sqlite');
  const handle: DatabaseHandle = openDatabase({ dialect: 'sqlite', filename: target }, createLogger('silent'));
  await migrateDatabase(handle);
  return {
    db: handle.db,
    target: { url: target, schema: '' },
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A queue in this process used only to enqueue (it is never started). */
const enqueuer = (db: Awaited<ReturnType<typeof sharedDatabase>>['db']) =>
  createLocalJobQueue(db, [], createLogger('silent'), WORKER_TEST_TIMINGS);

// The local queue runs on SQLite (PostgreSQL uses pg-boss: pg-boss-job-queue.test.ts).
describe('local job queue across worker processes', () => {
  const workers: ChildProcess[] = [];
  let shared: Awaited<ReturnType<typeof sharedDatabase>> | null = null;
  afterEach(async () => {
    for (const worker of workers.splice(0)) if (worker.exitCode === null) worker.kill('SIGKILL');
    await shared?.close();
    shared = null;
  });

  const runsOf = async (key: string) =>
    (await shared!.db.selectFrom('rate_hits').select('key').where('key', 'like', `run:${key}:%`).execute()).map(
      (row) => row.key,
    );
  /** The test's one job. */
  const jobRow = () =>
    shared!.db.selectFrom('jobs').select(['status', 'attempts', 'last_error']).executeTakeFirstOrThrow();

  it('two workers never run the same job, and share the work', async () => {
    shared = await sharedDatabase();
    const queue = enqueuer(shared.db);
    const keys = Array.from({ length: 24 }, (_, i) => `job-${i}`);
    // Both poll before the jobs arrive, so both take part.
    workers.push(...(await Promise.all([1, 2].map(() => startWorker(shared!.target)))));
    for (const key of keys) await queue.enqueue(RECORD_RUN_JOB, { key, ms: 100 });
    await eventually(async () => {
      const open = await shared!.db.selectFrom('jobs').select('id').where('status', '!=', 'completed').execute();
      return open.length === 0;
    });
    const runs = await shared.db.selectFrom('rate_hits').select('key').where('key', 'like', 'run:%').execute();
    const perJob = new Map<string, number>();
    for (const { key } of runs) perJob.set(key.split(':')[1]!, (perJob.get(key.split(':')[1]!) ?? 0) + 1);
    expect([...perJob.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(perJob.size).toBe(keys.length);
    expect(new Set(runs.map(({ key }) => key.split(':')[2])).size).toBe(2);
  }, 60_000);

  it("runs several jobs at once, one user's jobs leave a slot for another user's, and an idle user's go first", async () => {
    shared = await sharedDatabase();
    const held = heldJobs();
    const queue = createLocalJobQueue(shared.db, [held.job], createLogger('silent'), TEST_JOB_TIMINGS, 3);
    for (const key of ['a1', 'a2', 'a3']) await queue.enqueue(HELD_JOB, { key, userId: 'user-a' });
    await queue.enqueue(HELD_JOB, { key: 'b1', userId: 'user-b' });
    await queue.start();
    // Three slots: b's job, queued last, goes before a's second, since a has one running; a holds two (all but one).
    await eventually(async () => held.started.length === 3);
    expect(held.started).toEqual(['a1', 'b1', 'a2']);
    held.release();
    await eventually(async () => held.finished.length === 4);
    await queue.stop();
  });

  it("a quick job of an account with none running, and writing jobs, start while other accounts' long jobs hold every slot", async () => {
    shared = await sharedDatabase();
    const held = heldJobs();
    const queue = createLocalJobQueue(shared.db, [held.job], createLogger('silent'), TEST_JOB_TIMINGS, 2);
    await queueLongJobsThenQuickOnes(queue);
    await queue.start();
    await eventually(async () => held.started.length === STARTED_BESIDE_LONG_JOBS.length);
    await new Promise((resolve) => setTimeout(resolve, 3 * TEST_JOB_TIMINGS.pollMs));
    expect([...held.started].sort()).toEqual(STARTED_BESIDE_LONG_JOBS);
    held.release();
    await eventually(async () => held.finished.length === 9);
    await queue.stop();
  });

  it('a worker killed mid-job: after a restart the job runs again and completes', async () => {
    shared = await sharedDatabase();
    await enqueuer(shared.db).enqueue(RECORD_RUN_JOB, { key: 'killed-then-done', ms: 10 });
    const first = await startWorker(shared.target, 'record-slow');
    workers.push(first);
    await eventually(async () => (await runsOf('killed-then-done')).length === 1);
    first.kill('SIGKILL');
    expect(await jobRow()).toMatchObject({ status: 'processing', attempts: 1 });

    workers.push(await startWorker(shared.target));
    const done = await eventually(async () => {
      const row = await jobRow();
      return row.status === 'completed' && row;
    });
    expect(done).toEqual({ status: 'completed', attempts: 2, last_error: null });
    expect(await runsOf('killed-then-done')).toHaveLength(2);
  }, 60_000);

  it('a worker killed on the last try: after a restart the job ends failed and its failure is handled', async () => {
    shared = await sharedDatabase();
    await enqueuer(shared.db).enqueue({ ...RECORD_RUN_JOB, maxAttempts: 1 }, { key: 'killed-for-good', ms: 10 });
    const first = await startWorker(shared.target, 'record-slow');
    workers.push(first);
    await eventually(async () => (await runsOf('killed-for-good')).length === 1);
    first.kill('SIGKILL');

    workers.push(await startWorker(shared.target));
    const failed = await eventually(async () => {
      const row = await jobRow();
      return row.status === 'failed' && row;
    });
    expect(failed).toEqual({ status: 'failed', attempts: 1, last_error: WORKER_DIED });
    await eventually(async () =>
      shared!.db
        .selectFrom('rate_hits')
        .select('key')
        .where('key', '=', `failed:killed-for-good:${WORKER_DIED}`)
        .executeTakeFirst(),
    );
    expect(await runsOf('killed-for-good')).toHaveLength(1);
  }, 60_000);
});
