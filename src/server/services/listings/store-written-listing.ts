import type { Kysely } from 'kysely';
import { LISTING_FIELDS, listingFields, type Listing } from '../../../shared/schemas/listing.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { findProject } from '../book-model/find-project.js';
import { findListingRow, listingOf } from '../book-model/read-listing.js';
import { storeListing } from './store-listing.js';
import type { WrittenListing } from './write-listing.js';

/** The named entries of an object. */
const pick = <T extends object>(from: T, keys: readonly (keyof T)[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]]));

/**
 * Stores written fields over one of the user's projects' listing: each replaces its text, which is kept one step back,
 * and is marked with who wrote it; every other field keeps its text, its writer and its step back. The whole listing
 * is validated as a save is before it is stored. A missing, malformed or foreign project is 'Project not found'.
 */
export async function storeWrittenListing(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  written: WrittenListing,
): Promise<Listing> {
  return inTransaction(db, async (trx) => {
    const project = await findProject(trx, userId, projectId);
    const before = listingOf(await findListingRow(trx, userId, project.id));
    const replaced = LISTING_FIELDS.filter((field) => written.sources[field] !== undefined);
    const replacedSet = new Set<string>(replaced);
    const stepsBack = replaced.filter((field) => before.fields[field].length > 0);
    return storeListing(
      trx,
      userId,
      project,
      before,
      {
        fields: listingFields.parse({ ...before.fields, ...pick(written.fields, replaced) }),
        sources: { ...before.sources, ...written.sources },
        previous: {
          ...Object.fromEntries(Object.entries(before.previous).filter(([field]) => !replacedSet.has(field))),
          ...pick(before.fields, stepsBack),
        },
      },
      replaced,
    );
  });
}
