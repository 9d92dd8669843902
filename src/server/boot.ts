import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createAiEngine, createCoverArtEngine, type AiEngine, type CoverArtEngine } from './ai/index.js';
import type { AiPrices } from './ai/providers/token-price.js';
import { migrateAuthTables } from './auth/migrate-auth-tables.js';
import { createAuth } from './auth/create-auth.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { createRateHits } from './db/rate-hits.js';
import type { Env } from './env.js';
import { chooseFastPaths } from './fast-paths.js';
import { createLogger, type Logger } from './logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import {
  createGenerationRateLimiter,
  type GenerationRateLimiter,
} from './services/generation/generation-rate-limiter.js';
import { createJobQueue } from './create-job-queue.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { JobTimings } from './jobs/job-timings.js';
import type { DocumentRenderer } from './services/documents/generate-documents-job.js';
import { storageQuota, type StorageQuota } from './services/storage/storage-quota.js';
import { createStorage } from './services/storage/backends/create-storage.js';
import type { FileStorage } from './services/storage/backends/file-storage.js';

/** Origins our pages are served from: the base URL, and its 127.0.0.1 twin for local installs. */
export function trustedOriginsFor(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  if (url.hostname !== 'localhost') return [url.origin];
  return [url.origin, `${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`];
}

export function databaseTargetFor(env: Env) {
  if (env.databaseUrl) return { dialect: 'postgres', connectionString: env.databaseUrl } as const;
  mkdirSync(env.dataDir, { recursive: true });
  return { dialect: 'sqlite', filename: path.join(env.dataDir, 'infoforge.sqlite') } as const;
}

export interface Services {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  auth: ReturnType<typeof createAuth>;
  trustedOrigins: string[];
  ai: AiEngine;
  generationLimiter: GenerationRateLimiter;
  aiPrices: AiPrices;
  coverArt: CoverArtEngine;
  storage: FileStorage;
  storageQuota: StorageQuota;
  jobs: JobQueue;
}

/**
 * What a caller hands in instead of what the environment would build. Tests use it to run the app over a database
 * of their own, keep the mail it sends, script its AI and shorten its job timings; everything else is wired as in
 * production.
 */
export interface ServiceOverrides {
  logger?: Logger;
  /** An open database, brought up to date like the environment's would be; the caller closes it. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  ai?: AiEngine;
  coverArt?: CoverArtEngine;
  generationLimit?: { calls: number; windowMs: number };
  jobTimings?: JobTimings;
  /** What renders a book's files: tests whose subject is not the files hand in a stand-in. */
  render?: DocumentRenderer;
  /** Per-client and per-account sign-in limits (default: on in production only). */
  authRateLimit?: boolean;
}

/** Opens the database, brings it up to date and wires the services every entry point shares. */
export async function bootServices(env: Env, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(env.logLevel);
  chooseFastPaths(env.fastPaths);
  if (!env.fastPaths) logger.info("fast paths off: answering through the libraries' own doors");
  const database = overrides.database ?? openDatabase(databaseTargetFor(env), logger);
  const trustedOrigins = trustedOriginsFor(env.baseUrl);
  const auth = createAuth({
    database,
    logger,
    mailer:
      overrides.mailer ?? createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, dataDir: env.dataDir, logger }),
    baseUrl: env.baseUrl,
    trustedOrigins,
    secret: env.authSecret,
    adminEmails: env.adminEmails,
    requireEmailVerification: env.requireEmailVerification,
    rateLimitEnabled: overrides.authRateLimit ?? env.nodeEnv === 'production',
  });
  await migrateAuthTables(auth);
  await migrateDatabase(database);
  const ai =
    overrides.ai ??
    createAiEngine({
      config: env.ai,
      fallback: env.aiFallback,
      onFallback: (failure, fallback) =>
        logger.warn({ err: failure, kind: failure.kind, fallback }, 'AI provider unavailable: the fallback answers'),
      offlineChunkDelayMs: env.offlineStreamDelayMs,
    });
  logger.info(ai.info, 'AI generation');
  if (!overrides.ai && env.aiFallback) {
    logger.info({ provider: env.aiFallback.provider, model: env.aiFallback.model }, 'AI fallback');
  }
  const coverArt = overrides.coverArt ?? createCoverArtEngine(env.coverArt);
  const storage = createStorage(database, env.dataDir);
  const quota = storageQuota(env.storageQuotaBytes);
  const generationLimiter = createGenerationRateLimiter(createRateHits(database.db), {
    tools: overrides.generationLimit,
  });
  logger.info({ coverArt: coverArt.info, storage: storage.kind }, 'covers');
  const writing = { ai, limiter: generationLimiter, prices: env.aiPrices };
  return {
    env,
    logger,
    database,
    auth,
    trustedOrigins,
    ai,
    generationLimiter,
    aiPrices: env.aiPrices,
    coverArt,
    storage,
    storageQuota: quota,
    jobs: createJobQueue(database, storage, quota, logger, writing, {
      timings: overrides.jobTimings,
      slots: env.jobSlots,
      render: overrides.render,
    }),
  };
}
