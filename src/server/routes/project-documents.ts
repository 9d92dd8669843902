import type { Context, MiddlewareHandler } from 'hono';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import {
  DOCUMENT_COPIES,
  type DocumentCopy,
  type DocumentGenerationStarted,
} from '../../shared/schemas/project-document.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { DOWNLOADS, openProjectDocument } from '../services/documents/document-files.js';
import {
  DOCUMENT_FORMATS,
  ANSWER_KEY_FORMATS,
  PRINT_FORMATS,
  type StoredFormat,
} from '../services/book-model/stored-documents.js';
import { readDocumentStatus } from '../services/documents/read-document-status.js';
import { startDocumentGeneration } from '../services/documents/start-document-generation.js';
import { packBookFiles } from '../services/downloads/pack-book-files.js';
import { fileAnswer } from '../http/file-answer.js';
import { packSources } from '../services/downloads/pack-sources.js';

const STARTED: DocumentGenerationStarted = { documentsStatus: 'generating' };

/**
 * POST /api/projects/:id/documents starts generating the PDF, DOCX and EPUB for sale (202, documentsStatus generating),
 * or with `{ "draft": true }` the draft copy, each beside the other (docs/decisions/0037-draft-and-sale-copies.md);
 * GET /api/projects/:id/documents says how both stand; GET /api/projects/:id/documents/{pdf|docx|epub} downloads one
 * of the copy for sale, …/documents/print its print interior and …/documents/wrap-cover its full-wrap cover
 * (docs/decisions/0050-print-edition.md) and
 * …/documents/draft/{pdf|docx|epub} one of the draft copy, named after the book's title;
 * GET /api/projects/:id/documents/zip all of the copy for sale in one ZIP with a README.txt, packed while the user
 * waits, within `filesMade` (services/downloads/files-made-at-once.ts).
 * Owner only.
 */
export function projectDocumentRoutes(
  { database, storage, storageQuota, jobs }: AppDeps,
  filesMade: MiddlewareHandler<AppEnv>,
) {
  const download = async (c: Context<AppEnv>, format: StoredFormat, copy: DocumentCopy) => {
    const { file, disposition } = await openProjectDocument(
      database.db,
      storage,
      c.get('user').id,
      c.req.param('id') ?? '',
      format,
      copy,
    );
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
    route(projectDocumentApi.start, async (c, answer) => {
      const userId = c.get('user').id;
      const deps = { db: database.db, jobs, storage, storageQuota };
      await startDocumentGeneration(deps, userId, c.req.param('id'), c.req.valid('json'));
      return answer(STARTED, 202);
    }),
    route(projectDocumentApi.status, async (c, answer) =>
      answer(await readDocumentStatus(database.db, c.get('user').id, c.req.param('id'))),
    ),
    route(projectDocumentApi.sources, [filesMade], async (c) =>
      fileAnswer(await packSources(database.db, storage, c.get('user').id, c.req.param('id'))),
    ),
    route(projectDocumentApi.all, [filesMade], async (c) => {
      const { bytes, disposition } = await packBookFiles(database.db, storage, c.get('user').id, c.req.param('id'));
      return new Response(bytes, {
        headers: {
          'content-type': 'application/zip',
          'content-length': String(bytes.length),
          'content-disposition': disposition,
          'cache-control': 'private, no-cache',
        },
      });
    }),
    ...DOCUMENT_COPIES.flatMap((copy) =>
      DOCUMENT_FORMATS.map((format) => route(DOWNLOADS[copy][format], (c) => download(c, format, copy))),
    ),
    ...[...PRINT_FORMATS, 'fillable' as const, ...ANSWER_KEY_FORMATS, 'license' as const].map((format) =>
      route(DOWNLOADS.sale[format], (c) => download(c, format, 'sale')),
    ),
  );
}
