import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DOCUMENTS_STATUSES, type DocumentsStatus } from '../../../shared/catalog.js';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { requireItemId } from '../../errors/item-not-found.js';
import { StorageFullError, type StorageQuota } from '../storage/storage-quota.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import type { CoverChoice } from '../../../shared/schemas/project-document.js';
import { coverDifferencesText } from '../../../shared/cover-differences-text.js';
import { PLAN_WORDS } from '../../../shared/plan-words.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { readCoverDifferences } from '../covers/read-cover-differences.js';
import { redrawProjectCover } from '../covers/redraw-project-cover.js';
import { hasStorageRoom } from '../storage/stored-files.js';
import { COPY_COLUMNS, copyOf, copyValues } from './document-copies.js';
import { generateDocumentsJob } from './generate-documents-job.js';
import { renderLaneOf } from './render-lane.js';

const STARTABLE: readonly DocumentsStatus[] = ['not_generated', 'failed'];

/** Why a start was refused, per copy: it is being made, or it is made and still current. */
const CONFLICTS = {
  sale: {
    generating: 'Documents are already being generated for this project',
    completed: 'Documents are already generated for this project',
  },
  draft: {
    generating: 'A draft copy is already being generated for this project',
    completed: 'A draft copy is already generated for this project',
  },
} as const;

/** What starting a project's files needs: the database, the queue, and the files and quota a cover redraw stores. */
export interface DocumentStartDeps {
  db: Kysely<Database>;
  jobs: Pick<JobQueue, 'enqueue'>;
  storage: FileStorage;
  storageQuota: StorageQuota;
}

/**
 * What a start does with a cover that prints another title, subtitle or author than the book, the one rule every way
 * to the files goes through (docs/decisions/0036-cover-follows-the-plan.md): `redraw` it with the book's words in its
 * own style first (its refusal, such as a title too long for a cover or a full quota, is the start's), `keep` it as
 * the creator chose; with no choice the start is refused, saying where they differ, and nothing changes.
 */
export async function agreeCover(
  deps: DocumentStartDeps,
  userId: string,
  projectId: string,
  cover: CoverChoice | undefined,
) {
  const differences = await readCoverDifferences(deps.db, userId, projectId);
  if (differences.length === 0 || cover === 'keep') return;
  if (cover === 'redraw') {
    await redrawProjectCover(deps.db, deps.storage, deps.storageQuota, userId, projectId);
    return;
  }
  const { noun } = PLAN_WORDS[(await readBookPlan(deps.db, userId, projectId)).kind];
  throw new AppError(
    'CONFLICT',
    `${coverDifferencesText(differences, noun)} Redraw the cover first, or make the files with the cover as it is.`,
  );
}

/**
 * Make the copy for sale / Make a draft copy / Retry Generation: moves that copy of the project to generating under a
 * fresh generation and enqueues one job for it, once its cover agrees with the book or the caller chose to keep it
 * (agreeCover); the other copy is left as it is
 * (docs/decisions/0037-draft-and-sale-copies.md). The move is one conditional update, so of two calls at once only
 * one enqueues, in the lane the book's size gives it (render-lane.ts); a copy already generating or made is a 409, a user at their storage quota a 413
 * (docs/product-rules.md R55). A start to `replace` the copy (a book run that has just written the book) is never
 * refused: whatever the copy's status it starts, and at the quota it fails at once with the quota's words, so the run
 * completes and the project says why. A job of an earlier generation still running can no longer complete the copy
 * (docs/decisions/0026-document-generations.md).
 */
export async function startDocumentGeneration(
  deps: DocumentStartDeps,
  userId: string,
  projectId: string,
  { draft, replace = false, cover }: { draft: boolean; replace?: boolean; cover?: CoverChoice },
): Promise<void> {
  requireItemId('Project', projectId);
  const { db, jobs, storageQuota: quota } = deps;
  await agreeCover(deps, userId, projectId, cover);
  const room = await hasStorageRoom(db, quota, userId);
  if (!room && !replace) throw new StorageFullError(quota);
  const generation = randomUUID();
  const copy = copyOf(draft);
  const { status } = COPY_COLUMNS[copy];
  const started = room
    ? { status: 'generating' as const, error: null, generation }
    : { status: 'failed' as const, error: quota.message, generation };
  const result = await db
    .updateTable('projects')
    .set({ ...copyValues(copy, started), updated_at: now() })
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .where(status, 'in', replace ? DOCUMENTS_STATUSES : STARTABLE)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const project = await db
      .selectFrom('projects')
      .select(status)
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!project) throw new AppError('NOT_FOUND', 'Project not found');
    throw new AppError('CONFLICT', CONFLICTS[copy][project[status] === 'generating' ? 'generating' : 'completed']);
  }
  if (!room) return;
  try {
    const lane = await renderLaneOf(db, userId, projectId);
    await jobs.enqueue(generateDocumentsJob, { userId, projectId, generation, draft, lane });
  } catch (error) {
    await db
      .updateTable('projects')
      .set({ ...copyValues(copy, { status: 'failed', error: 'Failed to start PDF generation' }), updated_at: now() })
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .where(COPY_COLUMNS[copy].generation, '=', generation)
      .execute();
    throw error;
  }
}
