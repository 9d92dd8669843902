import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultJobSlots } from './jobs/job-slots.js';
import {
  aiConfigSchema,
  aiFallbackConfigSchema,
  imageConfigSchema,
  type AiConfig,
  type ImageConfig,
  type ModelConfig,
} from './ai/index.js';
import { tokenPriceSchema, type AiPrices } from './ai/providers/token-price.js';
import { DEFAULT_STORAGE_QUOTA_BYTES } from './limits.js';

/** The only reader of process.env: every setting the server knows, parsed and checked once. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  BASE_URL: z.url({ message: 'BASE_URL must be a full URL such as https://infoforge.example.com' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Infoforge <no-reply@infoforge.local>'),
  ADMIN_EMAILS: z.string().default(''),
  REQUIRE_EMAIL_VERIFICATION: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOB_WORKERS: z.enum(['in-process', 'separate']).default('in-process'),
  JOB_SLOTS: z.coerce.number().int().min(1).max(64).optional(),
  AI_OFFLINE_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(0),
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int({ message: 'STORAGE_QUOTA_BYTES must be a whole number of bytes, such as 524288000 for 500 MB' })
    .positive({ message: 'STORAGE_QUOTA_BYTES must be a whole number of bytes, such as 524288000 for 500 MB' })
    .default(DEFAULT_STORAGE_QUOTA_BYTES),
  FAST_PATHS: z.enum(['on', 'off']).default('on'),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  baseUrl: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  requireEmailVerification: boolean;
  /** A reverse proxy fronts the app: client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
  ai: AiConfig;
  /** The provider that writes what `ai` is unavailable for after its retries; null: none (docs/decisions/0060). */
  aiFallback: ModelConfig | null;
  /** What the provider and the fallback charge per million tokens, for the cost a book run shows. */
  aiPrices: AiPrices;
  /** Cover art: offline (the built-in renderer alone) or an image model that paints the background. */
  coverArt: ImageConfig;
  /** Pause between the offline generator's streamed chunks (0: as fast as it writes). */
  offlineStreamDelayMs: number;
  /** Who runs background jobs: this server process, or separate `npm run worker` processes. */
  jobWorkers: 'in-process' | 'separate';
  /** What each user may keep stored, covers and documents together. */
  storageQuotaBytes: number;
  /** How many jobs a worker process runs at once (docs/decisions/0044-fair-background-work.md). */
  jobSlots: number;
  /** Answer through the fast paths (on) or through the libraries' own doors (off): docs/decisions/0056. */
  fastPaths: boolean;
};

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment; throws one message naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  const ai = aiConfigSchema.safeParse(blanksRemoved);
  const aiFallback = aiFallbackConfigSchema.safeParse(blanksRemoved);
  const coverArt = imageConfigSchema.safeParse(blanksRemoved);
  const aiPrices = tokenPriceSchema.safeParse(blanksRemoved);
  if (!parsed.success || !ai.success || !aiFallback.success || !coverArt.success || !aiPrices.success) {
    const issues = [
      ...(parsed.error?.issues ?? []),
      ...(ai.error?.issues ?? []),
      ...(aiFallback.error?.issues ?? []),
      ...(coverArt.error?.issues ?? []),
      ...(aiPrices.error?.issues ?? []),
    ];
    const problems = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    dataDir,
    baseUrl: (vars.BASE_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    databaseUrl: vars.DATABASE_URL,
    authSecret: vars.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    adminEmails: vars.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    requireEmailVerification: vars.REQUIRE_EMAIL_VERIFICATION === 'true',
    trustProxy: vars.TRUST_PROXY === 'true',
    logLevel: vars.LOG_LEVEL,
    ai: ai.data,
    aiFallback: aiFallback.data,
    aiPrices: aiPrices.data,
    coverArt: coverArt.data,
    offlineStreamDelayMs: vars.AI_OFFLINE_STREAM_DELAY_MS,
    jobWorkers: vars.JOB_WORKERS,
    storageQuotaBytes: vars.STORAGE_QUOTA_BYTES,
    jobSlots: vars.JOB_SLOTS ?? defaultJobSlots(),
    fastPaths: vars.FAST_PATHS === 'on',
  };
}
