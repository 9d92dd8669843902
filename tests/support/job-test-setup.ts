import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { defineJob } from '../../src/server/jobs/job-definition.js';
import type { JobTimings } from '../../src/server/jobs/job-lease.js';

/** Short leases and polls, so a test sees a job taken, renewed and swept within seconds. */
export const TEST_JOB_TIMINGS: JobTimings = { leaseMs: 2_000, heartbeatMs: 500, pollMs: 50, sweepMs: 500 };

/** The job the worker child runs: it records each run, then waits. */
export const RECORD_RUN_JOB = defineJob({
  name: 'record-run',
  payload: z.object({ key: z.string(), ms: z.number().int().min(0) }),
  maxAttempts: 2,
});

const CHILD = path.join(import.meta.dirname, 'job-worker-child.ts');

/** Starts a worker process on the database (a SQLite file, or a PostgreSQL URL and schema); resolves once it polls. */
export function startWorker(target: string, searchPath: string, slow = false): Promise<ChildProcess> {
  const child = fork(CHILD, [target, searchPath, ...(slow ? ['--slow'] : [])], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
  });
}

/** Waits for `check` to hold, polling every 50 ms, up to `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
