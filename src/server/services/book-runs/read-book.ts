import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readBookPlan } from '../book-plans/read-book-plan.js';
import { bookProductType } from '../projects/book-product-type.js';
import { findProject } from '../projects/find-project.js';
import { matchBookSections, planBookParts } from './book-parts.js';

/** A project's section as a part of its book: its text, and whether a rewrite kept the text before. */
function readBookSections(db: Kysely<Database>, userId: string, projectId: string) {
  return db
    .selectFrom('project_content_sections')
    .innerJoin('generated_content', 'generated_content.id', 'project_content_sections.content_id')
    .select([
      'generated_content.id',
      'generated_content.section_name',
      'generated_content.content',
      'generated_content.previous_content',
    ])
    .where('project_content_sections.project_id', '=', projectId)
    .where('generated_content.user_id', '=', userId)
    .orderBy('project_content_sections.order_index')
    .execute();
}

/**
 * One of the user's projects as a book (docs/decisions/0029-book-runs.md): its plan (saved or derived), product type,
 * parts in reading order and which of its sections is which part. A missing or foreign project is 'Project not found'.
 */
export async function readBook(db: Kysely<Database>, userId: string, projectId: string) {
  const project = await findProject(db, userId, projectId);
  const [{ plan }, idea, sections] = await Promise.all([
    readBookPlan(db, userId, project.id),
    project.product_idea_id
      ? db
          .selectFrom('product_ideas')
          .select('product_type')
          .where('id', '=', project.product_idea_id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      : undefined,
    readBookSections(db, userId, project.id),
  ]);
  const productType = bookProductType(project.product_type, idea?.product_type);
  const parts = planBookParts(plan, productType);
  return { project, plan, productType, parts, ...matchBookSections(parts, plan, sections) };
}
export type Book = Awaited<ReturnType<typeof readBook>>;
