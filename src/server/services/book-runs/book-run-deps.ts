import type { Kysely } from 'kysely';
import type { AiEngine } from '../../ai/index.js';
import type { TokenPrice } from '../../ai/token-price.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../logger.js';
import type { GenerationRateLimiter } from '../generation/generation-rate-limiter.js';

/** What starting, running and showing a book run needs. */
export interface BookRunDeps {
  db: Kysely<Database>;
  ai: AiEngine;
  limiter: GenerationRateLimiter;
  jobs: Pick<JobQueue, 'enqueue'>;
  logger: Logger;
  /** The provider's price, for the cost shown beside the tokens; null when not configured. */
  price: TokenPrice | null;
}
