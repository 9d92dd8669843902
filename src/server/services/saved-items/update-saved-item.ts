import type { Kysely } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import type { SavedItemKind } from './saved-item-kinds.js';
import { markProjectsUsingStale } from './stale-projects.js';
import { inTransaction } from '../../db/in-transaction.js';

/**
 * Replaces one of the user's saved items. The documents of the projects that use it were made from the old one,
 * so their documents status goes back to not_generated in the same transaction (docs/product-rules.md R23). The
 * kind's `afterUpdate`, if it has one, runs after the commit with the item as it was.
 */
export async function updateSavedItem<Input, Item extends { id: string }, Summary>(
  db: Kysely<Database>,
  kind: SavedItemKind<Input, Item, Summary>,
  userId: string,
  id: string,
  input: Input,
): Promise<Item> {
  const startedAt = now();
  const { replaced, item } = await inTransaction(db, async (trx) => {
    const store = kind.store(trx);
    const replaced = kind.afterUpdate ? await store.get(userId, id) : null;
    const item = await store.update(userId, id, input);
    await markProjectsUsingStale(trx, kind.table, userId, item.id);
    return { replaced, item };
  });
  if (replaced) await kind.afterUpdate!(db, userId, replaced, startedAt);
  return item;
}
