import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TokenPrice } from '../../src/server/ai/providers/token-price.js';
import { createApp } from '../../src/server/app.js';
import { bootServices, type ServiceOverrides, type Services } from '../../src/server/boot.js';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../src/server/db/client.js';
import { loadEnv, type Env } from '../../src/server/env.js';
import { createLogger } from '../../src/server/logger.js';
import type { MailMessage } from '../../src/server/mail/mailer.js';
import { TEST_JOB_TIMINGS } from './job-test-setup.js';
import { copyOfMigratedPostgres, openCopyOfMigratedSqlite } from './migrated-databases.js';
import { standInRenderer } from './stored-renders.js';
import { TestClient } from './test-client.js';

export const BASE_URL = 'http://localhost:3000';
const postgresUrl = process.env.TEST_POSTGRES_URL;
/** The fast paths, on unless the run sets FAST_PATHS=off (as CI does once for the route tests: docs/decisions/0056). */
const fastPathsSetting = process.env.FAST_PATHS;
/** Whether the apps of this run answer through the fast paths: tests of a fast path itself run only then. */
export const FAST_PATHS_ON = fastPathsSetting !== 'off';

/**
 * SQLite always; PostgreSQL too when TEST_POSTGRES_URL is set (as on CI). Only for the files whose subject the dialect
 * is, listed in tests/support/dialect-sensitive-files.ts; every other file runs on SQLite (docs/testing.md).
 */
export const DIALECTS: Dialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** What a test changes of its app: the services it hands in, and settings a deployment would make in its environment. */
export interface TestContextOptions extends Pick<
  ServiceOverrides,
  'logger' | 'ai' | 'coverArt' | 'generationLimit' | 'authRateLimit'
> {
  /** The public URL (default http://localhost:3000); an https one turns on Secure cookies. */
  baseUrl?: string;
  adminEmails?: string[];
  /** The provider's price per million tokens (default: none). */
  aiPrice?: TokenPrice;
  /** The fallback provider's price per million tokens (default: none). */
  aiFallbackPrice?: TokenPrice;
  /** The built client to serve, as in production. */
  clientDir?: string;
  /** Where PostgreSQL is reached (default TEST_POSTGRES_URL), e.g. through a proxy a test can cut. */
  postgresUrl?: string;
  /** New accounts must confirm their address before they can sign in. */
  requireEmailVerification?: boolean;
  /** Read the client address from X-Forwarded-For, so a test can speak from many addresses. */
  trustProxy?: boolean;
  /** SQLite in a file rather than in memory, so other processes (job workers) can open it too. */
  sharedSqlite?: boolean;
  /** What each user may keep stored (default: the app's default quota). */
  storageQuotaBytes?: number;
  /** How many jobs the queue runs at once (default: the host's cores, at least two, as JOB_SLOTS unset). */
  jobSlots?: number;
  /** How long one job may run (default the tests' minute), for a book whose files take longer on a busy machine. */
  runLimitMs?: number;
  /**
   * What makes a generation's files: a stand-in that stores a line per file at once (default), or the real renderers,
   * for a test whose subject is the files, in a `*.slow.test.ts` file (docs/testing.md).
   */
  renders?: 'stand-in' | 'real';
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** The settings of a test's app, read the way a deployment's are, from environment variables. */
function testEnv(options: TestContextOptions, dataDir: string): Env {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: options.baseUrl ?? BASE_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ADMIN_EMAILS: (options.adminEmails ?? []).join(','),
    REQUIRE_EMAIL_VERIFICATION: String(options.requireEmailVerification ?? false),
    TRUST_PROXY: String(options.trustProxy ?? false),
    LOG_LEVEL: 'silent',
    ...(fastPathsSetting === undefined ? {} : { FAST_PATHS: fastPathsSetting }),
    ...(options.storageQuotaBytes === undefined ? {} : { STORAGE_QUOTA_BYTES: String(options.storageQuotaBytes) }),
    ...(options.jobSlots === undefined ? {} : { JOB_SLOTS: String(options.jobSlots) }),
  });
  return { ...env, aiPrices: { first: options.aiPrice ?? null, fallback: options.aiFallbackPrice ?? null } };
}

/**
 * A fresh database behind a real app, migrated: in-memory SQLite, or a new PostgreSQL database; each a copy of the one
 * its test worker migrated (migrated-databases.ts).
 */
