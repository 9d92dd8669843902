import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The content ids of a project's sections in their order. */
export async function readSectionIds(db: Kysely<Database>, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('project_content_sections')
    .select('content_id')
    .where('project_id', '=', projectId)
    .orderBy('order_index')
    .execute();
  return rows.map((row) => row.content_id);
}

/**
 * Writes a project's sections in order, after deleting the old ones (docs/product-rules.md R25). Run it inside a
 * transaction, so a failure part-way leaves the old sections in place.
 */
export async function writeSections(trx: Kysely<Database>, projectId: string, contentIds: string[]): Promise<void> {
  await trx.deleteFrom('project_content_sections').where('project_id', '=', projectId).execute();
  await insertSections(trx, projectId, contentIds);
}

/** The rows of a project's sections, in order. */
export const sectionRows = (projectId: string, contentIds: string[]) =>
  contentIds.map((contentId, orderIndex) => ({
    id: randomUUID(),
    project_id: projectId,
    content_id: contentId,
    order_index: orderIndex,
  }));

/** Adds the sections of a project that has none yet, in order, in one statement. */
export async function insertSections(db: Kysely<Database>, projectId: string, contentIds: string[]): Promise<void> {
  if (contentIds.length === 0) return;
  await db.insertInto('project_content_sections').values(sectionRows(projectId, contentIds)).execute();
}
