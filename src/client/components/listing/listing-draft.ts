/** The Listing card's form: the listing as typed, what a store would refuse in it, and what each field counts. */
import { formatCount } from '@shared/format-count';
import { cleanKdpDescription } from '@shared/listing/kdp-description-html';
import { countWords, LISTING_LIMITS, listingFields, type Listing, type ListingField } from '@shared/schemas/listing';

export type ListingDraft = Listing['fields'];
export type ListField = 'keywords' | 'categories' | 'etsyTags';
export type ProseField = Exclude<ListingField, ListField>;

export const isListField = (field: ListingField): field is ListField =>
  field === 'keywords' || field === 'categories' || field === 'etsyTags';

/** How many entries each list offers: one box per entry its store accepts. */
export const LIST_SLOTS: Record<ListField, number> = {
  keywords: LISTING_LIMITS.keywords,
  categories: LISTING_LIMITS.categories,
  etsyTags: LISTING_LIMITS.etsyTags,
};

/** What one entry of each list may hold. */
export const ENTRY_LIMITS: Record<ListField, number> = {
  keywords: LISTING_LIMITS.keyword,
  categories: LISTING_LIMITS.category,
  etsyTags: LISTING_LIMITS.etsyTag,
};

const LIST_NOUNS: Record<ListField, string> = { keywords: 'keywords', categories: 'categories', etsyTags: 'tags' };

const padded = (items: string[], slots: number) => [
  ...items,
  ...Array.from({ length: Math.max(0, slots - items.length) }, () => ''),
];

/** The stored listing as the form shows it: every list with one box per entry its store accepts. */
export const draftOf = (fields: ListingDraft): ListingDraft => ({
  ...fields,
  keywords: padded(fields.keywords, LIST_SLOTS.keywords),
  categories: padded(fields.categories, LIST_SLOTS.categories),
  etsyTags: padded(fields.etsyTags, LIST_SLOTS.etsyTags),
});

/** A field's value as a store takes it: lists without their empty boxes. */
const valueOf = (draft: ListingDraft, field: ListingField) => {
  const value = draft[field];
  return typeof value === 'string' ? value : value.filter((item) => item.trim() !== '');
};

/** Whether a field as typed differs from `stored`. */
export const fieldChanged = (draft: ListingDraft, stored: ListingDraft, field: ListingField) =>
  JSON.stringify(valueOf(draft, field)) !== JSON.stringify(valueOf(stored, field));

/**
 * What a store would refuse in the listing as typed, by field ('etsyTags') or entry ('etsyTags.3'), in the shared
 * schema's words, the same the server answers: the first refusal of each.
 */
export function listingRefusals(draft: ListingDraft): Map<string, string> {
  const refusals = new Map<string, string>();
  for (const issue of listingFields.safeParse(draft).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!refusals.has(path)) refusals.set(path, issue.message);
  }
  return refusals;
}

/** A field's count against its limit as a store counts it: '312 / 4,000', '96 / 150 words', '5 / 7 keywords'. */
export function fieldCount(draft: ListingDraft, field: ListingField): { text: string; over: boolean } {
  const against = (used: number, limit: number, noun = '') => ({
    text: `${formatCount(used)} / ${formatCount(limit)}${noun && ` ${noun}`}`,
    over: used > limit,
  });
  if (isListField(field)) return against(valueOf(draft, field).length, LIST_SLOTS[field], LIST_NOUNS[field]);
  // KDP counts the description's markup, as it keeps it.
  if (field === 'description')
    return against(cleanKdpDescription(draft.description).length, LISTING_LIMITS.description);
  if (field === 'blurb') return against(countWords(draft.blurb), LISTING_LIMITS.blurbWords, 'words');
  return against(draft[field].trim().length, LISTING_LIMITS[field]);
}

/**
 * A field as it is pasted into a store: the description's markup as KDP takes it, keywords and categories one a
 * line (KDP's boxes), Etsy's tags separated by commas (its tag box splits on them).
 */
export function copyTextOf(draft: ListingDraft, field: ListingField) {
  if (field === 'description') return cleanKdpDescription(draft.description);
  const value = valueOf(draft, field);
  if (typeof value === 'string') return value.trim();
  return value.map((item) => item.trim()).join(field === 'etsyTags' ? ', ' : '\n');
}
