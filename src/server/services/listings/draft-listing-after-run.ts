import { LISTING_FIELDS } from '../../../shared/schemas/listing.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { GenerationDeps } from '../generation/generation-deps.js';
import { recordGeneration } from '../generation/record-generation.js';
import { findListingRow, listingOf } from './read-listing.js';
import { readListingBasis } from './read-listing-basis.js';
import { storeWrittenListing } from './store-written-listing.js';
import { builtInListing, writeListing, type WrittenListing } from './write-listing.js';

/**
 * The listing a finished book run drafts, with the run's engine: a provider's, counted as one more part of the run and
 * recorded; when the provider fails, the built-in writer's draft.
 */
async function writeRunListing(deps: GenerationDeps, userId: string, projectId: string): Promise<WrittenListing> {
  const basis = await readListingBasis(deps.db, userId, projectId);
  try {
    const written = await writeListing(deps, basis, LISTING_FIELDS, {});
    await deps.limiter.recordRunPart(userId, deps.ai.info);
    await recordGeneration(deps.db, deps.logger, {
      userId,
      task: 'generate-listing',
      info: deps.ai.info,
      usage: written.usage,
      durationMs: written.durationMs,
      outcome: 'success',
    });
    return written.result;
  } catch (error) {
    deps.logger.warn({ err: error, projectId }, 'the listing after a book run is the built-in writer’s draft');
    return builtInListing(basis, LISTING_FIELDS);
  }
}

/**
 * "Write the book" ends by drafting the listing of a project that has none (docs/decisions/0057-listing.md), so one
 * run goes from the plan to the files and the listing (a row holding only the AI disclosure's corrections is not a
 * listing: it is written over, the corrections kept). It never fails the run: a failure is logged, and a listing the
 * creator saved meanwhile is kept.
 */
export async function draftListingAfterRun(deps: GenerationDeps, userId: string, projectId: string): Promise<void> {
  try {
    if (listingOf(await findListingRow(deps.db, userId, projectId)).saved) return;
    const written = await writeRunListing(deps, userId, projectId);
    await inTransaction(deps.db, async (trx) => {
      if (listingOf(await findListingRow(trx, userId, projectId)).saved) return;
      await storeWrittenListing(trx, userId, projectId, written);
    });
  } catch (error) {
    deps.logger.error({ err: error, projectId }, 'could not draft the listing at the end of a book run');
  }
}
