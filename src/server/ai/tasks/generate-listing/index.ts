import type { GenerateOptions, GenerationResult } from '../../engine.js';
import { generateStructured } from '../../providers/generate-structured.js';
import type { ListingDraft, ListingRequest } from '../../listing/listing-request.js';
import type { ModelRuntime } from '../../providers/model-runtime.js';
import { buildListingPrompt } from './prompt.js';
import { listingOutput, toListingDraft } from './schema.js';

export function generateListing(
  runtime: ModelRuntime,
  request: ListingRequest,
  options?: GenerateOptions,
): Promise<GenerationResult<ListingDraft>> {
  return generateStructured(
    runtime,
    {
      ...buildListingPrompt(request),
      schema: listingOutput,
      toResult: (output) => toListingDraft(output, request),
    },
    options,
  );
}
