import { Hono, type Context } from 'hono';
import { type DocumentGenerationStarted, generateDocumentsInput } from '../../shared/schemas/project-document.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { jsonResponse } from '../http/json-response.js';
import { validate } from '../http/validate.js';
import { openProjectDocument, type DocumentFormat } from '../services/documents/document-files.js';
import { readDocumentStatus } from '../services/documents/read-document-status.js';
import { startDocumentGeneration } from '../services/documents/start-document-generation.js';
import { withFailureMessage } from '../services/with-failure-message.js';

const STARTED: DocumentGenerationStarted = { documentsStatus: 'generating' };

/**
 * POST /api/projects/:id/documents starts generating the PDF, DOCX and EPUB (202, documentsStatus generating), a draft copy
 * with `{ "draft": true }`;
 * GET /api/projects/:id/documents says how they stand; GET /api/projects/:id/documents/{pdf|docx|epub} downloads
 * one, named after the project's title. Owner only.
 */
export function projectDocumentRoutes({ database, storage, jobs }: AppDeps) {
  const download = async (c: Context<AppEnv>, projectId: string, format: DocumentFormat) => {
    const { file, disposition } = await openProjectDocument(database.db, storage, c.get('user').id, projectId, format);
    return new Response(file.body, {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.size),
        'content-disposition': disposition,
        'cache-control': 'private, no-cache',
      },
    });
  };
  return new Hono<AppEnv>()
    .post('/:id/documents', validate('json', generateDocumentsInput), async (c) => {
      await withFailureMessage(c.get('logger'), 'Failed to start PDF generation', () =>
        startDocumentGeneration(database.db, jobs, c.get('user').id, c.req.param('id'), c.req.valid('json')),
      );
      return jsonResponse(c, STARTED, 202);
    })
    .get('/:id/documents', async (c) => {
      const status = await withFailureMessage(c.get('logger'), 'Failed to load project', () =>
        readDocumentStatus(database.db, c.get('user').id, c.req.param('id')),
      );
      return jsonResponse(c, status);
    })
    .get('/:id/documents/pdf', (c) => download(c, c.req.param('id'), 'pdf'))
    .get('/:id/documents/docx', (c) => download(c, c.req.param('id'), 'docx'))
    .get('/:id/documents/epub', (c) => download(c, c.req.param('id'), 'epub'));
}
