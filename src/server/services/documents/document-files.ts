import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { requireFound, requireItemId } from '../saved-items/saved-item-store.js';
import { documentFileName } from './document-file-name.js';

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'epub'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/**
 * A project's documents live in storage under their owner's folder, one file per format (a new generation
 * replaces them), and are served at /api/projects/<id>/documents/<format>: pdf_url, docx_url and epub_url.
 */
export const documentKey = (userId: string, projectId: string, format: DocumentFormat) =>
  `documents/${userId}/${projectId}.${format}`;

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
 * The owner's stored document with its Content-Disposition, only while the project's documents are current (PDF
 * status completed); another user's project, or no file yet, is a 404.
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
      .select(['title', 'pdf_status', 'pdf_url'])
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
  if (project.pdf_status !== 'completed') throw notCurrent(project);
  const file = await storage.open(documentKey(userId, projectId, format));
  if (!file) throw new AppError('NOT_FOUND', 'Document not found');
  return { file, disposition: documentFileName(project.title, format) };
}
