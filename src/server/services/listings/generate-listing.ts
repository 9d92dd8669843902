import { LISTING_FIELDS, type Listing, type ListingField } from '../../../shared/schemas/listing.js';
import type { GenerationDeps } from '../generation/generation-deps.js';
import { runStructuredGeneration } from '../generation/run-structured-generation.js';
import { readListingBasis } from './read-listing-basis.js';
import { storeWrittenListing } from './store-written-listing.js';
import { writeListing } from './write-listing.js';

/**
 * Writes the asked fields (every field when none are named) of one of the user's projects' listing from its book
 * (docs/decisions/0057-listing.md) and stores them, each field's text before kept one step back. With a provider it
 * is a generation like the tools' (counted in the user's limit, recorded, its failure answered with the task's
 * message). A missing, malformed or foreign project is 'Project not found' (404).
 */
export async function generateListing(
  deps: GenerationDeps,
  userId: string,
  projectId: string,
  signal: AbortSignal,
  asked: readonly ListingField[] = [],
): Promise<Listing> {
  const basis = await readListingBasis(deps.db, userId, projectId);
  const fields = asked.length === 0 ? LISTING_FIELDS : LISTING_FIELDS.filter((field) => asked.includes(field));
  const written = await runStructuredGeneration(deps, userId, 'generate-listing', signal, (options) =>
    writeListing(deps, basis, fields, options),
  );
  return storeWrittenListing(deps.db, userId, projectId, written);
}
