import { z } from 'zod';

/** GET /healthz: the process is up. */
export const liveness = z.object({ status: z.literal('ok') });

/** GET /readyz: whether the database answers (503 when it does not). */
export const readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});
