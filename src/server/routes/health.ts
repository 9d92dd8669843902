import { jsonResponse } from '../http/json-response.js';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { checkDatabase } from '../services/health/check-database.js';

/** Probes for load balancers and orchestrators: `/healthz` the process is up, `/readyz` it can serve requests. */
export const healthRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/healthz', (c) => jsonResponse(c, { status: 'ok' }))
    .get('/readyz', async (c) => {
      const noStore = { 'Cache-Control': 'no-store' };
      if (await checkDatabase(database.db)) return jsonResponse(c, { status: 'ok', database: 'ok' }, 200, noStore);
      c.get('logger').warn({}, 'readiness check: the database does not answer');
      return jsonResponse(c, { status: 'unavailable', database: 'unavailable' }, 503, noStore);
    });
