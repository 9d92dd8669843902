import { createMiddleware } from 'hono/factory';
import type { DatabaseHandle } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';
import { isAdmin } from '../services/users/is-admin.js';

/**
 * What a non-admin is told (docs/product-rules.md R40): the admin dashboard's words, and the shorter ones of user
 * management.
 */
export const ADMIN_DENIED = {
  dashboard: 'Access denied. Admin privileges required.',
  userManagement: 'Access denied',
} as const;

/**
 * After requireUser: only users with an admin row in user_roles pass; the others are told `message`. The role is
 * read afresh on each admin request, not taken from the session user's `isAdmin` (kept with the session for a few
 * seconds), so revoking admin takes effect at once everywhere (docs/decisions/0005).
 */
export const requireAdmin = ({ db }: DatabaseHandle, message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isAdmin(db, c.get('user').id))) throw new AppError('FORBIDDEN', message);
    await next();
  });
