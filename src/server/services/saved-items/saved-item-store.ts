import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ItemUsage } from '../../../shared/schemas/item-usage.js';
import type { ListQuery } from '../../../shared/schemas/saved-item.js';
import { readCount } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

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

const itemId = z.uuid();

/** 'Niche not found': `label` names the kind. */
const itemNotFound = (label: string) => new AppError('NOT_FOUND', `${label} not found`);

/** The id itself when it can name an item; a malformed id is answered like a missing one. */
export function requireItemId(label: string, id: string): string {
  if (!itemId.safeParse(id).success) throw itemNotFound(label);
  return id;
}

/** The row the owner-scoped statement found, or the item's 404. */
export function requireFound<Row>(label: string, row: Row | undefined): Row {
  if (row === undefined) throw itemNotFound(label);
  return row;
}

/** A delete that matched no row of the owner is the item's 404. */
export function requireDeleted(label: string, result: { numDeletedRows: bigint }): void {
  if (result.numDeletedRows === 0n) throw itemNotFound(label);
}
