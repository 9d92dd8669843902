import { LISTING_LIMITS } from '../../../shared/schemas/listing.js';
import { asEtsyTag, fitList } from '../listing/fit-listing-draft.js';

/** The phrase as a tag when it fits Etsy's length whole; empty (left out) otherwise, never cut to a fragment. */
const asTag = (phrase: string) => {
  const tag = asEtsyTag(phrase).toLowerCase();
  return tag.length <= LISTING_LIMITS.etsyTag ? tag : '';
};

/**
 * The built-in writer's Etsy tags (docs/decisions/0057-listing.md): the first 13 search phrases (search-phrases.ts)
 * that fit Etsy's 20 characters whole, in Etsy's characters (letters, numbers and spaces), lower case.
 */
export function draftEtsyTags(phrases: readonly string[]): string[] {
  return fitList(phrases, LISTING_LIMITS.etsyTags, asTag);
}
