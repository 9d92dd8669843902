import type { Kysely } from 'kysely';
import {
  LISTING_FIELDS,
  listingFields,
  type Listing,
  type ListingField,
  type ListingSource,
} from '../../../shared/schemas/listing.js';
import { draftListing, type ListingDraft } from '../../ai/offline/draft-listing.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { findProject } from '../projects/find-project.js';
import { findListingRow, listingOf } from './read-listing.js';
import { readListingBasis } from './read-listing-basis.js';
import { storeListing } from './store-listing.js';

/** Whether a store takes a written field's value (listingFields): written, not empty, within its store's limits. */
function storable(field: ListingField, value: ListingDraft[ListingField]) {
  if (value === undefined || value.length === 0) return false;
  const parsed = listingFields.shape[field].safeParse(value);
  return parsed.success && parsed.data.length > 0;
}

/** The named entries of an object. */
const pick = <T extends object>(from: T, keys: readonly (keyof T)[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]]));

/**
 * Stores what a writer wrote for the asked fields over the stored listing: each field written and within its store's
 * limits replaces its text, which is kept one step back, and is marked as the writer's; a field it could not write
 * keeps its text, its writer and its step back. The whole listing is validated as a save is before it is stored.
 */
async function storeWritten(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  written: ListingDraft,
  source: ListingSource,
): Promise<Listing> {
  return inTransaction(db, async (trx) => {
    const project = await findProject(trx, userId, projectId);
    const before = listingOf(await findListingRow(trx, userId, project.id));
    const replaced = LISTING_FIELDS.filter((field) => storable(field, written[field]));
    const replacedSet = new Set<string>(replaced);
    const stepsBack = replaced.filter((field) => before.fields[field].length > 0);
    return storeListing(trx, userId, project.id, {
      fields: listingFields.parse({ ...before.fields, ...pick(written, replaced) }),
      sources: { ...before.sources, ...Object.fromEntries(replaced.map((field) => [field, source])) },
      previous: {
        ...Object.fromEntries(Object.entries(before.previous).filter(([field]) => !replacedSet.has(field))),
        ...pick(before.fields, stepsBack),
      },
    });
  });
}

/**
 * Writes the asked fields (all when none are named) of one of the user's projects' listing from its book
 * (docs/decisions/0057-listing.md) and stores them, each field's text before kept one step back. A missing, malformed
 * or foreign project is 'Project not found' (404).
 */
export async function generateListing(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  asked: readonly ListingField[] = LISTING_FIELDS,
): Promise<Listing> {
  const basis = await readListingBasis(db, userId, projectId);
  const draft = draftListing(basis);
  return storeWritten(db, userId, projectId, pick(draft, asked), 'offline');
}
