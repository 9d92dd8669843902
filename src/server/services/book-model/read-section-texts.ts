import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A project's sections joined with their saved content, in no order; only the owner's content is read. */
export function ownedSectionsQuery(db: Kysely<Database>, userId: string, projectId: string) {
  return db
    .selectFrom('project_content_sections')
    .innerJoin('generated_content', 'generated_content.id', 'project_content_sections.content_id')
    .where('project_content_sections.project_id', '=', projectId)
    .where('generated_content.user_id', '=', userId);
}

/** A project's sections joined with their saved content, in their order; only the owner's content is read. */
export function projectSectionsQuery(db: Kysely<Database>, userId: string, projectId: string) {
  return ownedSectionsQuery(db, userId, projectId).orderBy('project_content_sections.order_index');
}

/** The columns that tell where a section's text came from (services/text-origins/text-shares.ts). */
export const TEXT_ORIGIN_COLUMNS = [
  'generated_content.writer',
  'generated_content.generated_by',
  'generated_content.generated_text',
] as const;

/** A project's sections in their order, each one's id, name, markdown and where its text came from. */
export function readSectionTexts(db: Kysely<Database>, userId: string, projectId: string) {
  return projectSectionsQuery(db, userId, projectId)
    .select(['generated_content.id', 'generated_content.section_name', 'generated_content.content'])
    .select(TEXT_ORIGIN_COLUMNS)
    .execute();
}
