// `npm run worker`: a process that only runs background jobs (document generation) for the app's database. Run as
// many as the machine takes beside servers started with JOB_WORKERS=separate; no two take the same job.
import { bootServices } from '../src/server/boot.js';
import { loadEnv } from '../src/server/env.js';

const { logger, database, jobs } = await bootServices(loadEnv());
await jobs.start();
logger.info({ database: database.dialect, queue: jobs.kind }, 'job worker is ready');

const shutdown = (signal: string) => {
  logger.info({ signal }, 'job worker stopping');
  void jobs
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
