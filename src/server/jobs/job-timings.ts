/**
 * How a queue paces its work: how often an idle worker looks for a job (`pollMs`), how long one run
 * may take before its worker aborts it (`runLimitMs`), and how often stale jobs are taken back (`sweepMs`). The
 * queue leases a job (`leaseMs`) and its worker renews the lease while it runs (`heartbeatMs`): a worker that dies
 * stops renewing, and once the lease runs out the job is taken back within `sweepMs` (the local sweep; pg-boss's
 * maintenance, which retries or fails it). Tests shorten all.
 */
export interface JobTimings {
  pollMs: number;
  runLimitMs: number;
  sweepMs: number;
  leaseMs: number;
  heartbeatMs: number;
}

export const leaseEnd = (now: number, timings: JobTimings) => new Date(now + timings.leaseMs).toISOString();

/** The reason a run that reached its limit fails with. */
export const RUN_TOO_LONG = 'The job took too long and was stopped';
