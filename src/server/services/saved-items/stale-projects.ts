import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { projectsUsingItem } from './projects-using-item.js';
import type { SavedItemTable } from './saved-item-store.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';

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
  await markDocumentsStale(db, { userId, projectIds: affected.map((project) => project.id) });
}
