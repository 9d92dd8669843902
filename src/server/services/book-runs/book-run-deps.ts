import type { Kysely } from 'kysely';
import type { AiEngine } from '../../ai/index.js';
import type { AiPrices } from '../../ai/providers/token-price.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../logger.js';
import type { GenerationRateLimiter } from '../generation/generation-rate-limiter.js';
import type { StorageQuota } from '../storage/storage-quota.js';
import type { FileStorage } from '../storage/backends/file-storage.js';

/** What starting, running and showing a book run needs. */
export interface BookRunDeps {
  db: Kysely<Database>;
  ai: AiEngine;
  limiter: GenerationRateLimiter;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** What the user may keep stored: a finished run's documents fail at it rather than the run. */
  storageQuota: StorageQuota;
  /** Where a cover the finished run redraws for the book's title is stored. */
  storage: FileStorage;
  logger: Logger;
  /** The provider's and the fallback's prices, for the cost shown beside the tokens. */
  prices: AiPrices;
}
