import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Log } from '../../logger.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { removeSupersededDocuments } from '../documents/remove-superseded-documents.js';
import { requireDeleted, requireItemId } from '../../errors/item-not-found.js';
import { inTransaction } from '../../db/in-transaction.js';

const LABEL = 'Project';

/**
 * Deletes one of the user's projects and its section links in one transaction. The parts it used stay saved:
 * their `project_id` is emptied by the database. Its stored documents are removed after the commit, best effort
 * (docs/decisions/0026-document-generations.md).
 */
export async function deleteProject(
  db: Kysely<Database>,
  storage: FileStorage,
  log: Log,
  userId: string,
  id: string,
): Promise<void> {
  requireItemId(LABEL, id);
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('project_content_sections')
      .where('project_id', 'in', (eb) =>
        eb.selectFrom('projects').select('id').where('id', '=', id).where('user_id', '=', userId),
      )
      .execute();
    const result = await trx
      .deleteFrom('projects')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    requireDeleted(LABEL, result);
  });
  await removeSupersededDocuments(db, storage, log, userId, id);
}
