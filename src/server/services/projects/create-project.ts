import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CreateProjectInput } from '../../../shared/schemas/project.js';
import { now } from '../../db/codec.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database, ProjectsTable } from '../../db/schema.js';
import { createOnce } from '../saved-items/create-once.js';
import { findProject } from './find-project.js';
import { toProjectColumns } from './project-columns.js';
import { requireOwnedLinks } from './project-links.js';
import { insertSections } from './project-sections.js';
import { projectSearchText } from './project-search-text.js';

/**
 * Creates a project with its ordered sections in one transaction, once per save key (a double-click on Save makes
 * one project). Answers the new project's row as stored.
 */
export async function createProject(
  db: Kysely<Database>,
  userId: string,
  input: CreateProjectInput,
): Promise<Selectable<ProjectsTable>> {
  await requireOwnedLinks(db, userId, input);
  return createOnce(db, userId, input.saveKey, {
    create: (tx) => inTransaction(tx, (trx) => insertProject(trx, userId, input)),
    get: (tx, id) => findProject(tx, userId, id),
  });
}

async function insertProject(trx: Kysely<Database>, userId: string, input: CreateProjectInput) {
  const stamp = now();
  const row = await trx
    .insertInto('projects')
    .values({
      id: randomUUID(),
      user_id: userId,
      ...toProjectColumns(input),
      title: input.title,
      search_text: projectSearchText(input.title, null),
      name_generated: input.nameGenerated ? 1 : 0,
      status: input.status,
      documents_status: 'not_generated',
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertSections(trx, row.id, input.contentIds);
  return row;
}
