import type { AiEngine, CoverArtEngine } from '../ai/index.js';
import type { AiPrices } from '../ai/providers/token-price.js';
import type { Auth } from '../auth/create-auth.js';
import type { SessionUser } from '../auth/session-user.js';
import type { DatabaseHandle } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Log, Logger } from '../logger.js';
import type { GenerationRateLimiter } from '../services/generation/generation-rate-limiter.js';
import type { StorageQuota } from '../services/storage/storage-quota.js';
import type { FileStorage } from '../services/storage/backends/file-storage.js';

/**
 * What every request handler can reach through `c.get()` (not `c.var`, which copies every variable into a new object
 * on each read).
 */
export interface AppEnv {
  Variables: {
    user: SessionUser;
    logger: Log;
    requestId: string;
    /** The security headers every answer carries, beside `requestId` (`http/security-headers.ts`). */
    standardHeaders: Readonly<Record<string, string>>;
  };
}

/** The services the app's routes are built with (`bootServices` in boot.ts makes them at start-up). */
export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  /** Origins a state-changing request may come from (docs/decisions/0003-auth-origin-and-rate-limits.md). */
  trustedOrigins: string[];
  ai: AiEngine;
  generationLimiter: GenerationRateLimiter;
  /** The provider's and the fallback's prices per million tokens, for the cost a book run shows. */
  aiPrices: AiPrices;
  /** Paints cover backgrounds (offline: none, the renderer draws its own). */
  coverArt: CoverArtEngine;
  /** Generated files: cover images and projects' documents. */
  storage: FileStorage;
  /** What each user may keep in `storage` (`STORAGE_QUOTA_BYTES`). */
  storageQuota: StorageQuota;
  /** Background jobs (document generation, book runs). */
  jobs: JobQueue;
}
