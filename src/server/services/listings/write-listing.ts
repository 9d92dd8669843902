import { listingFields, type ListingField, type ListingSource } from '../../../shared/schemas/listing.js';
import { AiGenerationError, type GenerateOptions, type GenerationResult } from '../../ai/index.js';
import type { ListingBasis, ListingDraft } from '../../ai/listing/listing-request.js';
import { draftListing } from '../../ai/offline/draft-listing.js';
import type { GenerationDeps } from '../generation/generation-deps.js';
import { namesOnlyPlanChapters } from './names-only-plan-chapters.js';

/** The fields written, each with who wrote it. */
export interface WrittenListing {
  fields: ListingDraft;
  sources: Partial<Record<ListingField, ListingSource>>;
}

/**
 * Whether a written field can be stored: written, within its store's limits as a save is checked (listingFields), and
 * for the description, naming only chapters of the plan.
 */
function acceptable(field: ListingField, draft: ListingDraft, basis: ListingBasis): boolean {
  const value = draft[field];
  if (value === undefined || value.length === 0) return false;
  const parsed = listingFields.shape[field].safeParse(value);
  if (!parsed.success || parsed.data.length === 0) return false;
  return field !== 'description' || namesOnlyPlanChapters(draft.description ?? '', basis.plan);
}

/** The entries of `draft` named in `fields`. */
const fieldsOf = (draft: ListingDraft, fields: readonly ListingField[]): ListingDraft =>
  Object.fromEntries(fields.map((field) => [field, draft[field]]));

/** The built-in writer's draft of the named fields (docs/decisions/0057-listing.md), those it could write. */
export function builtInListing(basis: ListingBasis, fields: readonly ListingField[]): WrittenListing {
  const drafted = draftListing(basis);
  const usable = fields.filter((field) => acceptable(field, drafted, basis));
  return {
    fields: fieldsOf(drafted, usable),
    sources: Object.fromEntries(usable.map((field) => [field, 'offline'])),
  };
}

/**
 * Writes the asked fields of a listing with the engine (docs/decisions/0057-listing.md). A provider's field that a
 * store would refuse even once fitted to its limits, or a description naming a chapter the plan does not have, is
 * asked for again once; what is still unusable is the built-in writer's draft of it. A failure of the first request
 * is the generation's failure; of the second, it leaves those fields to the built-in writer.
 */
export async function writeListing(
  { ai, logger }: Pick<GenerationDeps, 'ai' | 'logger'>,
  basis: ListingBasis,
  asked: readonly ListingField[],
  options: GenerateOptions,
): Promise<GenerationResult<WrittenListing>> {
  const source: ListingSource = ai.info.provider === 'offline' ? 'offline' : 'provider';
  const first = await ai.generateListing({ ...basis, fields: asked }, options);
  let { usage, durationMs } = first;
  let written = fieldsOf(
    first.result,
    asked.filter((field) => acceptable(field, first.result, basis)),
  );
  let missing = asked.filter((field) => written[field] === undefined);
  if (missing.length > 0 && source === 'provider') {
    try {
      const again = await ai.generateListing({ ...basis, fields: missing }, options);
      usage = {
        inputTokens: usage.inputTokens + again.usage.inputTokens,
        outputTokens: usage.outputTokens + again.usage.outputTokens,
      };
      durationMs += again.durationMs;
      const usable = missing.filter((field) => acceptable(field, again.result, basis));
      written = { ...written, ...fieldsOf(again.result, usable) };
    } catch (error) {
      if (error instanceof AiGenerationError && error.kind === 'aborted') throw error;
      logger.warn({ err: error, fields: missing }, 'the listing fields asked again are the built-in writer’s drafts');
    }
    missing = asked.filter((field) => written[field] === undefined);
  }
  const fallback = builtInListing(basis, missing);
  const sources: WrittenListing['sources'] = {};
  for (const field of asked) if (written[field] !== undefined) sources[field] = source;
  return {
    result: { fields: { ...written, ...fallback.fields }, sources: { ...sources, ...fallback.sources } },
    usage,
    provider: first.provider,
    model: first.model,
    durationMs,
  };
}
