import { z } from 'zod';
import { PDF_STATUSES, PROJECT_STATUSES } from '../catalog.js';
import { isoDateTime } from './fields.js';
import { productType } from './idea.js';

/** A project as the dashboard lists it, with its cover. */
export const projectSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  pdfStatus: z.enum(PDF_STATUSES),
  productType: productType.nullable(),
  coverImageUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ProjectSummary = z.output<typeof projectSummary>;

/** GET /api/dashboard: the three counters and the newest projects. */
export const dashboardSummary = z.object({
  totalProjects: z.number().int().nonnegative(),
  pdfsReady: z.number().int().nonnegative(),
  componentsAvailable: z.number().int().nonnegative(),
  recentProjects: z.array(projectSummary),
});
export type DashboardSummary = z.output<typeof dashboardSummary>;
