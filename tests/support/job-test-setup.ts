import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { defineJob } from '../../src/server/jobs/job-definition.js';
import type { JobTimings } from '../../src/server/jobs/job-timings.js';

/** Short leases, polls and sweeps, so a test sees a job taken, renewed and swept within seconds. */
export const TEST_JOB_TIMINGS: JobTimings = {
  pollMs: 50,
  runLimitMs: 60_000,
  sweepMs: 500,
  leaseMs: 2_000,
  heartbeatMs: 500,
};

/** For worker processes: a short run limit, so a job that never ends is aborted within seconds (a killed worker's job is taken again once its 2 s lease runs out). */
export const WORKER_TEST_TIMINGS: JobTimings = { ...TEST_JOB_TIMINGS, runLimitMs: 3_000 };

/** How long a worker child lets its running job finish after SIGTERM before it hands the job back. */
export const WORKER_TEST_GRACE_MS = 300;

/** The job the worker child runs: it records each run, then waits. */
export const RECORD_RUN_JOB = defineJob({
  name: 'record-run',
  payload: z.object({ key: z.string(), ms: z.number().int().min(0) }),
  maxAttempts: 2,
});

const CHILD = path.join(import.meta.dirname, 'job-worker-child.ts');

/**
 * What a worker child runs: the `record-run` job, or document generation with a stand-in renderer that records
 * each render, or book runs with a slow offline writer; `slow` jobs wait until they are aborted (or the process is
 * killed).
 */
export type WorkerMode = 'record' | 'record-slow' | 'documents' | 'documents-slow' | 'book';

/** Where a worker child finds the database: a SQLite file, or a PostgreSQL URL and the test's schema. */
export interface WorkerTarget {
  url: string;
  schema: string;
}

/** Starts a worker process on the database; resolves once it polls. */
export function startWorker(target: WorkerTarget, mode: WorkerMode = 'record'): Promise<ChildProcess> {
  const child = fork(CHILD, [target.url, target.schema, mode], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
  });
}

/** Resolves with the exit code once the process has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
