import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Log } from '../../logger.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { documentFolder, documentKey, DOCUMENT_FORMATS } from './document-files.js';

/** A file in a project's folder is '<generation>.<format>'. */
const generationOf = (key: string) => key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));

/**
 * Removes the stored documents of a project that are not its current generation's: an earlier generation's, those of
 * a job that lost the race to a later start, those from before projects recorded a generation once it has one, and
 * all of them once the project is deleted (docs/decisions/0026-document-generations.md).
 *
 * The folder is listed before the current generation is read: a start records its generation before its job writes
 * a file, so a file listed here whose generation is not the one read afterwards is never a running generation's
 * current one. Run it after the commit that completed or deleted the project. Best effort: the project is already
 * right without it, so a failure is logged and never thrown.
 */
export async function removeSupersededDocuments(
  db: Kysely<Database>,
  storage: FileStorage,
  log: Log,
  userId: string,
  projectId: string,
): Promise<void> {
  try {
    const stored = await storage.list(documentFolder(userId, projectId));
    const project = await db
      .selectFrom('projects')
      .select('documents_generation')
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const current = project ? project.documents_generation : undefined;
    const superseded = stored.filter((key) => generationOf(key) !== current);
    if (current !== null)
      superseded.push(...DOCUMENT_FORMATS.map((format) => documentKey(userId, projectId, null, format)));
    for (const key of superseded) await storage.remove(key);
  } catch (error) {
    log.warn({ err: error, projectId }, 'superseded documents not removed');
  }
}
