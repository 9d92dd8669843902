import { availableParallelism } from 'node:os';
import { AppError } from '../errors/app-error.js';
import { WORKER_THREAD_NICENESS } from '../limits.js';
import { createThreadPool, workerBeside, type ThreadPool } from './thread-pool.js';

export interface ServerThreadPoolOptions {
  /** Tasks that may wait for a thread, every user's together; one more is a 503. */
  maxWaiting: number;
  /** What that 503 says, and the seconds its Retry-After asks to wait. */
  busyMessage: string;
  retryAfterSeconds: number;
  /** What a task that fails on its thread is logged as, before why: 'The cover could not be drawn'. */
  failureMessage: string;
}

/**
 * A pool of the server's own CPU work (cover checks, cover drawings, course kit files) on worker threads running the
 * worker file `workerName` beside `moduleFile`: one core fewer than the host has (at least one), so a burst leaves a
 * core to the server's requests as password hashing does (docs/decisions/0016-password-hashing-leaves-a-core.md), at
 * the threads' niceness (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
export function createServerThreadPool<Reply>(
  moduleFile: string,
  workerName: string,
  { maxWaiting, busyMessage, retryAfterSeconds, failureMessage }: ServerThreadPoolOptions,
): ThreadPool<Reply> {
  return createThreadPool<Reply>(workerBeside(moduleFile, workerName), {
    threads: Math.max(1, availableParallelism() - 1),
    niceness: WORKER_THREAD_NICENESS,
    maxWaiting,
    busy: () => new AppError('SERVICE_UNAVAILABLE', busyMessage, undefined, { retryAfterSeconds }),
    failed: (why) => new Error(`${failureMessage}: ${why}`),
  });
}
