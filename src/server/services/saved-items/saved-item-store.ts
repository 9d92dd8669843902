import type { Kysely } from 'kysely';
import type { ItemUsage } from '../../../shared/schemas/item-usage.js';
import type { ListQuery } from '../../../shared/schemas/saved-item.js';
import { readCount } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

/** One page of a list: its items and the cursor of the next page, or null. */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/**
 * The reads and writes of one kind of saved item, every statement scoped to its owner (docs/product-rules.md R4). Lists
 * answer pages of summaries; `get` answers the whole item. A missing id, a malformed one and another user's id are the
 * same 404.
 */
export interface SavedItemStore<Input, Item, Summary> {
  list(userId: string, query: ListQuery): Promise<Page<Summary>>;
  count(userId: string): Promise<number>;
  get(userId: string, id: string): Promise<Item>;
  create(userId: string, input: Input): Promise<Item>;
  update(userId: string, id: string, input: Input): Promise<Item>;
  remove(userId: string, id: string): Promise<void>;
  /** The user's projects that use the item. */
  usage(userId: string, id: string): Promise<ItemUsage>;
}

/** The tables of the kinds of saved item. */
export type SavedItemTable = 'niches' | 'product_ideas' | 'product_titles' | 'generated_content' | 'cover_images';

/** How many items of a kind the user has. */
export async function countSavedItems(db: Kysely<Database>, table: SavedItemTable, userId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return readCount(row.count);
}
