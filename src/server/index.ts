import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { bootServices } from './boot.js';
import { loadEnv } from './env.js';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
/** How long requests in flight get to finish after SIGTERM (orchestrators wait 30 s before SIGKILL). */
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  const services = await bootServices(loadEnv());
  const { env, logger, database, jobs } = services;
  const clientBuilt = existsSync(path.join(clientDir, 'index.html'));
  if (!clientBuilt) logger.warn({ clientDir }, 'the client is not built: serving the API only (npm run build)');
  const app = createApp({ ...services, trustProxy: env.trustProxy, ...(clientBuilt ? { clientDir } : {}) });
  const server = serve({ fetch: app.fetch, port: env.port }, () => {
    logger.info({ url: env.baseUrl, database: database.dialect, dataDir: env.dataDir }, 'Infoforge is ready');
  });

  // Document generation runs in this process unless separate workers (npm run worker) take the jobs.
  if (env.jobWorkers === 'in-process') await jobs.start();

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => void jobs.stop().finally(() => void database.close().finally(() => process.exit(0))));
    setTimeout(() => {
      logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still open at the end of the grace period: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
