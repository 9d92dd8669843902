// `npm run worker`: a process that only runs background jobs (document generation) for the app's database. Run as
// many as the machine takes beside servers started with JOB_WORKERS=separate; no two take the same job. On SIGTERM
// it takes no more jobs, and its running job finishes or goes back to the queue for another worker.
import { bootServices } from '../src/server/boot.js';
import { loadEnv } from '../src/server/env.js';
import { STOP_GRACE_MS } from '../src/server/limits.js';
import { shutdownOnSignals } from '../src/server/shutdown-on-signals.js';

const { logger, database, jobs } = await bootServices(loadEnv());
await jobs.start();
logger.info({ database: database.dialect, queue: jobs.kind }, 'job worker is ready');

shutdownOnSignals(logger, STOP_GRACE_MS, async () => {
  await jobs.stop(STOP_GRACE_MS);
  await database.close();
});
