import { kdpDescriptionText } from '../../../shared/listing/kdp-description-text.js';
import {
  DISCLOSURE_ANSWERS,
  DISCLOSURE_KINDS,
  type AiDisclosure,
  type DisclosureKind,
} from '../../../shared/schemas/ai-disclosure.js';
import { LISTING_FIELDS, type Listing, type ListingField } from '../../../shared/schemas/listing.js';

/** The listing's files in the download of everything. */
export const LISTING_FILES = { markdown: 'listing.md', json: 'listing.json' } as const;

/** Each field's heading in listing.md, with the stores that ask for it, in the Listing card's order. */
export const LISTING_HEADINGS: Record<ListingField, string> = {
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

/** KDP's three questions about AI-generated content, as its form asks them. */
const DISCLOSURE_QUESTIONS: Record<DisclosureKind, string> = {
  text: 'Texts',
  images: 'Images',
  translations: 'Translations',
};

/** The AI disclosure's answers in KDP's words, each with what the record says it rests on. */
function disclosureText(disclosure: AiDisclosure): string {
  return DISCLOSURE_KINDS.map((kind) => {
    const entry = disclosure[kind];
    const basis = entry.corrected ? 'Your answer.' : entry.basis;
    return `- ${DISCLOSURE_QUESTIONS[kind]}: ${DISCLOSURE_ANSWERS[entry.answer]}. ${literal(basis)}`;
  }).join('\n');
}

/**
 * listing.md: the listing to copy into each store's form, each field under its heading, the description as plain text,
 * keywords, categories and tags as lists; a field the built-in writer drafted from the plan's structure is headed
 * "Draft" (docs/decisions/0038-honest-offline-drafts.md), a field the book plan has left behind "Out of date"
 * (docs/decisions/0059-listing-in-files.md).
 */
export function listingMarkdown(title: string, listing: Listing, disclosure: AiDisclosure): string {
  const fields = LISTING_FIELDS.map((field) => {
    const draft = listing.sources[field] === 'offline' ? ' — Draft' : '';
    const outOfDate = listing.outOfDate.includes(field) ? ' — Out of date' : '';
    return `## ${LISTING_HEADINGS[field]}${draft}${outOfDate}\n\n${fieldText(listing, field)}\n`;
  });
  const drafted = Object.values(listing.sources).includes('offline')
    ? ["Fields marked Draft were drafted by the built-in writer from the plan's chapters: rewrite them first.\n"]
    : [];
  const left =
    listing.outOfDate.length > 0
      ? [
          'Fields marked Out of date were written before the book plan changed and name what it no longer has: ' +
            'regenerate or rewrite them on the Listing card first.\n',
        ]
      : [];
  const ai = `## AI-generated content (Amazon KDP)\n\n${disclosureText(disclosure)}\n`;
  return [`# ${literal(title)}: the listing\n`, ...drafted, ...left, ...fields, ai].join('\n');
}

/**
 * listing.json: the listing's fields as stored (the description in KDP's markup), who wrote each, those out of date,
 * and the AI disclosure's answers (KDP's words beside each answer's key).
 */
export const listingJson = (listing: Listing, disclosure: AiDisclosure): string => {
  const aiGenerated = Object.fromEntries(
    DISCLOSURE_KINDS.map((kind) => [
      kind,
      {
        answer: disclosure[kind].answer,
        wording: DISCLOSURE_ANSWERS[disclosure[kind].answer],
        tools: disclosure[kind].tools,
      },
    ]),
  );
  const { fields, sources, outOfDate } = listing;
  return `${JSON.stringify({ fields, sources, outOfDate, aiGenerated }, null, 2)}\n`;
};
