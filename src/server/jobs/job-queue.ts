import type { JobDefinition } from './job-definition.js';

/**
 * One interface over both queues: the local runner over the `jobs` table (SQLite) and pg-boss (PostgreSQL).
 * `enqueue` stores a job; `start` makes this process a worker for the registered jobs.
 */
export interface JobQueue {
  readonly kind: 'local' | 'pg-boss';
  enqueue<T extends object>(definition: JobDefinition<T>, payload: T): Promise<void>;
  start(): Promise<void>;
  /**
   * Stops taking jobs and gives the running one `graceMs` to finish; then aborts it and puts it back in the queue
   * as if it had not been tried, for another worker (or this one after a restart) to take.
   */
  stop(graceMs?: number): Promise<void>;
}
