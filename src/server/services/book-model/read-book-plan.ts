import type { Kysely } from 'kysely';
import { z } from 'zod';
import { bookPlan, type BookPlanResponse } from '../../../shared/schemas/book-plan.js';
import { readJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { projectSectionsQuery } from './read-section-texts.js';
import { deriveBookPlan } from './derive-book-plan.js';
import { bookProductType } from './book-product-type.js';
import { productKind } from '../products/product-kinds.js';
import { productKindOf } from '../../../shared/product-kind.js';

const LABEL = 'Project';
const moduleList = z.array(z.string()).catch([]);
const coverAuthor = z.object({ authorName: z.string().optional() }).catch({});

/** The project's own row and parts, each joined only where it is the owner's, and its saved plan if any. */
function selectPlanSources(db: Kysely<Database>, userId: string, projectId: string) {
  return db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.user_id')
    .leftJoin('profiles', 'profiles.id', 'projects.user_id')
    .leftJoin('product_titles', (join) =>
      join.onRef('product_titles.id', '=', 'projects.title_id').on('product_titles.user_id', '=', userId),
    )
    .leftJoin('product_ideas', (join) =>
      join.onRef('product_ideas.id', '=', 'projects.product_idea_id').on('product_ideas.user_id', '=', userId),
    )
    .leftJoin('cover_images', (join) =>
      join.onRef('cover_images.id', '=', 'projects.cover_id').on('cover_images.user_id', '=', userId),
    )
    .leftJoin('book_plans', (join) =>
      join.onRef('book_plans.project_id', '=', 'projects.id').on('book_plans.user_id', '=', userId),
    )
    .select([
      'projects.title as project_name',
      'projects.name_generated',
      'projects.product_type',
      'product_ideas.product_type as idea_product_type',
      'product_titles.title as chosen_title',
      'product_ideas.concept',
      'product_ideas.modules',
      'cover_images.generation_input as cover_input',
      'profiles.full_name',
      'users.name as account_name',
      'book_plans.title as plan_title',
      'book_plans.subtitle as plan_subtitle',
      'book_plans.author_name as plan_author_name',
      'book_plans.isbn as plan_isbn',
      'book_plans.chapters as plan_chapters',
      'book_plans.description as plan_description',
      'book_plans.final_assignment as plan_final_assignment',
      'book_plans.revision as plan_revision',
    ])
    .where('projects.id', '=', requireItemId(LABEL, projectId))
    .where('projects.user_id', '=', userId);
}

/**
 * The book plan of one of the user's projects: the one its creator saved, else the one derived from its parts
 * (docs/decisions/0028-book-plan.md). Everything that prints the book's title, subtitle or author reads it here.
 * A missing, malformed or foreign project is 'Project not found' (404). A caller that reads the project's sections
 * anyway hands over how to have their names in order (`sectionNames`), asked only for a derived plan, so it does not
 * read them a second time.
 */
export async function readBookPlan(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  sectionNames?: () => Promise<string[]>,
): Promise<BookPlanResponse> {
  const row = requireFound(LABEL, await selectPlanSources(db, userId, projectId).executeTakeFirst());
  const kind = productKindOf(bookProductType(row.product_type, row.idea_product_type));
  if (row.plan_title !== null) {
    const plan = bookPlan.parse({
      title: row.plan_title,
      subtitle: row.plan_subtitle,
      authorName: row.plan_author_name,
      isbn: row.plan_isbn,
      chapters: readJson(row.plan_chapters),
      description: row.plan_description,
      finalAssignment: row.plan_final_assignment ?? '',
    });
    return { plan: productKind(kind).planOf(plan), saved: true, kind, revision: row.plan_revision ?? 0 };
  }
  const names =
    (await sectionNames?.()) ??
    (await projectSectionsQuery(db, userId, projectId).select('generated_content.section_name').execute()).map(
      (section) => section.section_name,
    );
  const plan = deriveBookPlan({
    chosenTitle: row.chosen_title,
    projectName: row.project_name,
    nameGenerated: row.name_generated === 1,
    ideaConcept: row.concept,
    ideaModules: row.modules === null ? [] : moduleList.parse(readJson(row.modules)),
    coverAuthorName: row.cover_input ? (coverAuthor.parse(readJson(row.cover_input)).authorName ?? null) : null,
    accountName: row.full_name ?? row.account_name,
    sectionNames: names,
  });
  return { plan: productKind(kind).planOf(plan), saved: false, kind, revision: 0 };
}
