import type { Context } from 'hono';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import type { DocumentGenerationStarted } from '../../shared/schemas/project-document.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { jsonResponse } from '../http/json-response.js';
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
  return endpointRoutes(
    route(projectDocumentApi.start, async (c) => {
      await withFailureMessage(c.get('logger'), 'Failed to start PDF generation', () =>
        startDocumentGeneration(database.db, jobs, c.get('user').id, c.req.param('id'), c.req.valid('json')),
      );
      return jsonResponse(c, projectDocumentApi.start, STARTED, 202);
    }),
    route(projectDocumentApi.status, async (c) => {
      const status = await withFailureMessage(c.get('logger'), 'Failed to load project', () =>
        readDocumentStatus(database.db, c.get('user').id, c.req.param('id')),
      );
      return jsonResponse(c, projectDocumentApi.status, status);
    }),
    route(projectDocumentApi.pdf, (c) => download(c, c.req.param('id'), 'pdf')),
    route(projectDocumentApi.docx, (c) => download(c, c.req.param('id'), 'docx')),
    route(projectDocumentApi.epub, (c) => download(c, c.req.param('id'), 'epub')),
  );
}
