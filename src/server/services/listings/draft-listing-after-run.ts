import type { TokenUsage } from '../../ai/index.js';
import { LISTING_FIELDS, type ListingField } from '../../../shared/schemas/listing.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { ListingBasis } from '../../ai/listing/listing-request.js';
import { writerOf } from '../sections/content-writer.js';
import type { GenerationDeps } from '../generation/generation-deps.js';
import { recordGeneration } from '../generation/record-generation.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readListingNames } from '../book-model/read-listing-names.js';
import { findListingRow, listingOf, listingView } from '../book-model/read-listing.js';
import { readListingBasis } from './read-listing-basis.js';
import { storeWrittenListing } from './store-written-listing.js';
import { builtInListing, writeListing, type WrittenListing } from './write-listing.js';

/** What drafting the listing at the end of a run came to: its writer's tokens, and why it was not drafted. */
export interface RunListing {
  /** The provider's tokens, by who wrote the listing; null when no provider answered (or none was asked). */
  usage: (TokenUsage & { writer: string }) | null;
  /** Why the listing was not drafted, in words for the creator; null when it was, or the creator's was kept. */
  skipped: string | null;
}

/** Tells why a provider's listing, estimated at `basis`, may not be asked for: the run's budget; null when it may. */
export type ListingAllowance = (basis: ListingBasis) => string | null;

/**
 * The listing fields a finished book run drafts, with the run's engine: a provider's, counted as one more part of the
 * run and recorded; when the provider fails, the built-in writer's draft.
 */
async function writeRunListing(
  deps: GenerationDeps,
  userId: string,
  basis: ListingBasis,
  fields: readonly ListingField[],
): Promise<{ listing: WrittenListing; usage: RunListing['usage'] }> {
  try {
    const written = await writeListing(deps, basis, fields, {});
    const info = { provider: written.provider, model: written.model };
    await deps.limiter.recordRunPart(userId, info);
    await recordGeneration(deps.db, deps.logger, {
      userId,
      task: 'generate-listing',
      info,
      usage: written.usage,
      durationMs: written.durationMs,
      outcome: 'success',
    });
    return { listing: written.result, usage: { ...written.usage, writer: writerOf(info) } };
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'the listing after a book run is the built-in writer’s draft');
    return { listing: builtInListing(basis, fields), usage: null };
  }
}

/**
 * The listing fields a finished run drafts: every field of a project with no listing; else those a writer drafted
 * that the plan has since left behind (book-model/listing-bases.ts), since the run has just written the book anew. The creator's
 * own fields are never written over: out of date, they are marked so on the Listing card.
 */
async function fieldsToDraft(db: Kysely<Database>, userId: string, projectId: string): Promise<ListingField[]> {
  const record = listingOf(await findListingRow(db, userId, projectId));
  if (!record.saved) return [...LISTING_FIELDS];
  const { plan } = await readBookPlan(db, userId, projectId);
  const names = await readListingNames(db, userId, projectId, plan);
  return listingView(record, names).outOfDate.filter((field) => record.sources[field] !== 'creator');
}

/**
 * "Write the book" ends by drafting the listing of a project that has none (docs/decisions/0057-listing.md), so one
 * run goes from the plan to the files and the listing (a row holding only the AI disclosure's corrections is not a
 * listing: it is written over, the corrections kept), and by drafting again the fields a writer drafted that the
 * plan has left behind (docs/decisions/0059-listing-in-files.md). A provider's listing is counted in the run
 * (docs/decisions/0066-listing-in-run-budget.md): `allowance` may refuse it, and it is then not drafted at all. It
 * never fails the run: a failure is logged, and a field the creator saved meanwhile is kept.
 */
export async function draftListingAfterRun(
  deps: GenerationDeps,
  userId: string,
  projectId: string,
  allowance: ListingAllowance,
): Promise<RunListing> {
  const none: RunListing = { usage: null, skipped: null };
  try {
    const fields = await fieldsToDraft(deps.db, userId, projectId);
    if (fields.length === 0) return none;
    const basis = await readListingBasis(deps.db, userId, projectId);
    const skipped = deps.ai.info.provider === 'offline' ? null : allowance(basis);
    if (skipped) return { usage: null, skipped };
    const written = await writeRunListing(deps, userId, basis, fields);
    await inTransaction(deps.db, async (trx) => {
      // A field the creator saved meanwhile is theirs: it is kept.
      const current = listingOf(await findListingRow(trx, userId, projectId));
      const sources = Object.fromEntries(
        LISTING_FIELDS.flatMap((field) => {
          const source = written.listing.sources[field];
          return source && current.sources[field] !== 'creator' ? [[field, source]] : [];
        }),
      );
      await storeWrittenListing(trx, userId, projectId, { ...written.listing, sources });
    });
    return { usage: written.usage, skipped: null };
  } catch (error) {
    deps.logger.error({ err: error, projectId }, 'could not draft the listing at the end of a book run');
    return none;
  }
}
