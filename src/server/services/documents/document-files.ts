import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { ALL_COPY_COLUMNS, copyState } from './document-copies.js';
import {
  ANSWER_KEY_FORMATS,
  PRINT_FORMATS,
  documentKey,
  type DocumentFormat,
  type StoredFormat,
} from '../book-model/stored-documents.js';
import { documentFileName, type FileCopy } from './document-file-name.js';
import type { DocumentsStatus } from '../../../shared/catalog.js';
import type { DocumentCopy, DraftCopy } from '../../../shared/schemas/project-document.js';
import { pathWith } from '../../../shared/api/endpoint.js';
import { projectDocumentApi } from '../../../shared/api/project-documents.js';
import { FILLABLE_LABEL } from '../../../shared/fillable-pdf.js';
import { ANSWER_KEY_LABEL, TEACHERS_EDITION_LABEL } from '../../../shared/answer-key.js';
import { LICENSE_FILE_LABEL, type ProductLicense } from '../../../shared/schemas/license.js';

/** The download endpoint of each copy and format: the print edition's files are the copy for sale's alone. */
export const DOWNLOADS = {
  sale: {
    pdf: projectDocumentApi.pdf,
    docx: projectDocumentApi.docx,
    epub: projectDocumentApi.epub,
    print: projectDocumentApi.printPdf,
    'wrap-cover': projectDocumentApi.wrapCover,
    fillable: projectDocumentApi.fillablePdf,
    'answer-key': projectDocumentApi.answerKeyPdf,
    'teachers-edition': projectDocumentApi.teachersEditionPdf,
    license: projectDocumentApi.licensePdf,
  },
  draft: { pdf: projectDocumentApi.draftPdf, docx: projectDocumentApi.draftDocx, epub: projectDocumentApi.draftEpub },
} as const;

/**
 * Where a project's files of one copy are downloaded, derived from its id: links only while they are served, that is
 * while that copy is completed (docs/decisions/0023-stale-documents-are-not-served.md); no column stores them
 * (docs/decisions/0031-document-pipeline-on-the-server.md).
 */
export function documentUrls(projectId: string, documentsStatus: string, copy: DocumentCopy = 'sale') {
  const url = (format: DocumentFormat) =>
    documentsStatus === 'completed' ? pathWith(DOWNLOADS[copy][format].path, { id: projectId }) : null;
  return { pdfUrl: url('pdf'), docxUrl: url('docx'), epubUrl: url('epub') };
}

/** The fillable PDF of a project's files for sale, while they are completed and their generation made one. */
export function fillablePdfOf(projectId: string, row: { documents_status: string; fillable_fields: number | null }) {
  if (row.documents_status !== 'completed' || row.fillable_fields === null) return null;
  return { url: pathWith(DOWNLOADS.sale.fillable.path, { id: projectId }), fields: row.fillable_fields };
}

/**
 * The answer key and teacher's edition of a project's files for sale, while they are completed and their generation
 * made them, with how many model answers they hold.
 */
export function answerKeyOf(projectId: string, row: { documents_status: string; model_answers: number | null }) {
  if (row.documents_status !== 'completed' || row.model_answers === null) return null;
  return {
    answerKeyUrl: pathWith(DOWNLOADS.sale['answer-key'].path, { id: projectId }),
    teachersEditionUrl: pathWith(DOWNLOADS.sale['teachers-edition'].path, { id: projectId }),
    answers: row.model_answers,
  };
}

/**
 * The license file of a project's files for sale, while they are completed and the project is sold with a license:
 * a license that changes makes the files out of date (license/project-license.ts), so the files served were made
 * with the one the project has.
 */
export function licenseFileOf(projectId: string, documentsStatus: string, license: ProductLicense) {
  if (documentsStatus !== 'completed' || license.preset === 'none') return null;
  return pathWith(DOWNLOADS.sale.license.path, { id: projectId });
}

/** How a project's draft copy stands, as its row records it, with its download links once it is made. */
export function draftCopyOf(
  projectId: string,
  row: { draft_documents_status: DocumentsStatus; draft_documents_error: string | null },
): DraftCopy {
  const status = row.draft_documents_status;
  return {
    documentsStatus: status,
    documentsError: status === 'failed' ? row.draft_documents_error : null,
    ...documentUrls(projectId, status, 'draft'),
  };
}

