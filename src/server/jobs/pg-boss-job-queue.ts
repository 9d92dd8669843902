import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import type { Logger } from '../logger.js';
import {
  jobLane,
  jobOwner,
  queuedPayload,
  reasonOf,
  type JobDefinition,
  type RegisteredJob,
} from './job-definition.js';
import { createWorkerLoops, type ClaimRule } from './job-poll-loop.js';
import type { JobQueue } from './job-queue.js';
import { JOB_TIMINGS } from '../limits.js';
import { startHeartbeat } from './job-heartbeat.js';
import { defaultJobSlots } from './job-slots.js';
import type { JobTimings } from './job-timings.js';
import { withAdvisoryLock } from './advisory-lock.js';
import { pgBossDb } from './pg-boss-db.js';
import { pgBossSchemaFor } from './pg-boss-schema.js';
import { runJob } from './run-job.js';
import { WORKER_DIED } from './sweep-stale-jobs.js';

/** Where pg-boss puts a copy of a job that has failed for good; its `fail` is run from there. */
const deadLetterOf = (name: string) => `${name}-failed`;

/** What a failed attempt leaves as the job's output; a job that expired (its worker died) leaves pg-boss's own. */
const attemptFailure = z.object({ message: z.string() });

/** A job fetched to run: which queue it is on, its payload, and how many times it was tried before. */
type FetchedJob = { id: string; name: string; data: unknown; retry_count: number };

/**
 * The queue on PostgreSQL: pg-boss, in its own schema, speaking through the app's connection pool. Each process runs
 * `slots` jobs at once (and quick ones in the slots it keeps for them, and writing jobs in slots of their own), fetched
 * by the rule of job-poll-loop.ts; a job is fetched with SKIP LOCKED, so two workers in any processes never take the same one.
 * pg-boss does the rest of the bookkeeping: retries, and expiry of a job whose worker died (its maintenance retries
 * it or fails it) once the lease its worker's heartbeat renews has run out. Every job that fails for good, by an
 * error, by a final failure or by expiry, lands on its dead-letter queue, whose worker runs the job's `fail`, so
 * nothing stays half-done. A worker that stops hands its running jobs back, their attempts not counted.
 */
