import { z } from 'zod';
import { fitListingDraft } from '../../listing/fit-listing-draft.js';
import type { ListingDraft, ListingRequest } from '../../listing/listing-request.js';

/** The shape the model answers in: the fields it was asked for. */
export const listingOutput = z.object({
  description: z.string().optional().describe('The KDP book description, in the allowed HTML'),
  blurb: z.string().optional().describe('The back-cover blurb, plain text'),
  keywords: z.array(z.string()).optional().describe('KDP keyword phrases'),
  categories: z.array(z.string()).optional().describe('Category paths such as "Cooking › Baking › Bread"'),
  authorBio: z.string().optional().describe('The author bio, plain text'),
  etsyTitle: z.string().optional().describe('The Etsy listing title'),
  etsyTags: z.array(z.string()).optional().describe('Etsy tags'),
  summary: z.string().optional().describe('The Gumroad/Payhip summary, plain text'),
});
export type ListingOutput = z.infer<typeof listingOutput>;

/**
 * The asked fields of the answer, each within its store's limits (fitListingDraft); undefined when it wrote none of
 * them, so the model is asked again.
 */
export function toListingDraft(
  output: ListingOutput,
  request: Pick<ListingRequest, 'fields'>,
): ListingDraft | undefined {
  const asked: ListingDraft = Object.fromEntries(
    request.fields.flatMap((field) => (output[field] === undefined ? [] : [[field, output[field]]])),
  );
  const fitted = fitListingDraft(asked);
  return Object.values(fitted).some((value) => value.length > 0) ? fitted : undefined;
}
