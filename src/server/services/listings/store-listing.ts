import type { Kysely } from 'kysely';
import type { Listing, ListingField } from '../../../shared/schemas/listing.js';
import { now, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { writeProjectSearchText } from '../projects/project-search-text.js';
import { writeFieldBases } from '../book-model/listing-bases.js';
import { readListingNames } from '../book-model/read-listing-names.js';
import { markFilesStaleWhenListingPrintsDifferently } from './mark-files-stale-when-listing-prints-differently.js';
import { listingView, type ListingRecord } from '../book-model/read-listing.js';

/** What a listing row stores: the fields, who wrote each, and each field's text before its last regeneration. */
export type StoredListing = Pick<Listing, 'fields' | 'sources' | 'previous'>;

/**
 * Writes the listing of one of the user's projects, the first time or over the one stored (`before`, empty when it
 * had none), in the caller's transaction; the project must be checked as the user's before. The fields `renewed` (those
 * written, or saved with new text) are recorded as written against the book plan as it stands, the others keep the book
 * they were written against (book-model/listing-bases.ts). The creator's corrections to the AI disclosure are kept as they are.
 * The files are out of date when they print the listing differently, and the project's search text follows its
 * listing (docs/decisions/0059-listing-in-files.md). Answers the listing as the API does.
 */
export async function storeListing(
  db: Kysely<Database>,
  userId: string,
  project: { id: string; title: string },
  before: ListingRecord,
  listing: StoredListing,
  renewed: readonly ListingField[],
): Promise<Listing> {
  const { fields } = listing;
  const { plan } = await readBookPlan(db, userId, project.id);
  const names = await readListingNames(db, userId, project.id, plan);
  const after: ListingRecord = {
    ...listing,
    saved: true,
    bases: { ...before.bases, ...Object.fromEntries(renewed.map((field) => [field, names])) },
  };
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
    field_bases: writeFieldBases(after.bases),
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
  await markFilesStaleWhenListingPrintsDifferently(db, userId, project.id, plan, names, { before, after });
  await writeProjectSearchText(db, userId, project, fields);
  return listingView(after, names);
}
