import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { requireFound, requireItemId } from '../saved-items/saved-item-store.js';
import { documentFileName } from './document-file-name.js';

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'epub'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The folder of a project's documents: one file per format and generation. */
export const documentFolder = (userId: string, projectId: string) => `documents/${userId}/${projectId}`;

/**
 * Where one generation's file of a format is stored, so two generations never write the same file; files made before
 * projects recorded their generation (null) are under the project's name (docs/decisions/0026-document-generations.md).
 * They are served at /api/projects/<id>/documents/<format>: pdf_url, docx_url and epub_url.
 */
export const documentKey = (userId: string, projectId: string, generation: string | null, format: DocumentFormat) =>
  generation === null
    ? `${documentFolder(userId, projectId)}.${format}`
    : `${documentFolder(userId, projectId)}/${generation}.${format}`;

export const documentUrl = (projectId: string, format: DocumentFormat) =>
  `/api/projects/${projectId}/documents/${format}`;

/**
 * Why a project's documents cannot be downloaded while its PDF status is not completed: the stored files, if any,
 * were made from parts since changed or deleted, or a new generation is replacing them
 * (docs/decisions/0023-stale-documents-are-not-served.md).
 */
function notCurrent(project: { pdf_status: string; pdf_url: string | null }) {
  if (project.pdf_status === 'generating')
    return new AppError('NOT_FOUND', "This project's files are being generated. Download them once they are ready.");
  if (project.pdf_url !== null)
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
      .select(['title', 'pdf_status', 'pdf_url', 'documents_generation'])
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
  if (project.pdf_status !== 'completed') throw notCurrent(project);
  const file = await storage.open(documentKey(userId, projectId, project.documents_generation, format));
  if (!file) throw new AppError('NOT_FOUND', 'Document not found');
  return { file, disposition: documentFileName(project.title, format) };
}
