import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { requireDeleted, requireItemId } from '../../errors/item-not-found.js';
import type { SavedItemTable } from './saved-item-store.js';
import { markProjectsUsingStale } from './stale-projects.js';
import { inTransaction } from '../../db/in-transaction.js';

/**
 * Deletes one of the user's saved items (docs/decisions/0008-deleting-a-part-a-project-uses.md). A project that
 * used it keeps everything else: the database empties its link (a content section leaves the project's list),
 * and its documents no longer match, so its documents status goes back to not_generated — in the same transaction.
 */
export async function removeSavedItem(
  db: Kysely<Database>,
  { table, label }: { table: SavedItemTable; label: string },
  userId: string,
  id: string,
): Promise<void> {
  requireItemId(label, id);
  await inTransaction(db, async (trx) => {
    await markProjectsUsingStale(trx, table, userId, id);
    const result = await trx.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    requireDeleted(label, result);
  });
}
