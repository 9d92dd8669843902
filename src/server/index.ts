import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { bootServices } from './boot.js';
import { loadEnv } from './env.js';
import { STOP_GRACE_MS } from './limits.js';
import { shutdownOnSignals } from './shutdown-on-signals.js';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');

async function main() {
  const services = await bootServices(loadEnv());
  const { env, logger, database, jobs } = services;
  const clientBuilt = existsSync(path.join(clientDir, 'index.html'));
  if (!clientBuilt) logger.warn({ clientDir }, 'the client is not built: serving the API only (npm run build)');
  const app = createApp({ ...services, trustProxy: env.trustProxy, ...(clientBuilt ? { clientDir } : {}) });
  // Document generation runs in this process unless separate workers (npm run worker) take the jobs. The worker
  // starts, and the database connections open, before the first request is taken: a restart under traffic then
  // meets its first requests ready, rather than opening connections and the queue's among them.
  if (env.jobWorkers === 'in-process') await jobs.start();
  await database.openConnections();
  const server = serve({ fetch: app.fetch, port: env.port }, () => {
    logger.info({ url: env.baseUrl, database: database.dialect, dataDir: env.dataDir }, 'Infoforge is ready');
  });

  // Stop taking connections and jobs; requests in flight finish, the running job finishes or goes back to the queue.
  shutdownOnSignals(logger, STOP_GRACE_MS, async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections that go idle once their request is answered are closed too.
    const idle = setInterval(() => 'closeIdleConnections' in server && server.closeIdleConnections(), 250);
    try {
      await Promise.all([closed, jobs.stop(STOP_GRACE_MS)]);
    } finally {
      clearInterval(idle);
    }
    await database.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
