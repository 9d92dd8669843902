import { dashboardApi } from '../../shared/api/dashboard.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { getDashboardSummary } from '../services/dashboard/get-dashboard-summary.js';

export const dashboardRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(dashboardApi.read, async (c, answer) => answer(await getDashboardSummary(database.db, c.get('user').id))),
  );
