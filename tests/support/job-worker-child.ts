// A worker process for the job tests: runs the local queue over a shared database with one test job, `record-run`,
// which writes a row per run (rate_hits key `run:<key>`) and then waits `ms`, or `slow-ms` in --slow mode.
// Usage: node --import tsx job-worker-child.ts <sqlite file | postgres url> [search path] [--slow]
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../src/server/db/client.js';
import { now } from '../../src/server/db/codec.js';
import { registerJob } from '../../src/server/jobs/job-definition.js';
import { createLocalJobQueue } from '../../src/server/jobs/local-job-queue.js';
import { createLogger } from '../../src/server/logger.js';
import { RECORD_RUN_JOB, TEST_JOB_TIMINGS } from './job-test-setup.js';

const [target = '', searchPath, mode] = process.argv.slice(2);
const database = target.startsWith('postgres')
  ? openDatabase(
      { dialect: 'postgres', connectionString: target, ...(searchPath ? { searchPath } : {}) },
      createLogger('silent'),
    )
  : openDatabase({ dialect: 'sqlite', filename: target }, createLogger('silent'));
const slow = mode === '--slow';

async function record(key: string) {
  await database.db.insertInto('rate_hits').values({ id: randomUUID(), key, created_at: now() }).execute();
}

const queue = createLocalJobQueue(
  database.db,
  [
    registerJob(RECORD_RUN_JOB, {
      async run({ key, ms }) {
        await record(`run:${key}:${process.pid}`);
        await new Promise((resolve) => setTimeout(resolve, slow ? 600_000 : ms));
      },
      fail: ({ key }, reason) => record(`failed:${key}:${reason}`),
    }),
  ],
  createLogger('silent'),
  TEST_JOB_TIMINGS,
);
await queue.start();
process.send?.('ready');
process.on(
  'SIGTERM',
  () =>
    void queue
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(0)),
);
