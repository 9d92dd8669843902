import type { AiEngine } from '../ai/index.js';
import type { Auth } from '../auth/create-auth.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { GenerationRateLimiter } from '../services/generation/generation-rate-limiter.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** What every request handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    user: SessionUser;
    logger: Logger;
    requestId: string;
  };
}

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  trustedOrigins: string[];
  ai: AiEngine;
  generationLimiter: GenerationRateLimiter;
}