export function createPgBossJobQueue(
  db: Kysely<Database>,
  jobs: RegisteredJob[],
  logger: Logger,
  timings: JobTimings = JOB_TIMINGS,
  slots = defaultJobSlots(),
): JobQueue {
  // A job's lease: it expires this long after its start unless its worker's heartbeat moves the start on.
  const expireInSeconds = Math.ceil(timings.leaseMs / 1000);
  type Definition = { name: string; maxAttempts: number; everyMs?: number };
  const sendOptions = (definition: Definition) => ({
    retryLimit: definition.maxAttempts - 1,
    retryDelay: 0,
    expireInSeconds,
    deadLetter: deadLetterOf(definition.name),
  });
  const queues = new Set<string>();
  let booted: Promise<{ boss: PgBoss; schema: string }> | null = null;

  function newBoss(schema: string) {
    const boss = new PgBoss({
      db: pgBossDb(db),
      schema,
      schedule: false,
      // pg-boss skips a tick whose database clock reads less than the interval since the last maintenance, as a tick
      // may by a few milliseconds; ticking twice a sweep, a job whose lease ran out is taken back within one sweep.
      maintenanceIntervalSeconds: Math.max(1, Math.floor(timings.sweepMs / 2 / 1000)),
    });
    boss.on('error', (error) => logger.warn({ err: error }, 'pg-boss error'));
    return boss;
  }

  /**
   * Installing pg-boss's schema and creating a queue deadlock when processes do it at once on a fresh database, so
   * they take turns.
   */
  const oneAtATime = <T>(schema: string, fn: () => Promise<T>) => withAdvisoryLock(db, `pg-boss setup ${schema}`, fn);

  async function boot() {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const schema = pgBossSchemaFor(rows[0]!.schema);
    const boss = newBoss(schema);
    await oneAtATime(schema, () => boss.start());
    return { boss, schema };
  }

  /** pg-boss, started once (again after a failed start or a stop), with the queue of each job it is asked about. */
  async function bossWith(definitions: Definition[]) {
    booted ??= boot().catch((error: unknown) => {
      booted = null;
      throw error;
    });
    const { boss, schema } = await booted;
    const missing = definitions.filter((definition) => !queues.has(definition.name));
    if (missing.length > 0) {
      await oneAtATime(schema, async () => {
        for (const definition of missing) {
          await boss.createQueue(deadLetterOf(definition.name));
          await boss.createQueue(definition.name, {
            name: definition.name,
            ...sendOptions(definition),
            // A periodic job: at most one waiting and one running (docs/decisions/0034-bounded-storage.md).
            ...(definition.everyMs === undefined ? {} : { policy: 'stately' }),
          });
        }
      });
      for (const definition of missing) queues.add(definition.name);
    }
    return { boss, schema };
  }

  /** Back to created (or retry), with no start time, so the next fetch does not count another attempt. */
  async function handBack(schema: string, name: string, id: string) {
    await sql`
      update ${sql.id(schema, 'job')}
      set state = (case when retry_count = 0 then 'created' else 'retry' end)::${sql.id(schema, 'job_state')},
        started_on = null
      where name = ${name} and id = ${id} and state = 'active'
    `.execute(db);
  }

  /**
   * pg-boss has no heartbeat: it expires an active job once its start is `expire_in` ago. Moving the start on while
   * the job runs makes that a lease, so a job whose worker died is taken again within a minute, not after the run
   * limit.
   */
  async function renewLease(schema: string, name: string, id: string) {
    await sql`
      update ${sql.id(schema, 'job')} set started_on = now()
      where name = ${name} and id = ${id} and state = 'active'
    `.execute(db);
  }

  /**
   * pg-boss's own fetch of one job (fetchNextJob in its plans.js), widened to every queue this worker runs and ordered
   * and narrowed by the claim rule (job-poll-loop.ts) on the job's data: pg-boss fetches from one queue, with no
   * filter on the jobs' data.
   */
  async function fetchNext(
    schema: string,
    { ownersAtShare, busyOwners, lanes }: ClaimRule,
  ): Promise<FetchedJob | undefined> {
    const job = sql.id(schema, 'job');
    const { rows } = await sql<FetchedJob>`
      with next as (
        select name, id from ${job}
        where name in (${sql.join(jobs.map(({ name }) => name))})
          and state < 'active' and start_after < now()
          and (data->>'userId' is null or not data->>'userId' = any(${ownersAtShare}::text[]))
          and (case when data->>'lane' in ('quick', 'writing') then data->>'lane' else 'long' end) = any(${lanes}::text[])
        order by (data->>'userId' = any(${busyOwners}::text[])) is true, created_on, id
        limit 1
        for update skip locked
      )
      update ${job} j
      set state = 'active', started_on = now(),
        retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end
      from next
      where j.name = next.name and j.id = next.id
      returning j.id, j.name, j.data, j.retry_count
    `.execute(db);
    return rows[0];
  }

  /** A failure that trying again cannot mend: pg-boss fails the job for good when its retry count is its limit. */
  async function spendTries(schema: string, name: string, id: string) {
    await sql`
      update ${sql.id(schema, 'job')} set retry_limit = retry_count
      where name = ${name} and id = ${id} and state = 'active'
    `.execute(db);
  }

  async function attempt(boss: PgBoss, schema: string, next: FetchedJob, stopping: AbortSignal) {
    const job = jobs.find(({ name }) => name === next.name)!;
    const stopHeartbeat = startHeartbeat(() => renewLease(schema, job.name, next.id), next.id, timings, logger);
    const run = await runJob(job, next.data, stopping, timings.runLimitMs).finally(stopHeartbeat);
    if (run.outcome === 'completed') await boss.complete(job.name, next.id);
    else if (run.outcome === 'returned') await handBack(schema, job.name, next.id);
    else {
      logger.warn(
        { err: run.error, job: next.id, name: job.name, attempt: next.retry_count + 1 },
        'job attempt failed',
      );
      if (run.final) await spendTries(schema, job.name, next.id);
      await boss.fail(job.name, next.id, { message: run.reason });
    }
  }

  /**
   * Runs `fail` for the jobs that failed for good since the last look, at most once per poll across the worker's
   * loops (job-poll-loop.ts), each of which takes a job when a slot of its own frees.
   */
  let lastSettled = 0;
  async function settleFailures() {
    if (Date.now() - lastSettled < timings.pollMs) return;
    lastSettled = Date.now();
    for (const job of jobs) await settleFailure(job);
  }

  async function settleFailure(job: RegisteredJob) {
    const { boss } = await bossWith(jobs);
    const queue = deadLetterOf(job.name);
    const [failed] = await boss.fetch<unknown>(queue, { includeMetadata: true });
    if (!failed) return;
    const output = attemptFailure.safeParse(failed.output);
    try {
      await job.fail(failed.data, output.success ? output.data.message : WORKER_DIED);
      await boss.complete(queue, failed.id);
    } catch (error) {
      logger.warn({ err: error, job: failed.id, name: job.name }, 'job failure handler failed');
      await boss.fail(queue, failed.id, { message: reasonOf(error) });
    }
  }

  /**
   * Sends each periodic job once per period: pg-boss keeps one job per period slot (`singletonSeconds`) and, by the
   * queue's stately policy, at most one waiting, so processes sending at once send it once between them.
   */
  let lastScheduled = 0;
  async function enqueueDue() {
    if (Date.now() - lastScheduled < timings.sweepMs) return;
    lastScheduled = Date.now();
    const { boss } = await bossWith(jobs);
    for (const job of jobs) {
      if (job.everyMs === undefined) continue;
      await boss.send(
        job.name,
        {},
        { ...sendOptions(job), singletonKey: job.name, singletonSeconds: Math.round(job.everyMs / 1000) },
      );
    }
  }

  const loop = createWorkerLoops(
    { pollMs: timings.pollMs, slots },
    async (rule, stopping) => {
      await enqueueDue();
      await settleFailures();
      const { boss, schema } = await bossWith(jobs);
      const next = await fetchNext(schema, rule);
      return next
        ? { owner: jobOwner(next.data), lane: jobLane(next.data), run: () => attempt(boss, schema, next, stopping) }
        : null;
    },
    logger,
  );

  return {
    kind: 'pg-boss',
    async enqueue<T extends object>(definition: JobDefinition<T>, payload: T) {
      const { boss } = await bossWith([definition]);
      await boss.send(definition.name, queuedPayload(definition, payload), sendOptions(definition));
      loop.wake();
    },
    async start() {
      await bossWith(jobs);
      loop.start();
    },
    async stop(graceMs = 0) {
      await loop.stop(graceMs);
      const started = booted;
      booted = null;
      queues.clear();
      await started?.then(
        ({ boss }) => boss.stop({ graceful: false, close: false }),
        () => undefined,
      );
    },
  };
}
