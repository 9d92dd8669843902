import type { AiEngine } from './ai/index.js';
import type { AiPrices } from './ai/providers/token-price.js';
import type { DatabaseHandle } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { JobTimings } from './jobs/job-timings.js';
import { openJobQueue } from './jobs/open-job-queue.js';
import type { Logger } from './logger.js';
import { bookRunJobs } from './services/book-runs/book-run-jobs.js';
import { generateDocumentsHandler, type DocumentRenderer } from './services/documents/generate-documents-job.js';
import { sweepStoredFilesHandler } from './services/storage/sweep-stored-files-job.js';
import type { GenerationRateLimiter } from './services/generation/generation-rate-limiter.js';
import type { StorageQuota } from './services/storage/storage-quota.js';
import type { FileStorage } from './services/storage/backends/file-storage.js';
import { JOB_TIMINGS } from './limits.js';

/** What the jobs that write with AI need: the writer, the generation window and the providers' prices. */
export interface WritingServices {
  ai: AiEngine;
  limiter: GenerationRateLimiter;
  prices: AiPrices;
}

/** How the queue's jobs run: their timings, how many at once, and what renders a book's files (default: the real renderers). */
export interface JobQueueSettings {
  timings?: JobTimings;
  slots?: number;
  render?: DocumentRenderer;
}

/**
 * The app's queue with every job it runs registered: document generation, book runs, which queue their own next
 * stretch and their files on this queue, and the hourly storage sweep. A worker runs renders and the sweep in its job
 * slots, idle accounts first (docs/decisions/0069-quick-lane.md), and book runs' stretches in writing slots of their
 * own, so a long render never holds up another creator's parts (docs/decisions/0072-writing-apart-from-renders.md).
 */
export function createJobQueue(
  database: DatabaseHandle,
  storage: FileStorage,
  storageQuota: StorageQuota,
  logger: Logger,
  writing: WritingServices,
  { timings = JOB_TIMINGS, slots, render }: JobQueueSettings = {},
): JobQueue {
  const sameQueue: Pick<JobQueue, 'enqueue'> = {
    enqueue: (definition, payload) => queue.enqueue(definition, payload),
  };
  const queue = openJobQueue(
    database,
    [
      generateDocumentsHandler({ db: database.db, jobs: sameQueue, storage, storageQuota, log: logger, render }),
      ...bookRunJobs({ db: database.db, jobs: sameQueue, storage, storageQuota, logger, ...writing }),
      sweepStoredFilesHandler({ db: database.db, storage, log: logger }),
    ],
    logger,
    timings,
    slots,
  );
  return queue;
}
