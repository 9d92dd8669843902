import { z } from 'zod';
import { formatCount } from '../format-count.js';
import { cleanKdpDescription } from '../listing/kdp-description-html.js';
import { forbiddenKeywordIn } from '../listing/kdp-forbidden-keywords.js';
import { plainText } from './fields.js';

/**
 * What the stores accept in a listing (docs/decisions/0057-listing.md): KDP's description (4,000 characters, its
 * markup counted) and 7 keyword boxes of 50 characters, 3 categories; Etsy's title (140 characters) and 13 tags of
 * 20 characters, letters, numbers and spaces only; a back-cover blurb of 150 words (the wrap cover's back holds no
 * more); a Gumroad/Payhip summary.
 */
export const LISTING_LIMITS = {
  description: 4_000,
  blurbWords: 150,
  blurb: 1_200,
  keywords: 7,
  keyword: 50,
  categories: 3,
  category: 200,
  authorBio: 2_000,
  etsyTitle: 140,
  etsyTags: 13,
  etsyTag: 20,
  summary: 500,
} as const;

/** The fields of a listing, in the order the Listing card shows them; each can be regenerated on its own. */
export const LISTING_FIELDS = [
  'description',
  'blurb',
  'keywords',
  'categories',
  'authorBio',
  'etsyTitle',
  'etsyTags',
  'summary',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** Words in a text, as the blurb's limit counts them. */
export const countWords = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/**
 * A list a store caps, refused past its cap with the store named: 'KDP allows 7 keywords'; `refuseItem` names what
 * the store refuses in an entry, if anything.
 */
const storeList = (
  label: string,
  store: string,
  noun: string,
  maxItems: number,
  maxLength: number,
  refuseItem: (item: string) => string | undefined = () => undefined,
) =>
  z
    .array(
      plainText(label, maxLength, `${store} allows ${noun} of up to ${formatCount(maxLength)} characters`).superRefine(
        (item, context) => {
          const refusal = refuseItem(item);
          if (refusal) context.addIssue({ code: 'custom', message: refusal });
        },
      ),
      { error: `${label} must be a list` },
    )
    .transform((items) => items.filter((item) => item.length > 0))
    .refine((items) => items.length <= maxItems, `${store} allows ${formatCount(maxItems)} ${noun}`);

/** What KDP refuses in a keyword: 'KDP does not allow "free" in keywords'. */
const kdpKeywordRefusal = (keyword: string) => {
  const forbidden = forbiddenKeywordIn(keyword);
  return forbidden === undefined ? undefined : `KDP does not allow "${forbidden}" in keywords`;
};

/**
 * What Etsy takes in a tag: letters, numbers and spaces ('tax jar', not 'tax-jar!'). The prompt asks a provider for
 * the same, and the fitting cleans any other character out (ai/listing/fit-listing-draft.ts).
 */
const ETSY_TAG_CHARACTERS = /^[\p{L}\p{M}\p{N} ]*$/u;

/** What Etsy refuses in a tag: 'Etsy allows only letters, numbers and spaces in tags'. */
const etsyTagRefusal = (tag: string) =>
  ETSY_TAG_CHARACTERS.test(tag) ? undefined : 'Etsy allows only letters, numbers and spaces in tags';

/**
 * What a description may hold as sent, before it is cleaned to KDP's markup: room for markup the cleaning takes out
 * (attributes, other tags), far under the request body's limit.
 */
const DESCRIPTION_AS_SENT = 40_000;

/** The description cleaned to KDP's markup, refused while the cleaned text, markup counted, is over KDP's limit. */
const kdpDescription = plainText('Description', DESCRIPTION_AS_SENT)
  .transform(cleanKdpDescription)
  .refine(
    (description) => description.length <= LISTING_LIMITS.description,
    `KDP allows a description of up to ${formatCount(LISTING_LIMITS.description)} characters`,
  );

/**
 * PUT /api/projects/:id/listing: the whole listing, each field within what its store accepts. The description is
 * KDP's markup subset (shared/listing/kdp-description-html.ts); every other field is plain text.
 */
export const listingFields = z.object({
  description: kdpDescription.default(''),
  blurb: plainText('Back-cover blurb', LISTING_LIMITS.blurb)
    .refine(
      (blurb) => countWords(blurb) <= LISTING_LIMITS.blurbWords,
      `The back cover holds a blurb of up to ${LISTING_LIMITS.blurbWords} words`,
    )
    .default(''),
  keywords: storeList(
    'Keyword',
    'KDP',
    'keywords',
    LISTING_LIMITS.keywords,
    LISTING_LIMITS.keyword,
    kdpKeywordRefusal,
  ).default([]),
  categories: storeList('Category', 'KDP', 'categories', LISTING_LIMITS.categories, LISTING_LIMITS.category).default(
    [],
  ),
  authorBio: plainText('Author bio', LISTING_LIMITS.authorBio).default(''),
  etsyTitle: plainText('Etsy title', LISTING_LIMITS.etsyTitle).default(''),
  etsyTags: storeList('Tag', 'Etsy', 'tags', LISTING_LIMITS.etsyTags, LISTING_LIMITS.etsyTag, etsyTagRefusal).default(
    [],
  ),
  summary: plainText('Summary', LISTING_LIMITS.summary).default(''),
});
export type ListingFields = z.output<typeof listingFields>;
export type ListingFieldsInput = z.input<typeof listingFields>;

/**
 * Who wrote a field: a provider's model, the built-in writer (a draft made from the plan's structure, labelled so),
 * or the creator.
 */
export const LISTING_SOURCES = ['provider', 'offline', 'creator'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

const storedFields = z.object({
  description: z.string(),
  blurb: z.string(),
  keywords: z.array(z.string()),
  categories: z.array(z.string()),
  authorBio: z.string(),
  etsyTitle: z.string(),
  etsyTags: z.array(z.string()),
  summary: z.string(),
});

/**
 * GET, PUT and POST …/generate of /api/projects/:id/listing: the listing (empty fields until written), who wrote
 * each field, and each field's text before its last regeneration (one step back), for the creator to bring back.
 */
export const listing = z.object({
  fields: storedFields,
  sources: z.partialRecord(z.enum(LISTING_FIELDS), z.enum(LISTING_SOURCES)),
  previous: storedFields.partial(),
  /** False until the listing is written or saved. */
  saved: z.boolean(),
  /**
   * The fields the book plan has left behind since they were written or saved (docs/decisions/0059-listing-in-files.md):
   * drafted from what has changed, or printing a name the book no longer has. The files never print them.
   */
  outOfDate: z.array(z.enum(LISTING_FIELDS)),
});
export type Listing = z.output<typeof listing>;

/** POST /api/projects/:id/listing/generate: the fields to write again; none named, every field. */
export const generateListingInput = z.object({
  fields: z.array(z.enum(LISTING_FIELDS, { error: `A field must be one of ${LISTING_FIELDS.join(', ')}` })).optional(),
});
export type GenerateListingInput = z.input<typeof generateListingInput>;
