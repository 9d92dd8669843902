import { z } from 'zod';
import { defineJob, registerJob } from '../../src/server/jobs/job-definition.js';
import type { JobQueue } from '../../src/server/jobs/job-queue.js';

/** A job of one user's (`userId`) or no one's, in its lane, for tests of a queue's slots. */
export const HELD_JOB = defineJob({
  name: 'held',
  payload: z.object({
    key: z.string(),
    userId: z.string().optional(),
    lane: z.enum(['quick', 'long', 'writing']).optional(),
  }),
  maxAttempts: 1,
});

/**
 * Five accounts each queue a long job, the first of them a quick one too, then a sixth account its quick job, then
 * the third account and the first (holding its share of the render slots) each a writing job: on a queue of two
 * slots, the first two accounts' long jobs take them, the sixth account's quick job the slot kept for quick jobs, and
 * both writing jobs writing slots, while the other three long jobs and the quick one of an account at its share wait.
 */
export async function queueLongJobsThenQuickOnes(queue: Pick<JobQueue, 'enqueue'>) {
  for (const user of ['a', 'b', 'c', 'd', 'e'])
    await queue.enqueue(HELD_JOB, { key: `${user}-long`, userId: `user-${user}` });
  await queue.enqueue(HELD_JOB, { key: 'a-quick', userId: 'user-a', lane: 'quick' });
  await queue.enqueue(HELD_JOB, { key: 'bystander-quick', userId: 'user-z', lane: 'quick' });
  await queue.enqueue(HELD_JOB, { key: 'c-writing', userId: 'user-c', lane: 'writing' });
  await queue.enqueue(HELD_JOB, { key: 'a-writing', userId: 'user-a', lane: 'writing' });
}

/** What queueLongJobsThenQuickOnes starts at once on a queue of two slots, sorted (the two sets of slots start apart). */
export const STARTED_BESIDE_LONG_JOBS = ['a-long', 'a-writing', 'b-long', 'bystander-quick', 'c-writing'];

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
