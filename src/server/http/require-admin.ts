import { createMiddleware } from 'hono/factory';
import type { DatabaseHandle } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';
import { isAdmin } from '../services/users/is-admin.js';

export const ADMIN_REQUIRED_MESSAGE = 'Access denied. Admin privileges required.';

/** After requireUser: only users with an admin row in user_roles pass. */
export const requireAdmin = ({ db }: DatabaseHandle) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isAdmin(db, c.var.user.id))) throw new AppError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
    await next();
  });
