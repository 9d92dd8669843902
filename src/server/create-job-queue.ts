import type { DatabaseHandle } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import { JOB_TIMINGS, type JobTimings } from './jobs/job-timings.js';
import { openJobQueue } from './jobs/open-job-queue.js';
import type { Logger } from './logger.js';
import { generateDocumentsHandler } from './services/documents/generate-documents-job.js';
import type { FileStorage } from './storage/file-storage.js';

/** The app's queue with every job it runs registered: today, document generation. */
export function createJobQueue(
  database: DatabaseHandle,
  storage: FileStorage,
  logger: Logger,
  timings: JobTimings = JOB_TIMINGS,
): JobQueue {
  return openJobQueue(database, [generateDocumentsHandler({ db: database.db, storage, log: logger })], logger, timings);
}
