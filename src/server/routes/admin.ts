import { adminApi } from '../../shared/api/admin.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { ADMIN_DENIED, requireAdmin } from '../http/require-admin.js';
import { getAdminStats } from '../services/admin/get-admin-stats.js';
import { listUsers } from '../services/admin/list-users.js';

export const adminRoutes = ({ database, ai }: AppDeps) =>
  endpointRoutes(
    route(adminApi.stats, [requireAdmin(database, ADMIN_DENIED.dashboard)], async (_c, answer) =>
      answer(await getAdminStats(database.db, ai)),
    ),
    route(adminApi.users, [requireAdmin(database, ADMIN_DENIED.userManagement)], async (c, answer) =>
      answer(await listUsers(database.db, c.req.valid('query'))),
    ),
  );
