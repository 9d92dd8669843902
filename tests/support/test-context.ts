import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TokenPrice } from '../../src/server/ai/providers/token-price.js';
import { createApp } from '../../src/server/app.js';
import { bootServices, type ServiceOverrides, type Services } from '../../src/server/boot.js';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../src/server/db/client.js';
import { loadEnv, type Env } from '../../src/server/env.js';
import { createLogger, type Logger } from '../../src/server/logger.js';
import type { MailMessage } from '../../src/server/mail/mailer.js';
import { TEST_JOB_TIMINGS } from './job-test-setup.js';
import { pgBossSchemaFor } from '../../src/server/jobs/pg-boss-schema.js';
import { holdingSchemaLock } from './schema-lock.js';
import { TestClient } from './test-client.js';

export const BASE_URL = 'http://localhost:3000';
const postgresUrl = process.env.TEST_POSTGRES_URL;
/** The fast paths, on unless the run sets FAST_PATHS=off (as CI does once for the route tests: docs/decisions/0056). */
const fastPathsSetting = process.env.FAST_PATHS;
/** Whether the apps of this run answer through the fast paths: tests of a fast path itself run only then. */
export const FAST_PATHS_ON = fastPathsSetting !== 'off';

/** SQLite always; PostgreSQL too when TEST_POSTGRES_URL is set (as on CI). */
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
  /** How long one job may run (default the tests' minute), for a book whose files take longer on a busy machine. */
  runLimitMs?: number;
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
  });
  return { ...env, aiPrices: { first: options.aiPrice ?? null, fallback: options.aiFallbackPrice ?? null } };
}

/** A fresh database (in-memory SQLite, or a new PostgreSQL schema), migrated, behind a real app. */
export async function createTestContext(dialect: Dialect, options: TestContextOptions = {}) {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const logger = options.logger ?? createLogger('silent');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-test-'));
  const sqliteFile = options.sharedSqlite ? path.join(dataDir, 'shared.sqlite') : ':memory:';
  const serverUrl = options.postgresUrl ?? postgresUrl;
  const database = await openFreshDatabase(dialect, schema, logger, serverUrl, sqliteFile);
  /** Runs migrations (`work`): on PostgreSQL, while no other test drops its schema. */
  const migrating = <T>(work: () => Promise<T>) =>
    dialect === 'postgres' ? holdingSchemaLock(serverUrl!, 'migrate', work) : work();
  const mail: MailMessage[] = [];
  const env = testEnv(options, dataDir);
  // The offline AI and cover art unless the test hands in its own; sign-in limits off unless it asks for them.
  const overrides: ServiceOverrides = {
    logger,
    mailer: { delivery: 'file', send: async (message) => void mail.push(message) },
    jobTimings: { ...TEST_JOB_TIMINGS, runLimitMs: options.runLimitMs ?? TEST_JOB_TIMINGS.runLimitMs },
    ai: options.ai,
    coverArt: options.coverArt,
    generationLimit: options.generationLimit,
    authRateLimit: options.authRateLimit ?? false,
  };
  /** The app over `services`, as a server process of a deployment serves it. */
  const appOf = (services: Services) =>
    createApp({ ...services, trustProxy: env.trustProxy, clientDir: options.clientDir });
  const services = await migrating(() => bootServices(env, { ...overrides, database }));
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
    /** The PostgreSQL schema (and application_name) of this test's database. */
    schema,
    /** Where another process finds this database: the SQLite file (with sharedSqlite), or PostgreSQL and the schema. */
    target: dialect === 'postgres' ? { url: serverUrl!, schema } : { url: sqliteFile, schema: '' },
    mail,
    migrating,
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
      const handle = openDatabase({ dialect: 'postgres', connectionString: serverUrl!, searchPath: schema }, logger);
      const instance = await migrating(() => bootServices(env, { ...overrides, database: handle }));
      instances.push(instance);
      return appOf(instance);
    },
    async close() {
      await jobs.stop();
      await Promise.all(instances.map((instance) => instance.jobs.stop().then(() => instance.database.close())));
      if (dialect === 'postgres') {
        await holdingSchemaLock(serverUrl!, 'drop', async () => {
          await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
          await sql`drop schema if exists ${sql.id(pgBossSchemaFor(schema))} cascade`.execute(database.db);
        });
      }
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openFreshDatabase(
  dialect: Dialect,
  schema: string,
  logger: Logger,
  connectionString = postgresUrl,
  sqliteFile = ':memory:',
): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') return openDatabase({ dialect: 'sqlite', filename: sqliteFile }, logger);
  const admin = openDatabase({ dialect: 'postgres', connectionString: connectionString! }, logger);
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  // Named after its schema, so a test can find (and terminate) this database's own connections.
  return openDatabase(
    { dialect: 'postgres', connectionString: connectionString!, searchPath: schema, applicationName: schema },
    logger,
  );
}
