import type { Kysely } from 'kysely';
import { now, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { DOCUMENT_FORMATS, documentKey, type DocumentFormat } from '../documents/document-files.js';
import type { NamedFile } from './publish-files.js';

/** One stored file of the generation, read whole. */
async function readStored(storage: FileStorage, key: string, format: DocumentFormat): Promise<NamedFile> {
  const file = await storage.open(key);
  if (!file) throw new Error(`The ${format.toUpperCase()} of the generation to check is not stored`);
  return { name: `The ${format.toUpperCase()}`, bytes: new Uint8Array(await new Response(file.body).arrayBuffer()) };
}

/**
 * Reads the files one generation of a project's copy for sale stored, applies every destination's rules to them and
 * keeps the result as the project's publish check, replacing the one before (docs/decisions/0052-publish-check.md).
 * The readers (a WASM build of MuPDF) load on the first check, not when the server starts.
 */
export async function checkPublishFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  projectId: string,
  generation: string,
): Promise<void> {
  const [pdf, docx, epub] = await Promise.all(
    DOCUMENT_FORMATS.map((format) => readStored(storage, documentKey(userId, projectId, generation, format), format)),
  );
  const { runPublishCheck } = await import('./run-publish-check.js');
  const destinations = writeJson(runPublishCheck({ pdf: pdf!, docx: docx!, epub: epub! }));
  const checkedAt = now();
  await db
    .insertInto('publish_checks')
    .values({ project_id: projectId, user_id: userId, generation, destinations, checked_at: checkedAt })
    .onConflict((conflict) =>
      conflict.column('project_id').doUpdateSet({ generation, destinations, checked_at: checkedAt }),
    )
    .execute();
}
