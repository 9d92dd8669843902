import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HELD_JOB,
  heldJobs,
  queueLongJobsThenQuickOnes,
  STARTED_BESIDE_LONG_JOBS,
} from '../../../tests/support/held-jobs.js';
import { RECORD_RUN_JOB, TEST_JOB_TIMINGS } from '../../../tests/support/job-test-setup.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createLogger } from '../logger.js';
import { registerJob } from './job-definition.js';
import { pgBossDb } from './pg-boss-db.js';
import { createPgBossJobQueue } from './pg-boss-job-queue.js';
import { pgBossSchemaFor } from './pg-boss-schema.js';

const logger = createLogger('silent');
/** Twenty queries at once reach every connection of a pool (ten). */
const everyConnectionAnswers = async (handle: DatabaseHandle) =>
  (await Promise.all(Array.from({ length: 20 }, () => sql<{ one: number }>`select 1 as one`.execute(handle.db)))).every(
    ({ rows }) => rows[0]?.one === 1,
  );

// Behaviour across worker processes is tested with the document job: services/documents/generate-documents-workers.test.ts.
describe.skipIf(!process.env.TEST_POSTGRES_URL)('pg-boss queue setup (postgres)', () => {
  let ctx: TestContext;
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
    await ctx.close();
  });
  const instance = () => {
    const handle = openDatabase(
      { dialect: 'postgres', connectionString: ctx.target.url, searchPath: ctx.schema },
      logger,
    );
    handles.push(handle);
    return handle;
  };

  it('four processes starting at once on a fresh database all start, and their pools stay usable', async () => {
    ctx = await createTestContext('postgres');
    const job = registerJob(RECORD_RUN_JOB, { run: async () => undefined, fail: async () => undefined });
    const queues = [1, 2, 3, 4].map(() => createPgBossJobQueue(instance().db, [job], logger, TEST_JOB_TIMINGS));
    const started = await Promise.allSettled(queues.map((queue) => queue.start()));
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    for (const handle of handles) expect(await everyConnectionAnswers(handle)).toBe(true);
    await Promise.all(queues.map((queue) => queue.stop()));
  }, 60_000);

  it("a job that runs past its lease is not taken again while its worker's heartbeat renews it", async () => {
    ctx = await createTestContext('postgres');
    const timings = { ...TEST_JOB_TIMINGS, leaseMs: 1_000, heartbeatMs: 250, sweepMs: 250 };
    const runs: string[] = [];
    const job = registerJob(RECORD_RUN_JOB, {
      run: async ({ key, ms }) => {
        runs.push(key);
        await new Promise((resolve) => setTimeout(resolve, ms));
      },
      fail: async () => undefined,
    });
    const queues = [1, 2].map(() => createPgBossJobQueue(instance().db, [job], logger, timings));
    await Promise.all(queues.map((queue) => queue.start()));
    await queues[0]!.enqueue(RECORD_RUN_JOB, { key: 'long', ms: 4 * timings.leaseMs });
    const completed = async () =>
      (
        await sql<{ count: number }>`
          select count(*)::int as count from ${sql.id(pgBossSchemaFor(ctx.schema), 'job')}
          where name = 'record-run' and state = 'completed'
        `.execute(ctx.db)
      ).rows[0]?.count;
    // Without the heartbeat the job would expire after a second and the other queue would run it again.
    await expect.poll(completed, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(runs).toEqual(['long']);
    await Promise.all(queues.map((queue) => queue.stop()));
  }, 60_000);

  it("runs several jobs at once, oldest first across its queues, one user's jobs leave a slot for another user's, and an idle user's go first", async () => {
    ctx = await createTestContext('postgres');
    const held = heldJobs();
    const recorded = registerJob(RECORD_RUN_JOB, {
      run: async ({ key }) => void held.started.push(key),
      fail: async () => undefined,
    });
    const queue = createPgBossJobQueue(instance().db, [held.job, recorded], logger, TEST_JOB_TIMINGS, 3);
    await queue.enqueue(RECORD_RUN_JOB, { key: 'oldest', ms: 0 });
    for (const key of ['a1', 'a2', 'a3']) await queue.enqueue(HELD_JOB, { key, userId: 'user-a' });
    await queue.enqueue(HELD_JOB, { key: 'b1', userId: 'user-b' });
    await queue.start();
    // Three slots: b's job, queued last, goes before a's second, since a has one running; a holds two (all but one).
    await expect.poll(() => held.started, { timeout: 20_000 }).toEqual(['oldest', 'a1', 'b1', 'a2']);
    held.release();
    await expect.poll(() => held.finished.length, { timeout: 20_000 }).toBe(4);
    await queue.stop();
  }, 60_000);

  it("a quick job of an account with none running, and writing jobs, start while other accounts' long jobs hold every slot", async () => {
    ctx = await createTestContext('postgres');
    const held = heldJobs();
    const queue = createPgBossJobQueue(instance().db, [held.job], logger, TEST_JOB_TIMINGS, 2);
    await queueLongJobsThenQuickOnes(queue);
    await queue.start();
    await expect.poll(() => [...held.started].sort(), { timeout: 20_000 }).toEqual(STARTED_BESIDE_LONG_JOBS);
    await new Promise((resolve) => setTimeout(resolve, 3 * TEST_JOB_TIMINGS.pollMs));
    expect([...held.started].sort()).toEqual(STARTED_BESIDE_LONG_JOBS);
    held.release();
    await expect.poll(() => held.finished.length, { timeout: 20_000 }).toBe(9);
    await queue.stop();
  }, 60_000);

  it('a pg-boss transaction that fails midway leaves no connection inside it', async () => {
    ctx = await createTestContext('postgres');
    const handle = instance();
    await expect(pgBossDb(handle.db).executeSql('BEGIN; SELECT 1 / 0; COMMIT;', [])).rejects.toThrow(
      'division by zero',
    );
    expect(await everyConnectionAnswers(handle)).toBe(true);
  });
});
