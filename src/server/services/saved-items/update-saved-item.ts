import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SavedItemKind } from './saved-item-kinds.js';
import { markProjectsUsingStale } from './stale-projects.js';
import { inTransaction } from '../../db/in-transaction.js';

/**
 * Replaces one of the user's saved items. The documents of the projects that use it were made from the old one,
 * so their documents status goes back to not_generated in the same transaction (docs/product-rules.md R23).
 */
export function updateSavedItem<Input, Item extends { id: string }, Summary>(
  db: Kysely<Database>,
  kind: SavedItemKind<Input, Item, Summary>,
  userId: string,
  id: string,
  input: Input,
): Promise<Item> {
  return inTransaction(db, async (trx) => {
    const item = await kind.store(trx).update(userId, id, input);
    await markProjectsUsingStale(trx, kind.table, userId, item.id);
    return item;
  });
}
