import type { Kysely } from 'kysely';
import type { AiEngine } from '../../ai/index.js';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import type { GenerationRateLimiter } from './generation-rate-limiter.js';

export interface GenerationDeps {
  db: Kysely<Database>;
  ai: AiEngine;
  limiter: GenerationRateLimiter;
  logger: Logger;
}
