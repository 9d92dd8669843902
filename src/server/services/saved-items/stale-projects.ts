import type { Kysely } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import type { SavedItemTable } from './saved-item-store.js';

/** The projects of `userId` that use the item `id` of `table`. */
function projectsUsing(db: Kysely<Database>, table: SavedItemTable, userId: string, id: string) {
  const owned = db.selectFrom('projects').select('projects.id').where('projects.user_id', '=', userId);
  switch (table) {
    case 'niches':
      return owned.where('niche_id', '=', id);
    case 'product_ideas':
      return owned.where('product_idea_id', '=', id);
    case 'product_titles':
      return owned.where('title_id', '=', id);
    case 'cover_images':
      return owned.where('cover_id', '=', id);
    case 'generated_content':
      return owned.where((eb) =>
        eb.exists(
          eb
            .selectFrom('project_content_sections')
            .select('project_content_sections.id')
            .whereRef('project_content_sections.project_id', '=', 'projects.id')
            .where('project_content_sections.content_id', '=', id),
        ),
      );
  }
}

/**
 * The documents of every project of `userId` that uses the item `id` of `table` no longer match it: their PDF
 * status goes back to not_generated (spec §4). Run it in the transaction that changes or deletes the item.
 */
export async function markProjectsUsingStale(
  db: Kysely<Database>,
  table: SavedItemTable,
  userId: string,
  id: string,
): Promise<void> {
  const affected = await projectsUsing(db, table, userId, id).execute();
  if (affected.length === 0) return;
  await db
    .updateTable('projects')
    .set({ pdf_status: 'not_generated', updated_at: now() })
    .where('user_id', '=', userId)
    .where(
      'id',
      'in',
      affected.map((project) => project.id),
    )
    .execute();
}
