import type { Kysely } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

/** Where a run stands as its job takes it up: its status, its next part, and whether the creator asked to cancel. */
export function readRunState(db: Kysely<Database>, runId: string) {
  return db
    .selectFrom('book_runs')
    .select(['status', 'next_step', 'cancel_requested'])
    .where('id', '=', runId)
    .executeTakeFirst();
}

/**
 * A running run pauses with the reason shown to the creator (the provider's message); with `atStep`, only if it is
 * still at that part, so a pause never undoes a later worker's progress.
 */
export async function pauseRun(db: Kysely<Database>, runId: string, atStep: number | null, reason: string) {
  await db
    .updateTable('book_runs')
    .set({ status: 'paused', error: reason, updated_at: now() })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .$if(atStep !== null, (query) => query.where('next_step', '=', atStep ?? 0))
    .execute();
}

/** A run that was writing or paused ends: cancelled, or completed. True when this call ended it. */
export async function endRun(
  db: Kysely<Database>,
  runId: string,
  status: 'cancelled' | 'completed',
  from: readonly ('running' | 'paused')[] = ['running'],
): Promise<boolean> {
  const at = now();
  const result = await db
    .updateTable('book_runs')
    .set({ status, finished_at: at, updated_at: at })
    .where('id', '=', runId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A reason as a sentence: ending in its own full stop, or given one. */
export const asSentence = (reason: string) => (/[.!?]$/.test(reason) ? reason : `${reason}.`);

/** A run whose job failed for good pauses, saying why, for the creator to Resume. */
export async function stopRun(db: Kysely<Database>, runId: string, reason: string) {
  await pauseRun(db, runId, null, `Writing stopped: ${asSentence(reason)} Resume to continue.`);
}
