import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { readBook } from '../book-model/read-book.js';
import { inTransaction } from '../../db/in-transaction.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';
import { restoreSection } from '../sections/section-rows.js';

/**
 * Restore previous version (docs/decisions/0029-book-runs.md): the part's text before its last rewrite comes back
 * with who wrote it, and the text it replaces becomes the previous version, so Restore again undoes the restore. The
 * project's files are out of date from then on. Refused while the project's book is being written.
 */
export async function restoreBookPart(db: Kysely<Database>, userId: string, projectId: string, key: string) {
  const book = await readBook(db, userId, projectId);
  const part = book.parts.find((candidate) => candidate.key === key);
  const section = book.byKey.get(key);
  if (!part || !section) throw new AppError('NOT_FOUND', 'This part of the book is not written');
  if (section.previous_content === null) throw new AppError('CONFLICT', `“${part.title}” has no previous version`);
  const running = await db
    .selectFrom('book_runs')
    .select('id')
    .where('project_id', '=', book.project.id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (running) throw new AppError('CONFLICT', 'Wait until the book is written to restore a part');
  await inTransaction(db, async (trx) => {
    await restoreSection(trx, userId, section.id);
    await markDocumentsStale(trx, { userId: userId, projectIds: [book.project.id] });
  });
}
