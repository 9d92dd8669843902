import type { Kysely } from 'kysely';
import type { Listing, ListingFields } from '../../../shared/schemas/listing.js';
import { now, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { writeProjectSearchText } from '../projects/project-search-text.js';
import { markFilesStaleWhenListingPrintsDifferently } from './mark-files-stale-when-listing-prints-differently.js';

/** What a listing row stores: the fields, who wrote each, and each field's text before its last regeneration. */
export type StoredListing = Omit<Listing, 'saved'>;

/**
 * Writes the listing of one of the user's projects, the first time or over the one stored (`before`: its fields as
 * they were, empty when it had none), in the caller's transaction; the project must be checked as the user's before.
 * The creator's corrections to the AI disclosure are kept as they are. The files are out of date when they print the
 * listing differently, and the project's search text follows its listing (docs/decisions/0059-listing-in-files.md).
 */
export async function storeListing(
  db: Kysely<Database>,
  userId: string,
  project: { id: string; title: string },
  before: ListingFields,
  listing: StoredListing,
): Promise<Listing> {
  const { fields } = listing;
  const stamp = now();
  const columns = {
    description: fields.description,
    blurb: fields.blurb,
    keywords: writeJson(fields.keywords),
    categories: writeJson(fields.categories),
    author_bio: fields.authorBio,
    etsy_title: fields.etsyTitle,
    etsy_tags: writeJson(fields.etsyTags),
    summary: fields.summary,
    sources: writeJson(listing.sources),
    previous: writeJson(listing.previous),
    updated_at: stamp,
  };
  await db
    .insertInto('book_listings')
    .values({
      project_id: project.id,
      user_id: userId,
      disclosure_corrections: writeJson({}),
      created_at: stamp,
      ...columns,
    })
    .onConflict((conflict) => conflict.column('project_id').doUpdateSet(columns))
    .execute();
  await markFilesStaleWhenListingPrintsDifferently(db, userId, project.id, { before, after: fields });
  await writeProjectSearchText(db, userId, project, fields);
  return { ...listing, saved: true };
}
