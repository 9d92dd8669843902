import { FinalJobFailure, reasonOf, type RegisteredJob } from './job-definition.js';
import { RUN_TOO_LONG } from './job-timings.js';

export type RunOutcome =
  | { outcome: 'completed' }
  | { outcome: 'returned' }
  /** `final`: no try is left to give it (FinalJobFailure). */
  | { outcome: 'failed'; reason: string; error: unknown; final: boolean };

/**
 * Runs one attempt of a job. Its handler's signal aborts at the run limit (a failed attempt) or when the worker
 * stops (`returned`: the queue puts the job back untried). The attempt ends when the signal aborts even if the
 * handler ignores it, so the queue's bookkeeping is never late.
 */
export async function runJob(
  job: RegisteredJob,
  payload: unknown,
  stopping: AbortSignal,
  runLimitMs: number,
): Promise<RunOutcome> {
  if (stopping.aborted) return { outcome: 'returned' };
  const limit = AbortSignal.timeout(runLimitMs);
  const signal = AbortSignal.any([stopping, limit]);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([job.run(payload, signal), aborted]);
    return { outcome: 'completed' };
  } catch (error) {
    if (stopping.aborted) return { outcome: 'returned' };
    return {
      outcome: 'failed',
      error,
      reason: limit.aborted ? RUN_TOO_LONG : reasonOf(error),
      final: error instanceof FinalJobFailure,
    };
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** Why a signal aborted, as an error: a timeout's reason is one already; a stop may give any value. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error(String(reason));
}
