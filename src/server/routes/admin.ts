import { jsonResponse } from '../http/json-response.js';
import { Hono } from 'hono';
import { listUsersQuery } from '../../shared/schemas/admin.js';
import { ADMIN_DENIED, requireAdmin } from '../http/require-admin.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';
import { getAdminStats } from '../services/admin/get-admin-stats.js';
import { listUsers } from '../services/admin/list-users.js';

export const adminRoutes = ({ database, ai }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/stats', requireAdmin(database, ADMIN_DENIED.dashboard), async (c) =>
      jsonResponse(c, await getAdminStats(database.db, ai.info)),
    )
    .get('/users', requireAdmin(database, ADMIN_DENIED.userManagement), validate('query', listUsersQuery), async (c) =>
      jsonResponse(c, await listUsers(database.db, c.req.valid('query'))),
    );
