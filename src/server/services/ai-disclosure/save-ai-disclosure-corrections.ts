import type { Kysely } from 'kysely';
import {
  againstRecordMessage,
  DISCLOSURE_KINDS,
  type AiDisclosure,
  type aiDisclosureCorrections,
} from '../../../shared/schemas/ai-disclosure.js';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { now, writeJson } from '../../db/codec.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { findProject } from '../book-model/find-project.js';
import { readAiDisclosure } from './read-ai-disclosure.js';
import { readCorrections } from './stored-corrections.js';

/**
 * Stores the creator's corrections to the AI disclosure of one of their projects beside its listing
 * (book_listings.disclosure_corrections; docs/decisions/0058-ai-disclosure.md): a kind given an answer takes it, a kind
 * given null goes back to the derived answer, a kind left out keeps what it had. An answer other than the record's is
 * taken only `againstRecord`: without it nothing is stored, and the 409 says what the record shows
 * (docs/decisions/0071-honesty-measured.md). A project without a listing gets one with empty fields. Answers the
 * disclosure as it now reads. A missing, malformed or foreign project is a 404.
 */
export async function saveAiDisclosureCorrections(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  { againstRecord, ...changes }: z.output<typeof aiDisclosureCorrections>,
): Promise<AiDisclosure> {
  const project = await findProject(db, userId, projectId);
  if (!againstRecord) {
    const record = await readAiDisclosure(db, userId, project.id);
    for (const kind of DISCLOSURE_KINDS) {
      const answer = changes[kind];
      if (answer && answer !== record[kind].derived)
        throw new AppError('CONFLICT', againstRecordMessage(kind, record[kind], answer));
    }
  }
  await inTransaction(db, async (trx) => {
    const stamp = now();
    // Written before anything is read, so a SQLite transaction waits for the write lock rather than failing busy.
    await trx
      .insertInto('book_listings')
      .values({
        project_id: project.id,
        user_id: userId,
        keywords: writeJson([]),
        categories: writeJson([]),
        etsy_tags: writeJson([]),
        sources: writeJson({}),
        previous: writeJson({}),
        disclosure_corrections: writeJson({}),
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((conflict) => conflict.column('project_id').doNothing())
      .execute();
    const listing = await trx
      .selectFrom('book_listings')
      .select('disclosure_corrections')
      .where('project_id', '=', project.id)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const corrections = readCorrections(listing.disclosure_corrections);
    for (const kind of DISCLOSURE_KINDS) {
      const change = changes[kind];
      if (change === null) delete corrections[kind];
      else if (change !== undefined) corrections[kind] = change;
    }
    await trx
      .updateTable('book_listings')
      .set({ disclosure_corrections: writeJson(corrections), updated_at: stamp })
      .where('project_id', '=', project.id)
      .where('user_id', '=', userId)
      .execute();
  });
  return readAiDisclosure(db, userId, project.id);
}
