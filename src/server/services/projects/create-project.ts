import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { CreateProjectInput } from '../../../shared/schemas/project.js';
import { now } from '../../db/codec.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database, ProjectsTable } from '../../db/schema.js';
import { createOnce } from '../saved-items/create-once.js';
import { findProject } from '../book-model/find-project.js';
import { toProjectColumns } from './project-columns.js';
import { requireOwnedLinks } from './project-links.js';
import { insertSections, sectionRows } from './project-sections.js';
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
    create: (tx) => insertProject(tx, userId, input),
    get: (tx, id) => findProject(tx, userId, id),
  });
}

/**
 * The project's row and its sections' rows, together or not at all. On PostgreSQL one statement writes both (its
 * sections' foreign keys are checked as it ends): a transaction would hold a connection, and the rows it locks,
 * across four round trips, each waiting for the server's event loop under load (docs/decisions/0065). SQLite has no
 * writes in a WITH clause, and its transaction is in-process.
 */
async function insertProject(db: Kysely<Database>, userId: string, input: CreateProjectInput) {
  const stamp = now();
  const project: Insertable<ProjectsTable> & { id: string } = {
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
  };
  if (input.contentIds.length > 0 && db.getExecutor().adapter instanceof PostgresAdapter) {
    return db
      .with('project', (cte) => cte.insertInto('projects').values(project).returningAll())
      .with('sections', (cte) =>
        cte.insertInto('project_content_sections').values(sectionRows(project.id, input.contentIds)).returning('id'),
      )
      .selectFrom('project')
      .selectAll()
      .executeTakeFirstOrThrow();
  }
  return inTransaction(db, async (trx) => {
    const row = await trx.insertInto('projects').values(project).returningAll().executeTakeFirstOrThrow();
    await insertSections(trx, row.id, input.contentIds);
    return row;
  });
}
