import type { Kysely } from 'kysely';
import { LISTING_FIELDS, type Listing, type ListingFields } from '../../../shared/schemas/listing.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { findProject } from '../book-model/find-project.js';
import { findListingRow, listingOf } from '../book-model/read-listing.js';
import { storeListing } from './store-listing.js';

/** Whether two values of a field hold the same text: the same string, or the same entries in the same order. */
const sameValue = (a: string | readonly string[], b: string | readonly string[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the whole listing of one of the user's projects, already within every store's limits (listingFields). A field
 * whose text changed is now the creator's, written against the book as it stands; the others keep who wrote them and
 * the book they were written against, and every field keeps its text from before its last regeneration. A missing, malformed or foreign project is 'Project not found' (404).
 */
export async function saveListing(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  fields: ListingFields,
): Promise<Listing> {
  return inTransaction(db, async (trx) => {
    const project = await findProject(trx, userId, projectId);
    const before = listingOf(await findListingRow(trx, userId, project.id));
    const changed = LISTING_FIELDS.filter((field) => !sameValue(fields[field], before.fields[field]));
    const sources = { ...before.sources };
    for (const field of changed) sources[field] = 'creator';
    return storeListing(trx, userId, project, before, { fields, sources, previous: before.previous }, changed);
  });
}
