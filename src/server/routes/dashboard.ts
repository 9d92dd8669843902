import { dashboardApi } from '../../shared/api/dashboard.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { jsonResponse } from '../http/json-response.js';
import { getDashboardSummary } from '../services/dashboard/get-dashboard-summary.js';

export const dashboardRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(dashboardApi.read, async (c) =>
      jsonResponse(c, dashboardApi.read, await getDashboardSummary(database.db, c.get('user').id)),
    ),
  );
