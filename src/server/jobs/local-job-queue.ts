import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { now, readJson, writeJson } from '../db/codec.js';
import type { Database, JobLane } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { jobLane, jobOwner, queuedPayload, type JobDefinition, type RegisteredJob } from './job-definition.js';
import { createWorkerLoops, type ClaimRule } from './job-poll-loop.js';
import type { JobQueue } from './job-queue.js';
import { leaseEnd, type JobTimings } from './job-timings.js';
import { runJob } from './run-job.js';
import { sweepStaleJobs } from './sweep-stale-jobs.js';
import { JOB_TIMINGS } from '../limits.js';
import { startHeartbeat } from './job-heartbeat.js';
import { defaultJobSlots } from './job-slots.js';

type ClaimedJob = {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  user_id: string | null;
  lane: JobLane | null;
};

/**
 * The default queue: rows in `jobs`, taken by the `slots` workers of any process on the same database (and its slots
 * kept for quick jobs, and its writing slots), by the rule of job-poll-loop.ts.
 * A job is claimed by one conditional update (pending → processing), so two workers never take the same row; the
 * worker renews its lease while it runs; the sweep takes back jobs whose lease ran out. A worker that stops hands
 * its running job back as pending, its attempt not counted.
 */
export function createLocalJobQueue(
  db: Kysely<Database>,
  jobs: RegisteredJob[],
  logger: Logger,
  timings: JobTimings = JOB_TIMINGS,
  slots = defaultJobSlots(),
): JobQueue {
  const registry = new Map(jobs.map((job) => [job.name, job]));

  async function claim({ ownersAtShare, busyOwners, lanes }: ClaimRule): Promise<ClaimedJob | null> {
    for (;;) {
      const next = await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'pending')
        .where('name', 'in', [...registry.keys()])
        .$if(ownersAtShare.length > 0, (query) =>
          query.where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', 'not in', ownersAtShare)])),
        )
        .where((eb) =>
          lanes.includes('long') ? eb.or([eb('lane', 'in', lanes), eb('lane', 'is', null)]) : eb('lane', 'in', lanes),
        )
        .$if(busyOwners.length > 0, (query) =>
          query.orderBy((eb) => eb.case().when('user_id', 'in', busyOwners).then(1).else(0).end()),
        )
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const claimed = await db
        .updateTable('jobs')
        .set({
          status: 'processing',
          attempts: sql`attempts + 1`,
          locked_until: leaseEnd(Date.now(), timings),
          updated_at: now(),
        })
        .where('id', '=', next.id)
        .where('status', '=', 'pending')
        .returning(['id', 'name', 'payload', 'attempts', 'max_attempts', 'user_id', 'lane'])
        .executeTakeFirst();
      if (claimed) return claimed;
    }
  }

  /** Ends the job as `status`, only if this worker still holds it (the sweep may have taken it back). */
  async function settle(job: ClaimedJob, status: 'completed' | 'pending' | 'failed', error: string | null) {
    const result = await db
      .updateTable('jobs')
      .set({ status, locked_until: null, last_error: error, updated_at: now() })
      .where('id', '=', job.id)
      .where('status', '=', 'processing')
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A stopping worker's job goes back to pending, this attempt uncounted. */
  async function handBack(job: ClaimedJob) {
    await db
      .updateTable('jobs')
      .set({ status: 'pending', attempts: sql`attempts - 1`, locked_until: null, updated_at: now() })
      .where('id', '=', job.id)
      .where('status', '=', 'processing')
      .where('attempts', '=', job.attempts)
      .execute();
  }

  async function work(job: ClaimedJob, stopping: AbortSignal) {
    const handler = registry.get(job.name);
    if (!handler) return;
    const stopHeartbeat = startHeartbeat(
      () =>
        db
          .updateTable('jobs')
          .set({ locked_until: leaseEnd(Date.now(), timings) })
          .where('id', '=', job.id)
          .where('status', '=', 'processing')
          .execute(),
      job.id,
      timings,
      logger,
    );
    const payload = readJson(job.payload);
    try {
      const run = await runJob(handler, payload, stopping, timings.runLimitMs);
      if (run.outcome === 'completed') await settle(job, 'completed', null);
      else if (run.outcome === 'returned') await handBack(job);
      else {
        const last = run.final || job.attempts >= job.max_attempts;
        logger.warn({ err: run.error, job: job.id, name: job.name, attempt: job.attempts }, 'job attempt failed');
        if ((await settle(job, last ? 'failed' : 'pending', run.reason)) && last)
          await handler.fail(payload, run.reason);
      }
    } finally {
      stopHeartbeat();
    }
  }

  /**
   * Enqueues each periodic job that is due: one statement inserts it only when no job of its name is waiting,
   * running, or was enqueued within its period, so processes sharing the database enqueue it once between them.
   */
  async function enqueueDue() {
    for (const job of jobs) {
      if (job.everyMs === undefined) continue;
      const at = now();
      const periodStart = new Date(Date.now() - job.everyMs).toISOString();
      await db
        .insertInto('jobs')
        .columns(['id', 'name', 'payload', 'status', 'attempts', 'max_attempts', 'created_at', 'updated_at'])
        .expression(
          db
            .selectNoFrom((eb) => [
              eb.val(randomUUID()).as('id'),
              eb.val(job.name).as('name'),
              eb.val(writeJson({})).as('payload'),
              eb.val('pending').as('status'),
              eb.val(0).as('attempts'),
              eb.val(job.maxAttempts).as('max_attempts'),
              eb.val(at).as('created_at'),
              eb.val(at).as('updated_at'),
            ])
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('jobs')
                    .select('id')
                    .where('name', '=', job.name)
                    .where((inner) =>
                      inner.or([
                        inner('status', 'in', ['pending', 'processing']),
                        inner('created_at', '>', periodStart),
                      ]),
                    ),
                ),
              ),
            ),
        )
        .execute();
    }
  }

  let lastSweep = 0;
  const loop = createWorkerLoops(
    { pollMs: timings.pollMs, slots },
    async (rule, stopping) => {
      if (Date.now() - lastSweep >= timings.sweepMs) {
        lastSweep = Date.now();
        await sweepStaleJobs(db, registry);
        await enqueueDue();
      }
      const job = await claim(rule);
      return job && { owner: job.user_id, lane: job.lane ?? 'long', run: () => work(job, stopping) };
    },
    logger,
  );

  return {
    kind: 'local',
    async enqueue<T extends object>(definition: JobDefinition<T>, payload: T) {
      const at = now();
      const checked = queuedPayload(definition, payload);
      await db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          name: definition.name,
          payload: writeJson(checked),
          user_id: jobOwner(checked),
          lane: jobLane(checked),
          status: 'pending',
          attempts: 0,
          max_attempts: definition.maxAttempts,
          created_at: at,
          updated_at: at,
        })
        .execute();
      loop.wake();
    },
    async start() {
      loop.start();
    },
    async stop(graceMs = 0) {
      await loop.stop(graceMs);
    },
  };
}
