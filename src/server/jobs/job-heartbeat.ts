import type { Logger } from '../logger.js';
import type { JobTimings } from './job-timings.js';

/**
 * Renews a running job's lease every `heartbeatMs` until the returned function is called, so only a worker that has
 * died lets its lease run out and its job be taken again. A renewal that fails is logged; the next one tries again.
 */
export function startHeartbeat(
  renew: () => Promise<unknown>,
  jobId: string,
  timings: JobTimings,
  logger: Logger,
): () => void {
  const heartbeat = setInterval(() => {
    renew().catch((error: unknown) => logger.warn({ err: error, job: jobId }, 'job heartbeat failed'));
  }, timings.heartbeatMs);
  return () => clearInterval(heartbeat);
}
