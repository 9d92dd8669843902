import type { Kysely } from 'kysely';
import { z } from 'zod';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { defineJob, registerJob } from '../../jobs/job-definition.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { documentKey, documentUrl, DOCUMENT_FORMATS } from './document-files.js';
import { loadBookInput } from './load-book-input.js';
import { renderDocuments, type RenderedDocuments } from './render-documents.js';

/** What the project page says when rendering or storing the documents failed (spec §8). */
export const DOCUMENTS_FAILED = 'Failed to generate documents';

/** Renders a project's PDF, DOCX and EPUB and stores them; tried twice before the project is marked failed. */
export const generateDocumentsJob = defineJob({
  name: 'generate-documents',
  payload: z.object({ userId: z.uuid(), projectId: z.uuid() }),
  maxAttempts: 2,
});

export interface GenerateDocumentsDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  render?: (input: Awaited<ReturnType<typeof loadBookInput>>, signal: AbortSignal) => Promise<RenderedDocuments>;
}

/**
 * Only a project still generating is touched: a deleted one, or one reset by an edit meanwhile, is left alone. A
 * project whose documents were made is finished: it becomes ready in the same statement that records the files
 * (docs/decisions/0022-live-document-status.md).
 */
export function generateDocumentsHandler({ db, storage, render = renderDocuments }: GenerateDocumentsDeps) {
  return registerJob(generateDocumentsJob, {
    async run({ userId, projectId }, signal) {
      try {
        const files = await render(await loadBookInput(db, storage, userId, projectId), signal);
        signal.throwIfAborted();
        for (const format of DOCUMENT_FORMATS)
          await storage.save(documentKey(userId, projectId, format), files[format]);
      } catch (error) {
        // The project page shows the reason: the renderer's own words (Typst diagnostics, file errors) stay in the
        // job's log as the cause.
        if (signal.aborted) throw error;
        throw new Error(DOCUMENTS_FAILED, { cause: error });
      }
      await db
        .updateTable('projects')
        .set({
          status: 'ready',
          pdf_status: 'completed',
          pdf_error: null,
          pdf_url: documentUrl(projectId, 'pdf'),
          docx_url: documentUrl(projectId, 'docx'),
          epub_url: documentUrl(projectId, 'epub'),
          updated_at: now(),
        })
        .where('id', '=', projectId)
        .where('user_id', '=', userId)
        .where('pdf_status', '=', 'generating')
        .execute();
    },
    async fail({ userId, projectId }, reason) {
      await db
        .updateTable('projects')
        .set({ pdf_status: 'failed', pdf_error: reason, updated_at: now() })
        .where('id', '=', projectId)
        .where('user_id', '=', userId)
        .where('pdf_status', '=', 'generating')
        .execute();
    },
  });
}
