import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { RegisteredJob } from './job-definition.js';
import type { JobQueue } from './job-queue.js';
import type { JobTimings } from './job-timings.js';
import { createLocalJobQueue } from './local-job-queue.js';
import { createPgBossJobQueue } from './pg-boss-job-queue.js';
import { JOB_TIMINGS } from '../limits.js';
import { defaultJobSlots } from './job-slots.js';

/**
 * The queue for the database: pg-boss on PostgreSQL, the local `jobs` table runner on SQLite; either runs `slots`
 * jobs at once when this process is a worker.
 */
export function openJobQueue(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  jobs: RegisteredJob[],
  logger: Logger,
  timings: JobTimings = JOB_TIMINGS,
  slots = defaultJobSlots(),
): JobQueue {
  return database.dialect === 'postgres'
    ? createPgBossJobQueue(database.db, jobs, logger, timings, slots)
    : createLocalJobQueue(database.db, jobs, logger, timings, slots);
}
