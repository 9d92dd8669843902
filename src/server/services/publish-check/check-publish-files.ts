import type { Kysely } from 'kysely';
import { now, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { DOCUMENT_FORMATS, documentKey, type StoredFormat } from '../book-model/stored-documents.js';
import type { NamedFile, PublishFiles } from './publish-files.js';

/** What each file is called in the check's words. */
const NAMES: Record<StoredFormat, string> = {
  pdf: 'The PDF',
  docx: 'The DOCX',
  epub: 'The EPUB',
  print: 'The print interior',
  'wrap-cover': 'The wrap cover',
  fillable: 'The fillable PDF',
  'answer-key': 'The answer key',
  'teachers-edition': "The teacher's edition",
  license: 'The license file',
};

/** One stored file of the generation, read whole. */
async function readStored(storage: FileStorage, key: string, format: StoredFormat): Promise<NamedFile> {
  const file = await storage.open(key);
  if (!file) throw new Error(`${NAMES[format]} of the generation to check is not stored`);
  return { name: NAMES[format], bytes: new Uint8Array(await new Response(file.body).arrayBuffer()) };
}

/**
 * Reads the files one generation of a project's copy for sale stored, applies every destination's rules to them and
 * keeps the result as the project's publish check, replacing the one before (docs/decisions/0052-publish-check.md).
 * When the generation made the print edition, its interior and wrap cover are checked for KDP Paperback.
 * The readers (a WASM build of MuPDF) load on the first check, not when the server starts.
 */
export async function checkPublishFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  projectId: string,
  generation: string,
): Promise<void> {
  const read = (format: StoredFormat) =>
    readStored(storage, documentKey(userId, projectId, generation, format), format);
  const [pdf, docx, epub] = await Promise.all(DOCUMENT_FORMATS.map(read));
  const files: PublishFiles = { pdf: pdf!, docx: docx!, epub: epub! };
  const print = await db
    .selectFrom('projects')
    .select(['print_page_count', 'print_paper'])
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (print?.print_page_count != null && print.print_paper !== null) {
    files.printInterior = await read('print');
    files.wrapCover = { ...(await read('wrap-cover')), paper: print.print_paper };
  }
  const { runPublishCheck } = await import('./run-publish-check.js');
  const destinations = writeJson(runPublishCheck(files));
  const checkedAt = now();
  await db
    .insertInto('publish_checks')
    .values({ project_id: projectId, user_id: userId, generation, destinations, checked_at: checkedAt })
    .onConflict((conflict) =>
      conflict.column('project_id').doUpdateSet({ generation, destinations, checked_at: checkedAt }),
    )
    .execute();
}
