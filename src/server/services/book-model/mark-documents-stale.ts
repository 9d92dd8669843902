import type { Kysely } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

/**
 * The files of the user's projects `projectIds` no longer print what the projects hold: both copies go back to
 * not_generated, whatever their status (docs/decisions/0037-draft-and-sale-copies.md). A copy being generated goes
 * back too: its job completes a copy only while it is still generating (generate-documents-job.ts), so a render that
 * read the book before this edit can never complete it. Every edit that changes what the files print calls this, in
 * the transaction that makes the edit.
 */
export async function markDocumentsStale(
  db: Kysely<Database>,
  { userId, projectIds }: { userId: string; projectIds: readonly string[] },
): Promise<void> {
  if (projectIds.length === 0) return;
  await db
    .updateTable('projects')
    .set({ documents_status: 'not_generated', draft_documents_status: 'not_generated', updated_at: now() })
    .where('user_id', '=', userId)
    .where('id', 'in', projectIds)
    .execute();
}
