import type { Kysely } from 'kysely';
import { z } from 'zod';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { defineJob, FinalJobFailure, registerJob } from '../../jobs/job-definition.js';
import type { Log } from '../../logger.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { COPY_COLUMNS, copyOf, copyValues } from './document-copies.js';
import { STORED_FORMATS, documentKey, type StoredFormat } from '../book-model/stored-documents.js';
import { loadBookSource } from './load-book-source.js';
import { removeSupersededDocuments } from './remove-superseded-documents.js';
import { checkPublishFiles } from '../publish-check/check-publish-files.js';
import { EBOOK_ONLY, RenderOverBudget, renderDocuments, type RenderOutcome } from './render-documents.js';
import { DOCUMENTS_JOB_ATTEMPTS, RENDER_PACE } from '../../limits.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { forgetStoredFile } from '../storage/stored-files.js';
import { isStorageFull, type StorageQuota } from '../storage/storage-quota.js';
import { userStorage } from '../storage/user-storage.js';

/** What the project page says when rendering or storing the documents failed (docs/product-rules.md R38). */
export const DOCUMENTS_FAILED = 'Failed to generate documents';

/** Why a job queued before starts recorded their generation failed without rendering. */
export const QUEUED_WITHOUT_GENERATION =
  'The app was updated while this job waited. Retry Generation to make the files.';

/**
 * Renders a project's PDF, DOCX and EPUB and stores them; tried again before the project is marked failed. The
 * generation is the one its start recorded on the project; jobs queued by older code have none. A draft copy carries
 * the author notes (docs/decisions/0027-author-notes.md) and completes the project's draft copy, not its copy for sale
 * (docs/decisions/0037-draft-and-sale-copies.md); jobs queued before it could be asked for make none. Its lane says
 * how it is paced (render-lane.ts); jobs queued before lanes are long.
 */
export const generateDocumentsJob = defineJob({
  name: 'generate-documents',
  payload: z.object({
    userId: z.uuid(),
    projectId: z.uuid(),
    generation: z.uuid().optional(),
    draft: z.boolean().optional(),
    lane: z.enum(['quick', 'long']).optional(),
  }),
  maxAttempts: DOCUMENTS_JOB_ATTEMPTS,
});

type GenerateDocuments = z.infer<typeof generateDocumentsJob.payload>;

/**
 * Renders the book and stores its files (render-documents.ts), answering what became of the print interior and the
 * fillable PDF; tests whose subject is not the files put a stand-in here, which may answer nothing when it makes
 * neither.
 */
export type DocumentRenderer = (...args: Parameters<typeof renderDocuments>) => Promise<RenderOutcome | void>;

export interface GenerateDocumentsDeps {
  db: Kysely<Database>;
  jobs: Pick<JobQueue, 'enqueue'>;
  storage: FileStorage;
  storageQuota: StorageQuota;
  log: Log;
  render?: DocumentRenderer;
}

/**
 * The print interior's page count or why it was refused, as the project records them (neither without one), the
 * fillable PDF's field count and the answer key's model answers (null without one).
 */
const outcomeColumns = ({ print, fillableFields, modelAnswers }: RenderOutcome) => ({
  print_page_count: print !== null && 'pageCount' in print ? print.pageCount : null,
  print_error: print !== null && 'refused' in print ? print.refused : null,
  fillable_fields: fillableFields,
  model_answers: modelAnswers,
});

/**
 * Only the project's current generation, still generating, is touched: one reset by an edit, restarted since, or
 * deleted is left alone, so a job that lost the race to a later start never completes it
 * (docs/decisions/0026-document-generations.md). A project whose documents were made is finished: it becomes ready
 * in the same statement that records the files (docs/decisions/0022-live-document-status.md).
 */
export function generateDocumentsHandler({
  db,
  jobs,
  storage,
  storageQuota,
  log,
  render = renderDocuments,
}: GenerateDocumentsDeps) {
  const updateCurrent = ({ userId, projectId, generation, draft = false }: GenerateDocuments) => {
    const columns = COPY_COLUMNS[copyOf(draft)];
    return db
      .updateTable('projects')
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .where(columns.generation, generation === undefined ? 'is' : '=', generation ?? null)
      .where(columns.status, '=', 'generating');
  };
  const markFailed = (payload: GenerateDocuments, reason: string) =>
    updateCurrent(payload)
      .set({ ...copyValues(copyOf(payload.draft ?? false), { status: 'failed', error: reason }), updated_at: now() })
      .execute();

  return registerJob(generateDocumentsJob, {
    async run(payload, signal) {
      const { userId, projectId, generation, draft = false, lane = 'long' } = payload;
      if (generation === undefined) {
        await markFailed(payload, QUEUED_WITHOUT_GENERATION);
        return;
      }
      const fileKey = (format: StoredFormat) => documentKey(userId, projectId, generation, format);
      let outcome: RenderOutcome | void;
      try {
        const book = await loadBookSource(db, userId, projectId, { draft });
        outcome = await render(
          book,
          { storage: userStorage(db, storage, storageQuota, userId), fileKey },
          signal,
          RENDER_PACE[lane],
        );
        signal.throwIfAborted();
      } catch (error) {
        // A quick render that ran out of its quick budget is a long one: it goes to the back of the queue as one,
        // and the project stays generating (docs/decisions/0069-quick-lane.md).
        if (lane === 'quick' && error instanceof RenderOverBudget) {
          await jobs.enqueue(generateDocumentsJob, { ...payload, lane: 'long' });
          return;
        }
        // Past the storage quota: the files this generation stored go, and the project says why; trying again
        // would meet the same limit (docs/product-rules.md R55).
        if (isStorageFull(error)) {
          for (const format of STORED_FORMATS) await forgetStoredFile(db, storage, fileKey(format));
          await markFailed(payload, error.message);
          return;
        }
        // The project page shows the reason: the renderer's own words (Typst diagnostics, file errors) stay in the
        // job's log as the cause. A book too complex to render in its budget would run out again: it fails at once,
        // naming the section that held it.
        if (signal.aborted) throw error;
        if (error instanceof RenderOverBudget) throw new FinalJobFailure(error.message, { cause: error });
        throw new Error(DOCUMENTS_FAILED, { cause: error });
      }
      // Only the copy for sale makes the project ready: a draft copy is not the finished book. It records what became
      // of its print interior, made or refused, which leaves the ebook edition's files as they are, its fillable PDF and
      // its answer key.
      await updateCurrent(payload)
        .set({
          ...(draft ? {} : { status: 'ready' as const, ...outcomeColumns(outcome ?? EBOOK_ONLY) }),
          ...copyValues(copyOf(draft), { status: 'completed', error: null }),
          updated_at: now(),
        })
        .execute();
      // Completed: the earlier generations' files go. Refused: this job's own files go if a later start superseded it.
      await removeSupersededDocuments(db, storage, log, userId, projectId);
      // The copy for sale's files are then checked against each store's rules, outside the job's run: reading them
      // takes seconds the job's time limit is not for, and a check that fails leaves the files as they are.
      if (!draft)
        void checkPublishFiles(db, storage, userId, projectId, generation).catch((error: unknown) =>
          log.warn({ err: error, projectId }, 'The publish check failed'),
        );
    },
    async fail(payload, reason) {
      await markFailed(payload, reason);
    },
  });
}
