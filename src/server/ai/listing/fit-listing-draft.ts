import { cleanKdpDescription } from '../../../shared/listing/kdp-description-html.js';
import { forbiddenKeywordIn } from '../../../shared/listing/kdp-forbidden-keywords.js';
import { LISTING_LIMITS } from '../../../shared/schemas/listing.js';
import { fitDescription, fitPhrase, fitText, fitWords } from './fit-listing-text.js';
import type { ListingDraft } from './listing-request.js';

/** Numbering, bullets and quotes a writer may put around a phrase of a list. */
const LIST_DECORATION = /^(?:\d+[.)]\s+|[-*•]\s+)?["“”'‘’]*|["“”'‘’]*$/gu;

/**
 * Distinct entries of a list (case aside), each without the numbering, bullet or quotes around it and fitted by `fit`
 * (an entry it leaves empty is dropped), without those `refuse` refuses, at most `count`.
 */
export function fitList(
  items: readonly string[],
  count: number,
  fit: (item: string) => string,
  refuse = (_: string) => false,
) {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of items) {
    const phrase = fit(item.replace(LIST_DECORATION, '').replace(/\s+/gu, ' ').trim());
    const key = phrase.toLowerCase();
    if (!phrase || seen.has(key) || refuse(phrase)) continue;
    seen.add(key);
    kept.push(phrase);
    if (kept.length === count) break;
  }
  return kept;
}

/**
 * A phrase in the characters Etsy takes in a tag, letters, numbers and spaces (shared/schemas/listing.ts): an
 * apostrophe is left out ('mom’s' → 'moms'), any other mark is a space ('tax-jar!' → 'tax jar').
 */
export const asEtsyTag = (phrase: string) =>
  phrase
    .normalize('NFC')
    .replace(/['‘’ʼ]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/**
 * A draft within every store's limit (docs/decisions/0057-listing.md), whoever wrote it: the description cleaned to
 * KDP's markup and cut where its text allows; the blurb, bio, title and summary cut at a sentence or a word; lists
 * without their extra entries, each entry cut at a word; keywords KDP forbids dropped.
 */
export function fitListingDraft(draft: ListingDraft): ListingDraft {
  const fitted: ListingDraft = {};
  if (draft.description !== undefined)
    fitted.description = fitDescription(cleanKdpDescription(draft.description), LISTING_LIMITS.description);
  if (draft.blurb !== undefined) fitted.blurb = fitWords(draft.blurb, LISTING_LIMITS.blurbWords, LISTING_LIMITS.blurb);
  if (draft.keywords !== undefined)
    fitted.keywords = fitList(
      draft.keywords,
      LISTING_LIMITS.keywords,
      (keyword) => fitPhrase(keyword, LISTING_LIMITS.keyword),
      (keyword) => forbiddenKeywordIn(keyword) !== undefined,
    );
  if (draft.categories !== undefined)
    fitted.categories = fitList(draft.categories, LISTING_LIMITS.categories, (category) =>
      fitPhrase(category, LISTING_LIMITS.category),
    );
  if (draft.authorBio !== undefined) fitted.authorBio = fitText(draft.authorBio, LISTING_LIMITS.authorBio);
  if (draft.etsyTitle !== undefined) fitted.etsyTitle = fitPhrase(draft.etsyTitle, LISTING_LIMITS.etsyTitle);
  if (draft.etsyTags !== undefined)
    fitted.etsyTags = fitList(draft.etsyTags, LISTING_LIMITS.etsyTags, (tag) =>
      fitPhrase(asEtsyTag(tag).toLowerCase(), LISTING_LIMITS.etsyTag),
    );
  if (draft.summary !== undefined) fitted.summary = fitText(draft.summary, LISTING_LIMITS.summary);
  return fitted;
}
