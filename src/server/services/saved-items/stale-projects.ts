import type { Kysely } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { projectsUsingItem } from './projects-using-item.js';
import type { SavedItemTable } from './saved-item-store.js';
import { STALE_COPIES } from '../documents/document-copies.js';

/**
 * The documents of every project of `userId` that uses the item `id` of `table` no longer match it: both copies'
 * status goes back to not_generated (docs/product-rules.md R23). Run it in the transaction that changes or deletes the
 * item.
 */
export async function markProjectsUsingStale(
  db: Kysely<Database>,
  table: SavedItemTable,
  userId: string,
  id: string,
): Promise<void> {
  const affected = await projectsUsingItem(db, table, userId, id).select('projects.id').execute();
  if (affected.length === 0) return;
  await db
    .updateTable('projects')
    .set({ ...STALE_COPIES, updated_at: now() })
    .where('user_id', '=', userId)
    .where(
      'id',
      'in',
      affected.map((project) => project.id),
    )
    .execute();
}
