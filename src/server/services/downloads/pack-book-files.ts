import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { readBookPlan } from '../book-plans/read-book-plan.js';
import { bookFileName, documentFileName } from '../documents/document-file-name.js';
import { DOCUMENT_FORMATS, openProjectDocument } from '../documents/document-files.js';
import { bookFilesReadme } from './book-files-readme.js';

const SALE = { draft: false };

/**
 * The owner's copy for sale as one ZIP: each file named after the book, and a README.txt saying which store takes
 * which. Served by the same rule as each file alone: only while the copy is completed
 * (docs/decisions/0023-stale-documents-are-not-served.md); another user's project is a 404. The files are stored
 * as they are: PDF, DOCX and EPUB are compressed already.
 */
export async function packBookFiles(db: Kysely<Database>, storage: FileStorage, userId: string, projectId: string) {
  const opened = [];
  for (const format of DOCUMENT_FORMATS)
    opened.push({ format, ...(await openProjectDocument(db, storage, userId, projectId, format, 'sale')) });
  const { plan } = await readBookPlan(db, userId, projectId);
  const names = { pdf: '', docx: '', epub: '' };
  const entries: Record<string, Uint8Array> = {};
  for (const { format, file } of opened) {
    names[format] = bookFileName(plan.title, format, SALE);
    entries[names[format]] = new Uint8Array(await new Response(file.body).arrayBuffer());
  }
  entries['README.txt'] = new TextEncoder().encode(bookFilesReadme(plan.title, names));
  return { bytes: zipSync(entries, { level: 0 }), disposition: documentFileName(plan.title, 'zip', SALE) };
}
