import type { GenerateProductIdeasBody } from '@shared/schemas/idea';

/** A generate-product-ideas request and the saved niche it was made from, if any. */
export interface IdeasRequest {
  body: GenerateProductIdeasBody;
  nicheId: string | null;
}
