import { z } from 'zod';
import { defineJob, registerJob } from '../../src/server/jobs/job-definition.js';

/** A job of one user's (`userId`) or no one's, for tests of a queue's slots. */
export const HELD_JOB = defineJob({
  name: 'held',
  payload: z.object({ key: z.string(), userId: z.string().optional() }),
  maxAttempts: 1,
});

/**
 * The held job's handler: each run is noted as it starts and holds its slot until the test calls `release` (or the
 * worker aborts it); `finished` notes each run that ended.
 */
export function heldJobs() {
  const started: string[] = [];
  const finished: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const job = registerJob(HELD_JOB, {
    async run({ key }, signal) {
      started.push(key);
      await Promise.race([released, new Promise((resolve) => signal.addEventListener('abort', resolve))]);
      finished.push(key);
    },
    fail: async () => undefined,
  });
  return { job, started, finished, release };
}
