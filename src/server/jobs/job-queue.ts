import type { JobDefinition } from './job-definition.js';

/**
 * One interface over both queues: the local runner over the `jobs` table (default) and pg-boss (PostgreSQL with
 * JOB_QUEUE=pg-boss). `enqueue` stores a job; `start` makes this process a worker for the registered jobs.
 */
export interface JobQueue {
  readonly kind: 'local' | 'pg-boss';
  enqueue<T>(definition: JobDefinition<T>, payload: T): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running one to end. */
  stop(): Promise<void>;
}
