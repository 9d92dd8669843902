import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { now, readCount } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { ItemTable, SavedItemKind } from './saved-item-kinds.js';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * The reads and writes of spec §7 for one kind of saved item, every statement scoped to its owner.
 * A missing id, a malformed one and another user's id are the same 404.
 */
export function savedItemStore<Table extends ItemTable, Input, Item>(
  database: Kysely<Database>,
  kind: SavedItemKind<Table, Input, Item>,
) {
  // One kind's table at a time: the row types are checked by the kind's toRow/fromRow.
  const db = database as unknown as Kysely<Record<ItemTable, Database['niches'] & { id: string; user_id: string }>>;
  const table = kind.table as 'niches';
  const fromRow = kind.fromRow as unknown as (row: unknown) => Item;
  const notFound = () => new AppError('NOT_FOUND', `${kind.label} not found`);

  const requireOwned = async (userId: string, id: string) => {
    if (!isUuid(id)) throw notFound();
    const row = await db
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(userId: string): Promise<Item[]> {
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(fromRow);
    },

    async get(userId: string, id: string): Promise<Item> {
      return fromRow(await requireOwned(userId, id));
    },

    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return readCount(row.count);
    },

    async create(userId: string, input: Input): Promise<Item> {
      const row = await db
        .insertInto(table)
        .values({ ...(kind.toRow(input) as object), id: randomUUID(), user_id: userId, created_at: now() } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return fromRow(row);
    },

    async update(userId: string, id: string, input: Input): Promise<Item> {
      if (!isUuid(id)) throw notFound();
      const row = await db
        .updateTable(table)
        .set(kind.toRow(input) as never)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return fromRow(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      const result = await db.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (result.numDeletedRows === 0n) throw notFound();
    },
  };
}
