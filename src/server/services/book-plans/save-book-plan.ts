import type { Kysely } from 'kysely';
import { printedDescription } from '../../../shared/describe-book.js';
import type { BookPlan, BookPlanResponse } from '../../../shared/schemas/book-plan.js';
import { now, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { nameProjectAfterPlan } from './name-project-after-plan.js';
import { inTransaction } from '../../db/in-transaction.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';
import { findListingRow, listingOf, printableListingFields, type ListingRecord } from '../book-model/read-listing.js';
import { readBook } from '../book-model/read-book.js';
import { bookNamesOf } from '../book-model/listing-bases.js';
import { writtenVideoMinutes } from '../book-model/read-listing-names.js';
import { fitSectionsToPlan } from './fit-sections-to-plan.js';
import { productKind } from '../products/product-kinds.js';
import { withKeptCourseFields } from './kept-course-fields.js';
import { productKindOf } from '../../../shared/product-kind.js';
import { AppError } from '../../errors/app-error.js';
import { PLAN_WORDS, planSavedSince } from '../../../shared/plan-words.js';

/** The plan's fields the files print: a change to one of them makes the project's files out of date. */
const PRINTED_FIELDS = ['title', 'subtitle', 'authorName', 'isbn', 'description'] as const;

/**
 * The plan as the files print it: the listing's description while it is not left behind by this plan, else its own,
 * else the one built from it.
 */
const printed = (plan: BookPlan, listing: ListingRecord, videoMinutes: number): BookPlan => ({
  ...plan,
  description: printedDescription(plan, printableListingFields(listing, bookNamesOf(plan, videoMinutes))),
});

/**
 * Saves the whole plan of one of the user's projects, replacing the saved or derived one, in one transaction, and
 * counts its revision up. Given the revision the changes were made on (`basedOn`), a plan saved again since is left
 * as it is and the save refused (409), so nobody's edits are written over unseen; the revision is checked by the
 * write itself, so two saves at once on one revision cannot both pass.
 * When a field the files print differs from the plan before, the files are out of date: both copies go back to
 * not_generated, as when the project links another part (docs/decisions/0013-project-page.md); so they are when a
 * course's lessons, quizzes or final assignment change, which its workbook prints, and when a
 * written chapter is renamed or moved, as its section takes the plan's name for it. A project its creator did not
 * name takes the plan's title as its name. A course's modules keep their lessons and quiz, and the course its final
 * assignment; a book shows neither, and keeps those it had as a course for when it is one again
 * (docs/decisions/0073-course-plan.md).
 */
export async function saveBookPlan(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  sent: BookPlan,
  basedOn?: number,
): Promise<BookPlanResponse> {
  return inTransaction(db, async (trx) => {
    const book = await readBook(trx, userId, projectId);
    const kind = productKindOf(book.productType);
    const { planOf, printedPlan } = productKind(kind);
    const plan = planOf(sent);
    const stored = kind === 'course' ? plan : await withKeptCourseFields(trx, userId, projectId, plan);
    const before = book.plan;
    const stamp = now();
    const columns = {
      title: plan.title,
      subtitle: plan.subtitle,
      author_name: plan.authorName,
      isbn: plan.isbn,
      chapters: writeJson(stored.chapters),
      description: plan.description,
      final_assignment: stored.finalAssignment ?? '',
      updated_at: stamp,
    };
    const written = await trx
      .insertInto('book_plans')
      .values({ project_id: projectId, user_id: userId, created_at: stamp, revision: 1, ...columns })
      .onConflict((conflict) => {
        const replace = conflict
          .column('project_id')
          .doUpdateSet({ ...columns, revision: (eb) => eb('book_plans.revision', '+', 1) });
        return basedOn === undefined ? replace : replace.where('book_plans.revision', '=', basedOn);
      })
      .returning('revision')
      .executeTakeFirst();
    if (!written) throw new AppError('CONFLICT', planSavedSince(PLAN_WORDS[kind]));
    await nameProjectAfterPlan(trx, userId, projectId, plan.title, stamp);
    const listing = listingOf(await findListingRow(trx, userId, projectId));
    const minutes = writtenVideoMinutes(book);
    const [after, printedBefore] = [printed(plan, listing, minutes), printed(before, listing, minutes)];
    const renamed = await fitSectionsToPlan(trx, userId, book, plan);
    const planPrintChanged = printedPlan(plan) !== printedPlan(before);
    if (renamed > 0 || planPrintChanged || PRINTED_FIELDS.some((field) => after[field] !== printedBefore[field]))
      await markDocumentsStale(trx, { userId, projectIds: [projectId] });
    return { plan, saved: true, kind, revision: written.revision };
  });
}
