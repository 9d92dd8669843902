import { dashboardSummary } from '../schemas/dashboard.js';
import { endpoint } from './endpoint.js';

/** The signed-in user's dashboard. */
export const dashboardApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    summary: 'The counters and the newest projects of the dashboard',
    responses: { 200: { json: dashboardSummary } },
  }),
};
