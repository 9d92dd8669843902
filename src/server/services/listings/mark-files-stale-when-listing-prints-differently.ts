import type { Kysely } from 'kysely';
import { printedBackCover, printedDescription } from '../../../shared/describe-book.js';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { Database } from '../../db/schema.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';
import { findProject } from '../book-model/find-project.js';
import { printSettingsOf } from '../print/print-settings.js';
import { printableListingFields, type ListingRecord } from '../book-model/read-listing.js';
import type { ListingBookNames } from '../book-model/listing-bases.js';

/**
 * A listing saved or written for one of the user's projects, `before` becoming `after`, with the book's `plan` and
 * `names` (read-listing-names.ts): when
 * the files print it differently, they are out of date (docs/decisions/0059-listing-in-files.md). The description the
 * files carry is in every file's metadata; the wrap cover's back only in the print edition's cover, so a changed blurb
 * alone makes the files out of date only once the print edition is set up. Called in the transaction that saves the
 * listing.
 */
export async function markFilesStaleWhenListingPrintsDifferently(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  plan: BookPlan,
  names: ListingBookNames,
  { before, after }: { before: ListingRecord; after: ListingRecord },
): Promise<void> {
  const project = await findProject(db, userId, projectId);
  const [printedBefore, printedAfter] = [printableListingFields(before, names), printableListingFields(after, names)];
  const describedAnew = printedDescription(plan, printedBefore) !== printedDescription(plan, printedAfter);
  const backAnew =
    printSettingsOf(project) !== null && printedBackCover(plan, printedBefore) !== printedBackCover(plan, printedAfter);
  if (describedAnew || backAnew) await markDocumentsStale(db, { userId, projectIds: [project.id] });
}
