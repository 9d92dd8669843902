import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SavedItemTable } from './saved-item-store.js';

/** The projects of `userId` that use the item `id` of `table`, with nothing selected yet. */
export function projectsUsingItem(db: Kysely<Database>, table: SavedItemTable, userId: string, id: string) {
  const owned = db.selectFrom('projects').where('projects.user_id', '=', userId);
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