/** Why a generation of the files for sale made no print edition, when it was not refused. */
const NO_PRINT_EDITION =
  'This project has no print edition files: set up its print edition, then generate its files again.';

/** Why a generation of the files for sale made no fillable PDF. */
export const NO_FILLABLE_PDF =
  'This project has no fillable PDF: only a workbook or a course with places to write or tick in has one.';

/** Why a generation of the files for sale made no answer key nor teacher's edition. */
export const NO_ANSWER_KEY =
  "This project has no answer key: only a workbook or a course whose exercises have model answers has one, with a teacher's edition.";

/** Why the files for sale have no license file. */
export const NO_LICENSE_FILE =
  'This project has no license file: choose the license it is sold with, then generate its files again.';

/** What each of a copy for sale's companion PDFs is called beside the book's title. */
const LABELS: Partial<Record<StoredFormat, string>> = {
  fillable: FILLABLE_LABEL,
  'answer-key': ANSWER_KEY_LABEL,
  'teachers-edition': TEACHERS_EDITION_LABEL,
  license: LICENSE_FILE_LABEL,
};

/** How a copy's file of a format is named after the book: its extension and what follows the title. */
export function fileNaming(format: StoredFormat, copy: DocumentCopy): { extension: string; name: FileCopy } {
  const print = PRINT_FORMATS.find((known) => known === format);
  const label = LABELS[format];
  return {
    extension: print || label ? 'pdf' : format,
    name: { draft: copy === 'draft', ...(print ? { print } : {}), ...(label ? { label } : {}) },
  };
}

/** Why a copy's files are not served, by what it is doing: [copy for sale, draft copy]. */
const NOT_CURRENT = {
  generating: [
    "This project's files are being generated. Download them once they are ready.",
    "This project's draft copy is being generated. Download it once it is ready.",
  ],
  stale: [
    "This project's files are out of date. Generate them again.",
    "This project's draft copy is out of date. Make a new draft copy.",
  ],
} as const;

/**
 * Why a copy's documents cannot be downloaded while it is not completed: its stored files were made from parts since
 * changed or deleted, or a new generation is replacing them (docs/decisions/0023-stale-documents-are-not-served.md).
 */
async function notCurrent(
  storage: FileStorage,
  key: string,
  copy: DocumentCopy,
  { status, generation }: { status: string; generation: string | null },
) {
  const which = copy === 'sale' ? 0 : 1;
  if (status === 'generating') return new AppError('NOT_FOUND', NOT_CURRENT.generating[which]);
  if ((copy === 'sale' || generation !== null) && (await storage.exists(key)))
    return new AppError('NOT_FOUND', NOT_CURRENT.stale[which]);
  return new AppError('NOT_FOUND', 'Document not found');
}

/**
 * The owner's stored document of one copy's current generation with its Content-Disposition, named after the book
 * plan's title, only while that copy is completed; another user's project, or no file yet, is a 404.
 */
export async function openProjectDocument(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  projectId: string,
  format: StoredFormat,
  copy: DocumentCopy,
) {
  requireItemId('Project', projectId);
  const project = requireFound(
    'Project',
    await db
      .selectFrom('projects')
      .select([...ALL_COPY_COLUMNS, 'print_page_count', 'print_error', 'fillable_fields', 'model_answers'])
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
  const state = copyState(project, copy);
  const key = documentKey(userId, projectId, state.generation, format);
  if (state.status !== 'completed') throw await notCurrent(storage, key, copy, state);
  const print = PRINT_FORMATS.find((known) => known === format);
  if (print && project.print_page_count === null)
    throw new AppError('NOT_FOUND', project.print_error ?? NO_PRINT_EDITION);
  if (format === 'fillable' && project.fillable_fields === null) throw new AppError('NOT_FOUND', NO_FILLABLE_PDF);
  const answerKey = ANSWER_KEY_FORMATS.find((known) => known === format);
  if (answerKey && project.model_answers === null) throw new AppError('NOT_FOUND', NO_ANSWER_KEY);
  const file = await storage.open(key);
  // Only a licensed product's generation makes a license file (render-documents.ts).
  if (!file) throw new AppError('NOT_FOUND', format === 'license' ? NO_LICENSE_FILE : 'Document not found');
  const { plan } = await readBookPlan(db, userId, projectId);
  const { extension, name } = fileNaming(format, copy);
  return { file, disposition: documentFileName(plan.title, extension, name) };
}
