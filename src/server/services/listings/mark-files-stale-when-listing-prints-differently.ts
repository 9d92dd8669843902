import type { Kysely } from 'kysely';
import { printedBackCover, printedDescription } from '../../../shared/describe-book.js';
import type { ListingFields } from '../../../shared/schemas/listing.js';
import type { Database } from '../../db/schema.js';
import { readBookPlan } from '../book-plans/read-book-plan.js';
import { markDocumentsStale } from '../documents/mark-documents-stale.js';
import { findProject } from '../projects/find-project.js';
import { printSettingsOf } from '../print/print-settings.js';

/**
 * A listing saved or written for one of the user's projects, `before` (null when it had none) becoming `after`: when
 * the files print it differently, they are out of date (docs/decisions/0059-listing-in-files.md). The description
 * the files carry is in every file's metadata; the wrap cover's back only in the print edition's cover, so a
 * changed blurb alone makes the files out of date only once the print edition is set up. Called in the transaction
 * that saves the listing.
 */
export async function markFilesStaleWhenListingPrintsDifferently(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  { before, after }: { before: ListingFields | null; after: ListingFields },
): Promise<void> {
  const project = await findProject(db, userId, projectId);
  const { plan } = await readBookPlan(db, userId, project.id);
  const describedAnew = printedDescription(plan, before) !== printedDescription(plan, after);
  const backAnew =
    printSettingsOf(project) !== null && printedBackCover(plan, before) !== printedBackCover(plan, after);
  if (describedAnew || backAnew) await markDocumentsStale(db, { userId, projectIds: [project.id] });
}
