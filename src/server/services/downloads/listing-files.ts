import { kdpDescriptionText } from '../../../shared/listing/kdp-description-text.js';
import { LISTING_FIELDS, type Listing, type ListingField } from '../../../shared/schemas/listing.js';

/** The listing's files in the download of everything. */
export const LISTING_FILES = { markdown: 'listing.md', json: 'listing.json' } as const;

/** Each field's heading in listing.md, with the stores that ask for it, in the Listing card's order. */
const HEADINGS: Record<ListingField, string> = {
  description: 'Description (Amazon KDP, Gumroad, Payhip)',
  blurb: 'Back-cover blurb',
  keywords: 'Keywords (Amazon KDP)',
  categories: 'Categories (Amazon KDP)',
  authorBio: 'Author bio',
  etsyTitle: 'Etsy title',
  etsyTags: 'Etsy tags',
  summary: 'Summary (Gumroad, Payhip)',
};

const NOT_WRITTEN = '(not written yet)';

/**
 * The creator's text as literal Markdown: what would turn into markup, a tag or a link in a Markdown viewer is
 * escaped, so '<script>' or '*bold*' reads as typed.
 */
const literal = (text: string) => text.replace(/[\\`*_<>[\]]/g, '\\$&').replace(/^([ \t]*)(#)/gm, '$1\\$2');

function fieldText(listing: Listing, field: ListingField): string {
  const value = listing.fields[field];
  if (Array.isArray(value))
    return value.length === 0 ? NOT_WRITTEN : value.map((item) => `- ${literal(item)}`).join('\n');
  const text = field === 'description' ? kdpDescriptionText(value) : value.trim();
  return text === '' ? NOT_WRITTEN : literal(text);
}

/**
 * listing.md: the listing to copy into each store's form, each field under its heading, the description as plain text,
 * keywords, categories and tags as lists; a field the built-in writer drafted from the plan's structure is headed
 * "Draft" (docs/decisions/0038-honest-offline-drafts.md).
 */
export function listingMarkdown(title: string, listing: Listing): string {
  const fields = LISTING_FIELDS.map((field) => {
    const draft = listing.sources[field] === 'offline' ? ' — Draft' : '';
    return `## ${HEADINGS[field]}${draft}\n\n${fieldText(listing, field)}\n`;
  });
  const drafted = Object.values(listing.sources).includes('offline')
    ? ["Fields marked Draft were drafted by the built-in writer from the plan's chapters: rewrite them first.\n"]
    : [];
  return [`# ${literal(title)}: the listing\n`, ...drafted, ...fields].join('\n');
}

/** listing.json: the listing's fields as stored (the description in KDP's markup) and who wrote each. */
export const listingJson = (listing: Listing): string =>
  `${JSON.stringify({ fields: listing.fields, sources: listing.sources }, null, 2)}\n`;
