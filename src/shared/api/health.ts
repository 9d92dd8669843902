import { liveness, readiness } from '../schemas/health.js';
import { endpoint } from './endpoint.js';

/** Probes for load balancers and orchestrators, outside /api. */
export const healthApi = {
  live: endpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'The process is up',
    public: true,
    responses: { 200: { json: liveness } },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'The process can serve requests: its database answers (503 when it does not)',
    public: true,
    responses: { 200: { json: readiness }, 503: { json: readiness } },
  }),
};
