import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readBookPlan } from './read-book-plan.js';
import { bookProductType } from './book-product-type.js';
import { findProject } from './find-project.js';
import { projectSectionsQuery, TEXT_ORIGIN_COLUMNS } from './read-section-texts.js';
import { matchBookSections, planBookParts } from '../products/book/book-parts.js';
import { isOutOfDate, readPlanBasis } from './plan-basis.js';

/** A project's sections as parts of its book: their texts, and the text before a rewrite when one kept it. */
const readBookSections = (db: Kysely<Database>, userId: string, projectId: string) =>
  projectSectionsQuery(db, userId, projectId)
    .select([
      'generated_content.id',
      'generated_content.section_name',
      'generated_content.content',
      'generated_content.content_type',
      'generated_content.previous_content',
      'generated_content.plan_basis',
    ])
    .select(TEXT_ORIGIN_COLUMNS)
    .execute();

/**
 * One of the user's projects as a book (docs/decisions/0029-book-runs.md): its plan (saved or derived), product type,
 * parts in reading order, which of its sections is which part, and the keys of the written parts that are out of date
 * (plan-basis.ts). A missing or foreign project is 'Project not found'.
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
  const { byKey, others } = matchBookSections(parts, plan, sections);
  const now = {
    chapters: plan.chapters,
    written: parts.flatMap((part) => (part.number !== null && byKey.has(part.key) ? [part.number] : [])),
    book: plan,
  };
  const outOfDate = new Set(
    parts.flatMap((part) => {
      const section = byKey.get(part.key);
      return section && isOutOfDate(part, readPlanBasis(section.plan_basis), now, section.content) ? [part.key] : [];
    }),
  );
  return { project, plan, productType, parts, byKey, others, outOfDate };
}
export type Book = Awaited<ReturnType<typeof readBook>>;
