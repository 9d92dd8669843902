import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createAiEngine, createCoverArtEngine, type AiEngine, type CoverArtEngine } from '../../src/server/ai/index.js';
import type { TokenPrice } from '../../src/server/ai/token-price.js';
import { createApp } from '../../src/server/app.js';
import { migrateAuthTables } from '../../src/server/auth/migrate-auth-tables.js';
import { createAuth } from '../../src/server/auth/create-auth.js';
import { trustedOriginsFor } from '../../src/server/boot.js';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../src/server/db/client.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';
import { createRateHits } from '../../src/server/db/rate-hits.js';
import { createLogger, type Logger } from '../../src/server/logger.js';
import type { MailMessage } from '../../src/server/mail/mailer.js';
import { createJobQueue } from '../../src/server/create-job-queue.js';
import type { JobQueue } from '../../src/server/jobs/job-queue.js';
import { TEST_JOB_TIMINGS } from './job-test-setup.js';
import { pgBossSchemaFor } from '../../src/server/jobs/pg-boss-schema.js';
import { createStorage } from '../../src/server/storage/create-storage.js';
import { GENERATION_LIMIT } from '../../src/server/limits.js';
import { createGenerationRateLimiter } from '../../src/server/services/generation/generation-rate-limiter.js';
import { TestClient } from './test-client.js';

export const BASE_URL = 'http://localhost:3000';
const postgresUrl = process.env.TEST_POSTGRES_URL;

/** SQLite always; PostgreSQL too when TEST_POSTGRES_URL is set (as on CI). */
export const DIALECTS: Dialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestContextOptions {
  /** The public URL (default http://localhost:3000); an https one turns on Secure cookies. */
  baseUrl?: string;
  adminEmails?: string[];
  rateLimitEnabled?: boolean;
  /** The AI engine (default: the offline generator). */
  ai?: AiEngine;
  generationLimit?: { calls: number; windowMs: number };
  /** The provider's price per million tokens (default: none). */
  aiPrice?: TokenPrice;
  /** The built client to serve, as in production. */
  clientDir?: string;
  /** Where PostgreSQL is reached (default TEST_POSTGRES_URL), e.g. through a proxy a test can cut. */
  postgresUrl?: string;
  /** Where the app logs (default: nowhere). */
  logger?: Logger;
  /** New accounts must confirm their address before they can sign in. */
  requireEmailVerification?: boolean;
  /** Read the client address from X-Forwarded-For, so a test can speak from many addresses. */
  trustProxy?: boolean;
  /** Paints cover backgrounds (default: offline, none). */
  coverArt?: CoverArtEngine;
  /** SQLite in a file rather than in memory, so other processes (job workers) can open it too. */
  sharedSqlite?: boolean;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** A fresh database (in-memory SQLite, or a new PostgreSQL schema), migrated, behind a real app. */
export async function createTestContext(dialect: Dialect, options: TestContextOptions = {}) {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const logger = options.logger ?? createLogger('silent');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-test-'));
  const sqliteFile = options.sharedSqlite ? path.join(dataDir, 'shared.sqlite') : ':memory:';
  const database = await openFreshDatabase(dialect, schema, logger, options.postgresUrl ?? postgresUrl, sqliteFile);
  const mail: MailMessage[] = [];
  const baseUrl = options.baseUrl ?? BASE_URL;
  const trustedOrigins = trustedOriginsFor(baseUrl);
  const ai = options.ai ?? createAiEngine({ config: { provider: 'offline', model: 'infoforge-offline' } });
  const coverArt = options.coverArt ?? createCoverArtEngine({ provider: 'offline' });
  /** An app instance over `handle`: what one server process of a deployment is. */
  const appOver = (handle: DatabaseHandle) => {
    const auth = createAuth({
      database: handle,
      logger,
      mailer: { delivery: 'file', send: async (message) => void mail.push(message) },
      baseUrl,
      trustedOrigins,
      secret: 'test-secret-test-secret-test-secret-0123456789',
      adminEmails: options.adminEmails ?? [],
      requireEmailVerification: options.requireEmailVerification ?? false,
      rateLimitEnabled: options.rateLimitEnabled ?? false,
    });
    const generationLimiter = createGenerationRateLimiter(
      createRateHits(handle.db),
      options.generationLimit ?? GENERATION_LIMIT,
    );
    const storage = createStorage(handle, dataDir);
    const aiPrice = options.aiPrice ?? null;
    const jobs = createJobQueue(
      handle,
      storage,
      logger,
      { ai, limiter: generationLimiter, price: aiPrice },
      TEST_JOB_TIMINGS,
    );
    const app = createApp({
      database: handle,
      auth,
      logger,
      trustedOrigins,
      ai,
      generationLimiter,
      aiPrice,
      trustProxy: options.trustProxy ?? false,
      coverArt,
      storage,
      jobs,
      ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    });
    return { app, auth, jobs, storage };
  };
  const { app, auth, jobs, storage } = appOver(database);
  await migrateAuthTables(auth);
  await migrateDatabase(database);
  const instances: { handle: DatabaseHandle; jobs: JobQueue }[] = [];

  return {
    app,
    auth,
    /** The app's job queue, not started: a test starts it (and the context's close stops it). */
    jobs,
    storage,
    db: database.db,
    dialect,
    /** The PostgreSQL schema (and application_name) of this test's database. */
    schema,
    /** Where another process finds this database: the SQLite file (with sharedSqlite), or PostgreSQL and the schema. */
    target:
      dialect === 'postgres' ? { url: (options.postgresUrl ?? postgresUrl)!, schema } : { url: sqliteFile, schema: '' },
    mail,
    anonymous: () => new TestClient(app, new URL(baseUrl).origin),
    /** Signs up a new user and returns a client carrying their session cookie. */
    async signUp(fields: { name?: string; email?: string; password?: string } = {}) {
      const client = new TestClient(app, new URL(baseUrl).origin);
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
    secondInstance() {
      if (dialect !== 'postgres') throw new Error('a second instance shares a database only on PostgreSQL');
      const handle = openDatabase(
        { dialect: 'postgres', connectionString: (options.postgresUrl ?? postgresUrl)!, searchPath: schema },
        logger,
      );
      const instance = appOver(handle);
      instances.push({ handle, jobs: instance.jobs });
      return instance.app;
    },
    async close() {
      await jobs.stop();
      await Promise.all(instances.map((instance) => instance.jobs.stop().then(() => instance.handle.close())));
      if (dialect === 'postgres') {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
        await sql`drop schema if exists ${sql.id(pgBossSchemaFor(schema))} cascade`.execute(database.db);
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
