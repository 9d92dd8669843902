import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DOCUMENTS_STATUSES, type DocumentsStatus } from '../../../shared/catalog.js';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { requireItemId } from '../../errors/item-not-found.js';
import { requireStorageRoom } from '../storage/stored-files.js';
import { generateDocumentsJob } from './generate-documents-job.js';

const STARTABLE: readonly DocumentsStatus[] = ['not_generated', 'failed'];

/**
 * Generate Product / Retry Generation: moves the project to generating under a fresh generation and enqueues one job
 * for that generation, a draft copy when asked for (its files are the generation's files like any other). The move is one conditional update, so of two calls at once only one enqueues; a project
 * already generating or completed is a 409, a user at their storage quota a 413 (docs/product-rules.md R55), unless the start is to `replace` them (a book run that has just written
 * the book). A job of an earlier generation still running can no longer complete the project
 * (docs/decisions/0026-document-generations.md).
 */
export async function startDocumentGeneration(
  db: Kysely<Database>,
  jobs: Pick<JobQueue, 'enqueue'>,
  userId: string,
  projectId: string,
  { draft, replace = false }: { draft: boolean; replace?: boolean },
): Promise<void> {
  requireItemId('Project', projectId);
  await requireStorageRoom(db, userId);
  const generation = randomUUID();
  const result = await db
    .updateTable('projects')
    .set({ documents_status: 'generating', documents_error: null, documents_generation: generation, updated_at: now() })
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .where('documents_status', 'in', replace ? DOCUMENTS_STATUSES : STARTABLE)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const project = await db
      .selectFrom('projects')
      .select('documents_status')
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!project) throw new AppError('NOT_FOUND', 'Project not found');
    throw new AppError(
      'CONFLICT',
      project.documents_status === 'generating'
        ? 'Documents are already being generated for this project'
        : 'Documents are already generated for this project',
    );
  }
  try {
    await jobs.enqueue(generateDocumentsJob, { userId, projectId, generation, draft });
  } catch (error) {
    await db
      .updateTable('projects')
      .set({ documents_status: 'failed', documents_error: 'Failed to start PDF generation', updated_at: now() })
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .where('documents_generation', '=', generation)
      .execute();
    throw error;
  }
}
