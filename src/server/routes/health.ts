import { healthApi } from '../../shared/api/health.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { checkDatabase } from '../services/health/check-database.js';

/** Probes for load balancers and orchestrators: `/healthz` the process is up, `/readyz` it can serve requests. */
export const healthRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(healthApi.live, (_c, answer) => answer({ status: 'ok' })),
    route(healthApi.ready, async (c, answer) => {
      const noStore = { 'Cache-Control': 'no-store' };
      if (await checkDatabase(database.db)) return answer({ status: 'ok', database: 'ok' }, 200, noStore);
      c.get('logger').warn({}, 'readiness check: the database does not answer');
      return answer({ status: 'unavailable', database: 'unavailable' }, 503, noStore);
    }),
  );
