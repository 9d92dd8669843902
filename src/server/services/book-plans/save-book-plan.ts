import type { Kysely } from 'kysely';
import type { BookPlan, BookPlanResponse } from '../../../shared/schemas/book-plan.js';
import { now, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { readBookPlan } from './read-book-plan.js';
import { STALE_COPIES } from '../documents/document-copies.js';

/** The plan's fields the files print: a change to one of them makes the project's files out of date. */
const PRINTED_FIELDS = ['title', 'subtitle', 'authorName', 'isbn'] as const;

/**
 * Saves the whole plan of one of the user's projects, replacing the saved or derived one, in one transaction.
 * When a field the files print differs from the plan before, the files are out of date: both copies go back to
 * not_generated, as when the project links another part (docs/decisions/0013-project-page.md).
 */
export async function saveBookPlan(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  plan: BookPlan,
): Promise<BookPlanResponse> {
  return db.transaction().execute(async (trx) => {
    const before = (await readBookPlan(trx, userId, projectId)).plan;
    const stamp = now();
    const columns = {
      title: plan.title,
      subtitle: plan.subtitle,
      author_name: plan.authorName,
      isbn: plan.isbn,
      chapters: writeJson(plan.chapters),
      updated_at: stamp,
    };
    await trx
      .insertInto('book_plans')
      .values({ project_id: projectId, user_id: userId, created_at: stamp, ...columns })
      .onConflict((conflict) => conflict.column('project_id').doUpdateSet(columns))
      .execute();
    if (PRINTED_FIELDS.some((field) => plan[field] !== before[field])) {
      await trx
        .updateTable('projects')
        .set({ ...STALE_COPIES, updated_at: stamp })
        .where('id', '=', projectId)
        .where('user_id', '=', userId)
        .execute();
    }
    return { plan, saved: true };
  });
}
