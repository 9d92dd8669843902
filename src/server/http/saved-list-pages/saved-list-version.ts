import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { precompiledQuery } from '../../db/precompiled/index.js';
import type { Database } from '../../db/schema.js';

const versionOf = precompiledQuery((db, { userId }: { userId: string }) =>
  db.selectFrom('saved_list_versions').select('version').where('user_id', '=', userId),
);

/** Per database, the reads of a user's version waiting for the next turn of the event loop. */
const waitingReads = new WeakMap<Kysely<Database>, Map<string, Promise<number>>>();

/**
 * The user's saved-list version: the database moves it on with every change to one of their saved items, in the
 * change's own transaction (migration 0010). 0 until their first saved item.
 *
 * The requests that ask for the same user's version in one turn of the event loop share one read, made in the
 * next turn (docs/decisions/0021): a page that shows several lists asks for each together, and a busy user's
 * requests arrive together. The read starts after every request sharing it arrived, and a request that comes once
 * it has started waits for a read of its own, so each gets a version at least as new as a read of its own.
 */
export function savedListVersion(db: Kysely<Database>, userId: string): Promise<number> {
  let waiting = waitingReads.get(db);
  if (!waiting) {
    waiting = new Map();
    waitingReads.set(db, waiting);
  }
  const shared = waiting.get(userId);
  if (shared) return shared;

  const read = nextTurn().then(async () => {
    waiting.delete(userId);
    const [row] = await versionOf(db, { userId });
    return row?.version ?? 0;
  });
  waiting.set(userId, read);
  return read;
}
