import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { LISTING_FIELDS, LISTING_SOURCES, type Listing, type ListingFields } from '../../../shared/schemas/listing.js';
import { readJson } from '../../db/codec.js';
import type { BookListingsTable, Database } from '../../db/schema.js';
import { readBookPlan } from './read-book-plan.js';
import { findProject } from './find-project.js';
import { outOfDateFields, readFieldBases, type FieldBases, type ListingBookNames } from './listing-bases.js';
import { readListingNames } from './read-listing-names.js';

const textList = z.array(z.string()).catch([]);
const sources = z.partialRecord(z.enum(LISTING_FIELDS), z.enum(LISTING_SOURCES)).catch({});
const previous = z
  .object({
    description: z.string(),
    blurb: z.string(),
    keywords: z.array(z.string()),
    categories: z.array(z.string()),
    authorBio: z.string(),
    etsyTitle: z.string(),
    etsyTags: z.array(z.string()),
    summary: z.string(),
  })
  .partial()
  .catch({});

/** A listing no one has written yet: every field empty. */
export const EMPTY_LISTING_FIELDS: ListingFields = {
  description: '',
  blurb: '',
  keywords: [],
  categories: [],
  authorBio: '',
  etsyTitle: '',
  etsyTags: [],
  summary: '',
};

/** The fields a stored listing row holds. */
export function listingFieldsOf(row: Selectable<BookListingsTable>): ListingFields {
  return {
    description: row.description,
    blurb: row.blurb,
    keywords: textList.parse(readJson(row.keywords)),
    categories: textList.parse(readJson(row.categories)),
    authorBio: row.author_bio,
    etsyTitle: row.etsy_title,
    etsyTags: textList.parse(readJson(row.etsy_tags)),
    summary: row.summary,
  };
}

/** A listing as stored: the API's listing but for what is out of date, and the book each field was written against. */
export type ListingRecord = Omit<Listing, 'outOfDate'> & { bases: FieldBases };

/**
 * The listing stored in its row; a project without one has an empty, unsaved listing. A row that holds no field
 * written or saved (one made to keep the AI disclosure's corrections) is not a listing yet.
 */
export function listingOf(row: Selectable<BookListingsTable> | undefined): ListingRecord {
  if (!row) return { fields: EMPTY_LISTING_FIELDS, sources: {}, previous: {}, saved: false, bases: {} };
  const fields = listingFieldsOf(row);
  const writers = sources.parse(readJson(row.sources));
  return {
    fields,
    sources: writers,
    previous: previous.parse(readJson(row.previous)),
    saved: Object.keys(writers).length > 0 || LISTING_FIELDS.some((field) => fields[field].length > 0),
    bases: readFieldBases(row.field_bases),
  };
}

/**
 * The listing as the API answers it, with the fields the book, as `names` gives it (read-listing-names.ts), has left
 * behind (listing-bases.ts).
 */
export function listingView({ bases, ...listing }: ListingRecord, names: ListingBookNames): Listing {
  return { ...listing, outOfDate: outOfDateFields(listing, bases, names) };
}

/**
 * What of the listing the files may print of a book as `names` gives it (docs/decisions/0059-listing-in-files.md): its
 * fields, with those the book has left behind emptied, so the files' description and the wrap cover's back fall back
 * to the plan's own or one built from it rather than print an old title or chapter.
 */
export function printableListingFields(record: ListingRecord, names: ListingBookNames): ListingFields {
  const fields = { ...record.fields };
  for (const field of outOfDateFields(record, record.bases, names))
    Object.assign(fields, { [field]: EMPTY_LISTING_FIELDS[field] });
  return fields;
}

/** The stored listing row of one of the user's projects, if it has one. */
export function findListingRow(db: Kysely<Database>, userId: string, projectId: string) {
  return db
    .selectFrom('book_listings')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The listing of one of the user's projects (docs/decisions/0057-listing.md); a missing, malformed or foreign
 * project is 'Project not found' (404). Everything that prints or packs the listing reads it here.
 */
export async function readListing(db: Kysely<Database>, userId: string, projectId: string): Promise<Listing> {
  const project = await findProject(db, userId, projectId);
  const [row, { plan }] = await Promise.all([
    findListingRow(db, userId, project.id),
    readBookPlan(db, userId, project.id),
  ]);
  return listingView(listingOf(row), await readListingNames(db, userId, project.id, plan));
}
