import type { Kysely } from 'kysely';
import type { DocumentStatus } from '../../../shared/schemas/project-document.js';
import type { Database } from '../../db/schema.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { draftCopyOf } from './document-files.js';

const LABEL = 'Project';

/**
 * How one of the user's projects' documents stand, its copy for sale and its draft copy: one row by its key, read every half second by each screen that
 * shows the project generating (docs/decisions/0022-live-document-status.md). A missing, malformed or foreign id is
 * 'Project not found'.
 */
export async function readDocumentStatus(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
): Promise<DocumentStatus> {
  const row = await db
    .selectFrom('projects')
    .select([
      'id',
      'title',
      'status',
      'documents_status',
      'documents_error',
      'draft_documents_status',
      'draft_documents_error',
    ])
    .where('id', '=', requireItemId(LABEL, projectId))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const found = requireFound(LABEL, row);
  return {
    id: found.id,
    title: found.title,
    status: found.status,
    documentsStatus: found.documents_status,
    documentsError: found.documents_error,
    draftCopy: draftCopyOf(found.id, found),
  };
}
