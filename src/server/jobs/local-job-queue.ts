import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { now, readJson, writeJson } from '../db/codec.js';
import type { Database } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { reasonOf, type JobDefinition, type RegisteredJob } from './job-definition.js';
import { JOB_TIMINGS, leaseEnd, type JobTimings } from './job-lease.js';
import type { JobQueue } from './job-queue.js';
import { sweepStaleJobs } from './sweep-stale-jobs.js';

type ClaimedJob = { id: string; name: string; payload: unknown; attempts: number; max_attempts: number };

/**
 * The default queue: rows in `jobs`, taken one at a time by the workers of any process on the same database.
 * A job is claimed by one conditional update (pending → processing), so two workers never take the same row; the
 * worker renews its lease while it runs; the sweep takes back jobs whose lease ran out.
 */
export function createLocalJobQueue(
  db: Kysely<Database>,
  jobs: RegisteredJob[],
  logger: Logger,
  timings: JobTimings = JOB_TIMINGS,
): JobQueue {
  const registry = new Map(jobs.map((job) => [job.name, job]));
  let running: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;

  async function claim(): Promise<ClaimedJob | null> {
    for (;;) {
      const next = await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'pending')
        .where('name', 'in', [...registry.keys()])
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
        .returning(['id', 'name', 'payload', 'attempts', 'max_attempts'])
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

  async function work(job: ClaimedJob) {
    const handler = registry.get(job.name);
    if (!handler) return;
    const heartbeat = setInterval(() => {
      void db
        .updateTable('jobs')
        .set({ locked_until: leaseEnd(Date.now(), timings) })
        .where('id', '=', job.id)
        .where('status', '=', 'processing')
        .execute()
        .catch((error: unknown) => logger.warn({ err: error, job: job.id }, 'job heartbeat failed'));
    }, timings.heartbeatMs);
    const payload = readJson(job.payload);
    try {
      await handler.run(payload);
      await settle(job, 'completed', null);
    } catch (error) {
      const reason = reasonOf(error);
      const last = job.attempts >= job.max_attempts;
      logger.warn({ err: error, job: job.id, name: job.name, attempt: job.attempts }, 'job attempt failed');
      if ((await settle(job, last ? 'failed' : 'pending', reason)) && last) await handler.fail(payload, reason);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function loop() {
    let lastSweep = 0;
    while (!stopping) {
      try {
        if (Date.now() - lastSweep >= timings.sweepMs) {
          lastSweep = Date.now();
          await sweepStaleJobs(db, registry);
        }
        const job = await claim();
        if (job) {
          await work(job);
          continue;
        }
      } catch (error) {
        logger.error({ err: error }, 'job worker error');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timings.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    kind: 'local',
    async enqueue<T>(definition: JobDefinition<T>, payload: T) {
      const at = now();
      await db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          name: definition.name,
          payload: writeJson(definition.payload.parse(payload)),
          status: 'pending',
          attempts: 0,
          max_attempts: definition.maxAttempts,
          created_at: at,
          updated_at: at,
        })
        .execute();
      wake?.();
    },
    async start() {
      stopping = false;
      running ??= loop();
    },
    async stop() {
      stopping = true;
      wake?.();
      await running;
      running = null;
    },
  };
}
