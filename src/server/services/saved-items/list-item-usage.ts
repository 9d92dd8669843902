import type { Kysely } from 'kysely';
import type { ItemUsage } from '../../../shared/schemas/item-usage.js';
import type { Database } from '../../db/schema.js';
import { projectsUsingItem } from './projects-using-item.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import type { SavedItemTable } from './saved-item-store.js';

/**
 * The user's projects that use one of their saved items, newest first: what deleting or changing it would send
 * back to Not Generated. Another user's item, or a missing one, is the item's 404.
 */
export async function listItemUsage(
  db: Kysely<Database>,
  { table, label }: { table: SavedItemTable; label: string },
  userId: string,
  id: string,
): Promise<ItemUsage> {
  requireItemId(label, id);
  requireFound(
    label,
    await db.selectFrom(table).select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
  );
  const projects = await projectsUsingItem(db, table, userId, id)
    .select(['projects.id', 'projects.title'])
    .orderBy('projects.created_at', 'desc')
    .orderBy('projects.id', 'desc')
    .execute();
  return { projects };
}
