import { adminStats, adminUserPage, listUsersQuery } from '../schemas/admin.js';
import { endpoint } from './endpoint.js';

/** What administrators see; anyone else is refused with 403. */
export const adminApi = {
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    summary: 'System counts and the totals of each generation task (administrators)',
    responses: { 200: { json: adminStats } },
  }),
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'A page of the users, newest first, searched by full name (administrators)',
    query: listUsersQuery,
    responses: { 200: { json: adminUserPage } },
  }),
};
