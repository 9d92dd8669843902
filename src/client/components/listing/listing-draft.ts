/** The Listing card's form: the listing as typed, what a store would refuse in it, and what each field counts. */
import { formatCount } from '@shared/format-count';
import { cleanKdpDescription } from '@shared/listing/kdp-description-html';
import { kdpDescriptionText } from '@shared/listing/kdp-description-text';
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

/** One way a field is copied: the button's words, what it tells a screen reader it copies, and the text. */
export interface FieldCopy {
  label: string;
  subject: string;
  text: string;
}

/**
 * A field as it is pasted into each store that asks for it: the description twice, in KDP's markup for KDP and as
 * plain text for Gumroad and Payhip, whose description boxes are text editors that show a pasted tag as typed
 * (paragraphs apart, each list item a line, character references read: shared/listing/kdp-description-text.ts); the
 * repository records no store help page on it. Keywords and categories one a line (KDP's boxes), Etsy's tags
 * separated by commas (its tag box splits on them), the rest as typed.
 */
export function copiesOf(draft: ListingDraft, field: ListingField, label: string): FieldCopy[] {
  if (field === 'description') {
    const html = cleanKdpDescription(draft.description);
    return [
      { label: 'Copy HTML', subject: `${label} for KDP, in its markup`, text: html },
      { label: 'Copy text', subject: `${label} for Gumroad and Payhip, as plain text`, text: kdpDescriptionText(html) },
    ];
  }
  const value = valueOf(draft, field);
  const text =
    typeof value === 'string'
      ? value.trim()
      : value.map((item) => item.trim()).join(field === 'etsyTags' ? ', ' : '\n');
  return [{ label: 'Copy', subject: label, text }];
}

/** What a field holds as the creator reads it: the description as text, a list's entries after one another. */
const readableText = (draft: ListingDraft, field: ListingField) => {
  if (field === 'description') return kdpDescriptionText(cleanKdpDescription(draft.description));
  const value = valueOf(draft, field);
  return typeof value === 'string' ? value.trim() : value.map((item) => item.trim()).join(', ');
};

/** A field regenerating would replace the creator's text in: saved as theirs, or typed and not saved. */
export interface CreatorText {
  field: ListingField;
  text: string;
  /** Typed since the last save: regenerating loses it, where saved text stays one step back. */
  unsaved: boolean;
}

/**
 * The fields among `fields` whose text is the creator's, which regenerating would replace: the text they saved
 * (their source is the creator), or what they typed and have not saved.
 */
export function creatorTextIn(
  listing: Pick<Listing, 'fields' | 'sources'>,
  draft: ListingDraft,
  fields: readonly ListingField[],
): CreatorText[] {
  return fields.flatMap((field) => {
    const unsaved = fieldChanged(draft, listing.fields, field);
    const text = readableText(draft, field);
    const saved = listing.sources[field] === 'creator';
    return text !== '' && (saved || unsaved) ? [{ field, text, unsaved }] : [];
  });
}
