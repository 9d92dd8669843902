import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RegisteredJob } from './job-definition.js';
import { readJson } from '../db/codec.js';

export const WORKER_DIED = 'The worker stopped before the job finished';

/**
 * Jobs whose lease ran out (their worker died or hung): back to pending while tries remain, else failed, and the
 * job's `fail` is told so nothing stays half-done (a project never stays generating).
 */
export async function sweepStaleJobs(db: Kysely<Database>, jobs: Map<string, RegisteredJob>): Promise<number> {
  const now = new Date().toISOString();
  const stale = await db
    .selectFrom('jobs')
    .select(['id', 'name', 'payload', 'attempts', 'max_attempts'])
    .where('status', '=', 'processing')
    .where('locked_until', '<', now)
    .where('name', 'in', [...jobs.keys()])
    .execute();
  for (const job of stale) {
    const retry = job.attempts < job.max_attempts;
    const result = await db
      .updateTable('jobs')
      .set({ status: retry ? 'pending' : 'failed', locked_until: null, last_error: WORKER_DIED, updated_at: now })
      .where('id', '=', job.id)
      .where('status', '=', 'processing')
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    if (!retry && result.numUpdatedRows > 0n) await jobs.get(job.name)?.fail(readJson(job.payload), WORKER_DIED);
  }
  return stale.length;
}
