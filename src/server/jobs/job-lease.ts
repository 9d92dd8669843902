/**
 * How long a worker holds a job without renewing it, and how often it renews. A worker that dies stops renewing:
 * once the lease runs out the sweep takes the job back. Tests shorten both.
 */
export interface JobTimings {
  leaseMs: number;
  heartbeatMs: number;
  pollMs: number;
  sweepMs: number;
}

export const JOB_TIMINGS: JobTimings = { leaseMs: 60_000, heartbeatMs: 15_000, pollMs: 1_000, sweepMs: 15_000 };

export const leaseEnd = (now: number, timings: JobTimings) => new Date(now + timings.leaseMs).toISOString();
