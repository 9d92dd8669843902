import type { Kysely } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { requireDeleted, requireItemId } from './saved-item-store.js';

/** The tables of parts a project can use. */
export type ProjectPartTable = 'niches' | 'product_ideas' | 'product_titles' | 'generated_content' | 'cover_images';

/** The projects of `userId` that use the item `id` of `table`. */
function projectsUsing(db: Kysely<Database>, table: ProjectPartTable, userId: string, id: string) {
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
 * Deletes one of the user's saved items (docs/decisions/0008-deleting-a-part-a-project-uses.md). A project that
 * used it keeps everything else: the database empties its link (a content section leaves the project's list),
 * and its documents no longer match, so its PDF status goes back to not_generated — in the same transaction.
 */
export async function removeSavedItem(
  db: Kysely<Database>,
  { table, label }: { table: ProjectPartTable; label: string },
  userId: string,
  id: string,
): Promise<void> {
  requireItemId(label, id);
  await db.transaction().execute(async (trx) => {
    const affected = await projectsUsing(trx, table, userId, id).execute();
    if (affected.length > 0) {
      await trx
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
    const result = await trx.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    requireDeleted(label, result);
  });
}
