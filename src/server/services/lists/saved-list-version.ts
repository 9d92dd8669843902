import type { Kysely } from 'kysely';
import { precompiledQuery } from '../../db/precompiled-query.js';
import type { Database } from '../../db/schema.js';

const versionOf = precompiledQuery((db, { userId }: { userId: string }) =>
  db.selectFrom('saved_list_versions').select('version').where('user_id', '=', userId),
);

/**
 * The user's saved-list version: the database moves it on with every change to one of their saved items, in the
 * change's own transaction (migration 0010). 0 until their first saved item.
 */
export async function savedListVersion(db: Kysely<Database>, userId: string): Promise<number> {
  const [row] = await versionOf(db, { userId });
  return row?.version ?? 0;
}
