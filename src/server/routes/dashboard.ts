import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { getDashboardSummary } from '../services/dashboard/get-dashboard-summary.js';

export const dashboardRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) => c.json(await getDashboardSummary(database.db, c.var.user.id)));
