import type { Kysely } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/in-transaction.js';

/**
 * Creates an item once per save key: a repeated request with the same key (a double-click, a retry after a lost
 * answer) gets the item the first one created. The key is claimed in the same transaction as the insert, so two
 * requests racing each other still make one item: the second waits for the first and then reads its item.
 */
export async function createOnce<Item extends { id: string }>(
  db: Kysely<Database>,
  userId: string,
  saveKey: string | undefined,
  actions: {
    create: (db: Kysely<Database>) => Promise<Item>;
    get: (db: Kysely<Database>, id: string) => Promise<Item>;
  },
): Promise<Item> {
  if (!saveKey) return actions.create(db);
  return inTransaction(db, async (trx) => {
    const claim = await trx
      .insertInto('save_keys')
      .values({ user_id: userId, key: saveKey, created_at: now() })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (claim.numInsertedOrUpdatedRows === 0n) {
      const earlier = await trx
        .selectFrom('save_keys')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('key', '=', saveKey)
        .executeTakeFirstOrThrow();
      if (earlier.item_id) return actions.get(trx, earlier.item_id);
    }
    const item = await actions.create(trx);
    await trx
      .updateTable('save_keys')
      .set({ item_id: item.id })
      .where('user_id', '=', userId)
      .where('key', '=', saveKey)
      .execute();
    return item;
  });
}
