import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Log } from '../../logger.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { releaseStoredFile } from '../storage/stored-files.js';
import { documentFolder, documentKey, STORED_FORMATS } from '../book-model/stored-documents.js';

/**
 * Removes the stored documents of a project that are not its current generation's: an earlier generation's, those of
 * a job that lost the race to a later start, those from before projects recorded a generation once it has one, and
 * all of them once the project is deleted (docs/decisions/0026-document-generations.md).
 *
 * Each file goes only if, when its record is removed, the project's current generation is not its own
 * (docs/decisions/0034-bounded-storage.md): a start records its generation before its job writes a file, so a running
 * generation's files are never taken. Run it after the commit that completed or deleted the project. Best effort: the
 * project is already right without it and the storage sweep removes what this misses, so a failure is logged and
 * never thrown.
 */
export async function removeSupersededDocuments(
  db: Kysely<Database>,
  storage: FileStorage,
  log: Log,
  userId: string,
  projectId: string,
): Promise<void> {
  try {
    // Documents are never claimed by a save, so every file stored until now counts, this millisecond's included.
    const claimedBefore = new Date(Date.now() + 1).toISOString();
    const stored = await storage.list(documentFolder(userId, projectId));
    const beforeGenerations = STORED_FORMATS.map((format) => documentKey(userId, projectId, null, format));
    for (const key of [...stored, ...beforeGenerations]) await releaseStoredFile(db, storage, key, claimedBefore);
  } catch (error) {
    log.warn({ err: error, projectId }, 'superseded documents not removed');
  }
}
