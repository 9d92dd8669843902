import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { RegisteredJob } from './job-definition.js';
import type { JobQueue } from './job-queue.js';
import type { JobTimings } from './job-timings.js';
import { createLocalJobQueue } from './local-job-queue.js';
import { createPgBossJobQueue } from './pg-boss-job-queue.js';
import { JOB_TIMINGS } from '../limits.js';

/** The queue for the database: pg-boss on PostgreSQL, the local `jobs` table runner on SQLite. */
export function openJobQueue(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  jobs: RegisteredJob[],
  logger: Logger,
  timings: JobTimings = JOB_TIMINGS,
): JobQueue {
  return database.dialect === 'postgres'
    ? createPgBossJobQueue(database.db, jobs, logger, timings)
    : createLocalJobQueue(database.db, jobs, logger, timings);
}
