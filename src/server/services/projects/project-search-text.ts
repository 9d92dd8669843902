import type { Kysely } from 'kysely';
import type { ListingFields } from '../../../shared/schemas/listing.js';
import type { Database } from '../../db/schema.js';
import { toSearchText } from '../../db/search-text.js';
import { findListingRow, listingFieldsOf } from '../book-model/read-listing.js';
import { findProject } from '../book-model/find-project.js';

/**
 * What a project's list search matches (docs/decisions/0059-listing-in-files.md): its name, and its listing's Etsy
 * title and keywords when it has a listing, each on a line of its own so a search never runs from one into the next.
 * Every write of `projects.search_text` takes it from here.
 */
export function projectSearchText(title: string, listing: Pick<ListingFields, 'etsyTitle' | 'keywords'> | null) {
  const parts = [title, listing?.etsyTitle ?? '', ...(listing?.keywords ?? [])];
  return toSearchText(parts.filter((part) => part.trim() !== '').join('\n'));
}

/** Writes one of the user's projects' search text from its name and the listing it has (null: none). */
export async function writeProjectSearchText(
  db: Kysely<Database>,
  userId: string,
  project: { id: string; title: string },
  listing: Pick<ListingFields, 'etsyTitle' | 'keywords'> | null,
) {
  await db
    .updateTable('projects')
    .set({ search_text: projectSearchText(project.title, listing) })
    .where('id', '=', project.id)
    .where('user_id', '=', userId)
    .execute();
}

/** Writes one of the user's projects' search text from its name and listing as they stand: after a rename. */
export async function updateProjectSearchText(db: Kysely<Database>, userId: string, projectId: string) {
  const project = await findProject(db, userId, projectId);
  const listing = await findListingRow(db, userId, project.id);
  await writeProjectSearchText(db, userId, project, listing ? listingFieldsOf(listing) : null);
}
