import type { Kysely } from 'kysely';
import type { UpdateProjectInput } from '../../../shared/schemas/project.js';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { toProjectColumns } from './project-columns.js';
import { findProject } from './find-project.js';
import { requireOwnedLinks } from './project-links.js';
import { readSectionIds, writeSections } from './project-sections.js';

const LINKS = [
  ['nicheId', 'niche_id'],
  ['ideaId', 'product_idea_id'],
  ['titleId', 'title_id'],
  ['coverId', 'cover_id'],
] as const;

/**
 * Changes the fields sent of one of the user's projects. Linking another niche, idea, title or cover makes its
 * documents stale: pdf_status goes back to not_generated (spec §4).
 */
export async function updateProject(
  db: Kysely<Database>,
  userId: string,
  id: string,
  input: UpdateProjectInput,
): Promise<void> {
  const row = await findProject(db, userId, id);
  await requireOwnedLinks(db, userId, input);
  const partChanged = LINKS.some(([field, column]) => input[field] !== undefined && input[field] !== row[column]);
  await db
    .updateTable('projects')
    .set({
      ...toProjectColumns(input),
      pdf_status: partChanged ? 'not_generated' : input.pdfStatus,
      updated_at: now(),
    })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Replaces a project's ordered sections in one transaction: a failure part-way leaves the old ones. A list that
 * differs from the old one (other contents, or the same in another order) resets pdf_status to not_generated.
 */
export async function replaceSections(
  db: Kysely<Database>,
  userId: string,
  id: string,
  contentIds: string[],
): Promise<void> {
  const row = await findProject(db, userId, id);
  await requireOwnedLinks(db, userId, { contentIds });
  const before = await readSectionIds(db, row.id);
  const changed = before.join() !== contentIds.join();
  await db.transaction().execute(async (trx) => {
    await writeSections(trx, row.id, contentIds);
    if (!changed) return;
    await trx
      .updateTable('projects')
      .set({ pdf_status: 'not_generated', updated_at: now() })
      .where('id', '=', row.id)
      .where('user_id', '=', userId)
      .execute();
  });
}