export async function createTestContext(dialect: Dialect, options: TestContextOptions = {}) {
  const logger = options.logger ?? createLogger('silent');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-test-'));
  const sqliteFile = options.sharedSqlite ? path.join(dataDir, 'shared.sqlite') : ':memory:';
  const serverUrl = options.postgresUrl ?? postgresUrl;
  const postgres = dialect === 'postgres' ? await copyOfMigratedPostgres(serverUrl!, migrateWith) : null;
  const database =
    postgres === null
      ? await openCopyOfMigratedSqlite(sqliteFile, migrateWith, logger)
      : openDatabase({ dialect: 'postgres', connectionString: postgres.url, applicationName: postgres.name }, logger);
  const mail: MailMessage[] = [];
  const env = testEnv(options, dataDir);
  // The offline AI and cover art unless the test hands in its own; sign-in limits off unless it asks for them.
  const overrides: ServiceOverrides = {
    logger,
    mailer: { delivery: 'file', send: async (message) => void mail.push(message) },
    jobTimings: { ...TEST_JOB_TIMINGS, runLimitMs: options.runLimitMs ?? TEST_JOB_TIMINGS.runLimitMs },
    render: options.renders === 'real' ? undefined : standInRenderer,
    ai: options.ai,
    coverArt: options.coverArt,
    generationLimit: options.generationLimit,
    authRateLimit: options.authRateLimit ?? false,
  };
  /** The app over `services`, as a server process of a deployment serves it. */
  const appOf = (services: Services) =>
    createApp({ ...services, trustProxy: env.trustProxy, clientDir: options.clientDir });
  const services = await bootServices(env, { ...overrides, database });
  const { auth, jobs, storage, storageQuota } = services;
  const app = appOf(services);
  const instances: Services[] = [];

  return {
    app,
    auth,
    /** The app's job queue, not started: a test starts it (and the context's close stops it). */
    jobs,
    storage,
    storageQuota,
    db: database.db,
    dialect,
    /** The PostgreSQL schema of this test's database: its own database's `public`. */
    schema: 'public',
    /** The application_name of this test's PostgreSQL connections, so a test can find (and terminate) them. */
    applicationName: postgres?.name ?? '',
    /** Where another process finds this database: the SQLite file (with sharedSqlite), or PostgreSQL and the schema. */
    target: postgres === null ? { url: sqliteFile, schema: '' } : { url: postgres.url, schema: 'public' },
    mail,
    anonymous: () => new TestClient(app, new URL(env.baseUrl).origin),
    /** Signs up a new user and returns a client carrying their session cookie. */
    async signUp(fields: { name?: string; email?: string; password?: string } = {}) {
      const client = new TestClient(app, new URL(env.baseUrl).origin);
      const email = fields.email ?? `user-${randomUUID()}@example.com`;
      const res = await client.post('/api/auth/sign-up/email', {
        name: fields.name ?? 'Test User',
        email,
        password: fields.password ?? 'secret-password',
      });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { user: { id: string } };
      return Object.assign(client, { userId: body.user.id, email });
    },
    /**
     * A second app instance on the same PostgreSQL database (its own connection pool, auth and storage), as
     * another server process of a deployment; `client.on(app)` talks to it with the same session.
     */
    async secondInstance() {
      if (dialect !== 'postgres') throw new Error('a second instance shares a database only on PostgreSQL');
      const handle = openDatabase({ dialect: 'postgres', connectionString: postgres!.url }, logger);
      const instance = await bootServices(env, { ...overrides, database: handle });
      instances.push(instance);
      return appOf(instance);
    },
    async close() {
      await jobs.stop();
      await Promise.all(instances.map((instance) => instance.jobs.stop().then(() => instance.database.close())));
      await database.close();
      await postgres?.drop();
      // Retried for seconds, not milliseconds: a job's file was seen landing in it as the queue stopped, and a busy
      // machine outlasted 5 quick retries (ENOTEMPTY).
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** Brings a new database up to date as the app's start does: the services booted over it, then let go. */
async function migrateWith(database: DatabaseHandle): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'infoforge-migrated-'));
  try {
    await bootServices(testEnv({}, dir), { database, logger: createLogger('silent') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
