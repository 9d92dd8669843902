import type { Kysely } from 'kysely';
import type { UpdateProjectInput } from '../../../shared/schemas/project.js';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toProjectColumns } from './project-columns.js';
import { findProject } from '../book-model/find-project.js';
import { requireOwnedLinks } from './project-links.js';
import { readSectionIds, writeSections } from './project-sections.js';
import { inTransaction } from '../../db/in-transaction.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';
import { updateProjectSearchText } from './project-search-text.js';

/**
 * The parts whose change makes the documents stale (docs/decisions/0013-project-page.md), and the product type, which
 * the files print: its trim, its nouns, a course's workbook pages, a workbook's fillable PDF.
 */
const STALING_PARTS = [
  ['productType', 'product_type'],
  ['nicheId', 'niche_id'],
  ['ideaId', 'product_idea_id'],
  ['titleId', 'title_id'],
  ['coverId', 'cover_id'],
] as const;

/**
 * Changes the fields sent of one of the user's projects, in one transaction. Linking another niche, idea, title or
 * cover is checked to be the owner's and, like another product type, makes the documents stale: both copies go back to not_generated
 * (docs/decisions/0037-draft-and-sale-copies.md). A generated name (`nameGenerated`) replaces only a generated one,
 * and only while no plan is saved (then the plan's title is the name); any other name sent is the creator's, and
 * from then on the project keeps it (docs/decisions/0012-create-wizard-drafts.md).
 */
export async function updateProject(
  db: Kysely<Database>,
  userId: string,
  id: string,
  input: UpdateProjectInput,
): Promise<void> {
  const row = await findProject(db, userId, id);
  await requireOwnedLinks(db, userId, input);
  const { title, nameGenerated = false, ...fields } = input;
  const documentsChanged = STALING_PARTS.some(
    ([field, column]) => input[field] !== undefined && input[field] !== row[column],
  );
  const named = title !== undefined && !nameGenerated;
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('projects')
      .set({
        ...toProjectColumns(named ? input : fields),
        name_generated: named ? 0 : undefined,
        updated_at: now(),
      })
      .where('id', '=', row.id)
      .where('user_id', '=', userId)
      .execute();
    if (documentsChanged || input.documentsStatus) await markDocumentsStale(trx, { userId, projectIds: [row.id] });
    if (title === undefined) return;
    if (nameGenerated)
      await trx
        .updateTable('projects')
        .set({ title })
        .where('id', '=', row.id)
        .where('user_id', '=', userId)
        .where('name_generated', '=', 1)
        // Once a plan is saved, a name the creator did not give is the plan's title (save-book-plan.ts).
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('book_plans').select('book_plans.project_id').where('book_plans.project_id', '=', row.id),
            ),
          ),
        )
        .execute();
    await updateProjectSearchText(trx, userId, row.id);
  });
}

export const BOOK_BEING_WRITTEN =
  'The book is being written and its sections change as each part is saved. Change them once it is written.';

/**
 * Replaces a project's ordered sections in one transaction: a failure part-way leaves the old ones. A list that
 * differs from the old one (other contents, or the same in another order) resets both copies to not_generated.
 * Refused while a book run writes the project's sections (docs/decisions/0029-book-runs.md), so a page read before
 * the run never writes back a list without its parts.
 */
export async function replaceSections(
  db: Kysely<Database>,
  userId: string,
  id: string,
  contentIds: string[],
): Promise<void> {
  const row = await findProject(db, userId, id);
  await requireOwnedLinks(db, userId, { contentIds });
  const writing = await db
    .selectFrom('book_runs')
    .select('id')
    .where('project_id', '=', row.id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (writing) throw new AppError('CONFLICT', BOOK_BEING_WRITTEN);
  const before = await readSectionIds(db, row.id);
  const changed = before.join() !== contentIds.join();
  await inTransaction(db, async (trx) => {
    await writeSections(trx, row.id, contentIds);
    if (changed) await markDocumentsStale(trx, { userId, projectIds: [row.id] });
  });
}
