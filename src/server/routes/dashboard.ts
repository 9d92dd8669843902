import { jsonResponse } from '../http/json-response.js';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { getDashboardSummary } from '../services/dashboard/get-dashboard-summary.js';

export const dashboardRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) => jsonResponse(c, await getDashboardSummary(database.db, c.get('user').id)));
