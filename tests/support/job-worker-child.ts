// A worker process for the job tests, on a shared database (SQLite: the local queue; PostgreSQL: pg-boss).
// Modes: `record` runs the `record-run` job, which writes a row per run (rate_hits key `run:<key>:<pid>`) and waits
// `ms`; `documents` runs document generation with a stand-in renderer that writes `render:<project id>:<pid>` and
// takes 100 ms; `book` runs book runs with the offline writer taking 400 ms a part (and the same stand-in renderer for
// their files). The `-slow` modes wait until the run is aborted instead. SIGTERM stops it as `npm run worker` does.
// Usage: node --import tsx job-worker-child.ts <sqlite file | postgres url> <schema | ''> <mode>
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createAiEngine, type AiEngine } from '../../src/server/ai/index.js';
import { openDatabase } from '../../src/server/db/client.js';
import { createRateHits } from '../../src/server/db/rate-hits.js';
import { now } from '../../src/server/db/codec.js';
import { registerJob } from '../../src/server/jobs/job-definition.js';
import type { JobQueue } from '../../src/server/jobs/job-queue.js';
import { openJobQueue } from '../../src/server/jobs/open-job-queue.js';
import { createLogger } from '../../src/server/logger.js';
import { bookRunJobs } from '../../src/server/services/book-runs/book-run-jobs.js';
import { generateDocumentsHandler } from '../../src/server/services/documents/generate-documents-job.js';
import { createGenerationRateLimiter } from '../../src/server/services/generation/generation-rate-limiter.js';
import { storageQuota } from '../../src/server/services/storage/storage-quota.js';
import { DEFAULT_STORAGE_QUOTA_BYTES } from '../../src/server/limits.js';
import { createStorage } from '../../src/server/services/storage/backends/create-storage.js';
import { storeRendered } from './stored-renders.js';
import { RECORD_RUN_JOB, WORKER_TEST_GRACE_MS, WORKER_TEST_TIMINGS, type WorkerMode } from './job-test-setup.js';

const [target = '', schema, mode = 'record'] = process.argv.slice(2) as [string, string, WorkerMode];
const logger = createLogger('silent');
const database = target.startsWith('postgres')
  ? openDatabase({ dialect: 'postgres', connectionString: target, ...(schema ? { searchPath: schema } : {}) }, logger)
  : openDatabase({ dialect: 'sqlite', filename: target }, logger);
const slow = mode.endsWith('-slow');

async function record(key: string) {
  await database.db.insertInto('rate_hits').values({ id: randomUUID(), key, created_at: now() }).execute();
}

/** Waits `ms`, or in a slow mode until the run is aborted. */
const work = (ms: number, signal: AbortSignal) => delay(slow ? 600_000 : ms, undefined, { signal });

const quota = storageQuota(DEFAULT_STORAGE_QUOTA_BYTES);

const sameQueue: Pick<JobQueue, 'enqueue'> = { enqueue: (definition, payload) => queue.enqueue(definition, payload) };

const storage = createStorage(database, mkdtempSync(path.join(tmpdir(), 'infoforge-worker-')));
const documents = generateDocumentsHandler({
  db: database.db,
  jobs: sameQueue,
  storage,
  storageQuota: quota,
  log: logger,
  async render(book, target, signal) {
    await record(`render:${book.title}:${process.pid}`);
    await work(100, signal);
    await storeRendered(target, (format) => `stand-in ${format}`);
  },
});

/** The offline writer, 400 ms a part, so a test can kill the worker between two parts. */
function slowOfflineWriter(): AiEngine {
  const offline = createAiEngine({ config: { provider: 'offline', model: 'infoforge-offline' } });
  return {
    ...offline,
    async streamContent(input, options) {
      await delay(400, undefined, { signal: options?.signal });
      return offline.streamContent(input, options);
    },
  };
}

const jobs = mode.startsWith('documents')
  ? [documents]
  : mode === 'book'
    ? [
        documents,
        ...bookRunJobs(
          {
            db: database.db,
            ai: slowOfflineWriter(),
            limiter: createGenerationRateLimiter(createRateHits(database.db)),
            jobs: sameQueue,
            storage,
            storageQuota: quota,
            logger,
            prices: { first: null, fallback: null },
          },
          1_000,
        ),
      ]
    : [
        registerJob(RECORD_RUN_JOB, {
          async run({ key, ms }, signal) {
            await record(`run:${key}:${process.pid}`);
            await work(ms, signal);
          },
          fail: ({ key }, reason) => record(`failed:${key}:${reason}`),
        }),
      ];

const queue = openJobQueue(database, jobs, logger, WORKER_TEST_TIMINGS);
await queue.start();
process.send?.('ready');
process.on(
  'SIGTERM',
  () =>
    void queue
      .stop(WORKER_TEST_GRACE_MS)
      .then(() => database.close())
      .finally(() => process.exit(0)),
);
