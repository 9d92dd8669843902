import { z } from 'zod';
import { projectSummary } from './project-summary.js';

/** GET /api/dashboard: the three counters and the newest projects. */
export const dashboardSummary = z.object({
  totalProjects: z.number().int().nonnegative(),
  pdfsReady: z.number().int().nonnegative(),
  componentsAvailable: z.number().int().nonnegative(),
  recentProjects: z.array(projectSummary),
});
export type DashboardSummary = z.output<typeof dashboardSummary>;
