import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { isoDateTime, plainText } from './fields.js';
import { listQuery, pageOf } from './saved-item.js';

const count = z.number().int().nonnegative();

/** One generation task's totals. */
export const generationTotals = z.object({
  task: z.string(),
  calls: count,
  failures: count,
  inputTokens: count,
  outputTokens: count,
  averageMs: count,
});
export type GenerationTotals = z.output<typeof generationTotals>;

/** GET /api/admin/stats: system counts; one generation row per task that has run, in task order. */
export const adminStats = z.object({
  totalUsers: count,
  totalProjects: count,
  activeUsers: count,
  /** Bytes of every user's stored files (covers and documents) together. */
  storedBytes: count,
  /** The provider and model that write, and the fallback asked when the first is unavailable (null when unset). */
  ai: z.object({
    provider: z.string(),
    model: z.string(),
    fallback: z.object({ provider: z.string(), model: z.string() }).nullable(),
  }),
  generation: z.array(generationTotals),
});
export type AdminStats = z.output<typeof adminStats>;

/** Query of GET /api/admin/users: the paged lists' cursor and limit, and a search on the full name. */
export const listUsersQuery = listQuery.extend({
  search: plainText('Search', LIMITS.fullName).optional(),
});
export type ListUsersQuery = z.output<typeof listUsersQuery>;

export const adminUserRow = z.object({
  id: z.string().min(1),
  fullName: z.string().nullable(),
  role: z.string().nullable(),
  /** Bytes of the user's stored files, counted against their storage quota. */
  storedBytes: count,
  createdAt: isoDateTime,
});
export type AdminUserRow = z.output<typeof adminUserRow>;

/** GET /api/admin/users: one page of users, newest first. */
export const adminUserPage = pageOf(adminUserRow);
