import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';

const LABEL = 'Project';

/** One of the user's projects as stored; a missing, malformed or foreign id is 'Project not found' (404). */
export async function findProject(db: Kysely<Database>, userId: string, id: string) {
  const row = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', requireItemId(LABEL, id))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return requireFound(LABEL, row);
}
