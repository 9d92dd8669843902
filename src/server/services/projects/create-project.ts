import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CreateProjectInput } from '../../../shared/schemas/project.js';
import { now } from '../../db/codec.js';
import { toSearchText } from '../../db/search-text.js';
import type { Database } from '../../db/schema.js';
import { createOnce } from '../saved-items/create-once.js';
import { toProjectColumns } from './project-columns.js';
import { requireOwnedContents, requireOwnedLinks } from './project-links.js';
import { writeSections } from './project-sections.js';

/**
 * Creates a project with its ordered sections in one transaction, once per save key (a double-click on Save makes
 * one project). Answers the new project's id.
 */
export async function createProject(
  db: Kysely<Database>,
  userId: string,
  input: CreateProjectInput,
): Promise<{ id: string }> {
  await requireOwnedLinks(db, userId, input);
  await requireOwnedContents(db, userId, input.contentIds);
  return createOnce(db, userId, input.saveKey, {
    create: (tx) =>
      tx.isTransaction
        ? insertProject(tx, userId, input)
        : tx.transaction().execute((trx) => insertProject(trx, userId, input)),
    get: async (_tx, id) => ({ id }),
  });
}

async function insertProject(
  trx: Kysely<Database>,
  userId: string,
  input: CreateProjectInput,
): Promise<{ id: string }> {
  const id = randomUUID();
  const stamp = now();
  await trx
    .insertInto('projects')
    .values({
      id,
      user_id: userId,
      ...toProjectColumns(input),
      title: input.title,
      search_text: toSearchText(input.title),
      status: input.status,
      pdf_status: 'not_generated',
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await writeSections(trx, id, input.contentIds);
  return { id };
}
