import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { documentFileName } from './document-file-name.js';
import { pathWith } from '../../../shared/api/endpoint.js';
import { projectDocumentApi } from '../../../shared/api/project-documents.js';

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'epub'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The folder of a project's documents: one file per format and generation. */
export const documentFolder = (userId: string, projectId: string) => `documents/${userId}/${projectId}`;

/**
 * Where one generation's file of a format is stored, so two generations never write the same file; files made before
 * projects recorded their generation (null) are under the project's name (docs/decisions/0026-document-generations.md).
 */
export const documentKey = (userId: string, projectId: string, generation: string | null, format: DocumentFormat) =>
  generation === null
    ? `${documentFolder(userId, projectId)}.${format}`
    : `${documentFolder(userId, projectId)}/${generation}.${format}`;

/**
 * Where a project's files are downloaded, derived from its id: links only while they are served, that is while its
 * documents are completed (docs/decisions/0023-stale-documents-are-not-served.md); no column stores them
 * (docs/decisions/0031-document-pipeline-on-the-server.md).
 */
export function documentUrls(projectId: string, documentsStatus: string) {
  const url = (format: DocumentFormat) =>
    documentsStatus === 'completed' ? pathWith(projectDocumentApi[format].path, { id: projectId }) : null;
  return { pdfUrl: url('pdf'), docxUrl: url('docx'), epubUrl: url('epub') };
}

/** Whether any of the project's files is in storage, of any generation or from before generations. */
async function hasStoredDocuments(storage: FileStorage, userId: string, projectId: string) {
  return (
    (await storage.list(documentFolder(userId, projectId))).length > 0 ||
    (await storage.exists(documentKey(userId, projectId, null, 'pdf')))
  );
}

/**
 * Why a project's documents cannot be downloaded while its documents status is not completed: the stored files, if
 * any, were made from parts since changed or deleted, or a new generation is replacing them
 * (docs/decisions/0023-stale-documents-are-not-served.md).
 */
async function notCurrent(storage: FileStorage, userId: string, projectId: string, documentsStatus: string) {
  if (documentsStatus === 'generating')
    return new AppError('NOT_FOUND', "This project's files are being generated. Download them once they are ready.");
  if (await hasStoredDocuments(storage, userId, projectId))
    return new AppError('NOT_FOUND', "This project's files are out of date. Generate them again.");
  return new AppError('NOT_FOUND', 'Document not found');
}

/**
 * The owner's stored document of the project's current generation with its Content-Disposition, only while that
 * generation is completed; another user's project, or no file yet, is a 404.
 */
export async function openProjectDocument(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  projectId: string,
  format: DocumentFormat,
) {
  requireItemId('Project', projectId);
  const project = requireFound(
    'Project',
    await db
      .selectFrom('projects')
      .select(['title', 'documents_status', 'documents_generation'])
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
  if (project.documents_status !== 'completed')
    throw await notCurrent(storage, userId, projectId, project.documents_status);
  const file = await storage.open(documentKey(userId, projectId, project.documents_generation, format));
  if (!file) throw new AppError('NOT_FOUND', 'Document not found');
  return { file, disposition: documentFileName(project.title, format) };
}
