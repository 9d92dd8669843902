import { sql, type Expression, type SqlBool } from 'kysely';
import type { ListQuery } from '../../../shared/schemas/saved-item.js';
import { readDate } from '../../db/codec.js';
import { toSearchText } from '../../db/search-text.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';

/** `%`, `_` and the escape character itself match only themselves in a search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Which rows of `table` belong on one page of a user's list (read newest first: created_at, then id, both
 * descending): the owner's rows whose title contains the search, case-insensitive (both sides are folded by
 * toSearchText: the row's in its `search_text` column), after the cursor's position.
 */
export function pageFilter(table: string, userId: string, query: ListQuery): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions = [sql<SqlBool>`${column('user_id')} = ${userId}`];
  if (query.search) {
    const pattern = `%${escapeLike(toSearchText(query.search))}%`;
    // Matched in the (user_id, search_text, id) index alone: the page's newest-first scan then keeps the ids it
    // lists without reading a row (a content row is a whole chapter) to test it.
    conditions.push(
      sql<SqlBool>`${column('id')} in (select id from ${sql.table(table)} where user_id = ${userId} and search_text like ${pattern} escape '\\')`,
    );
  }
  if (query.cursor) {
    const { createdAt, id } = decodeCursor(query.cursor);
    conditions.push(
      sql<SqlBool>`(${column('created_at')} < ${createdAt} or (${column('created_at')} = ${createdAt} and ${column('id')} < ${id}))`,
    );
  }
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/**
 * One page from the rows a query read with `limit + 1`: the extra row only tells that another page follows,
 * and the cursor of that page is the last row kept.
 */
export function toPage<Row extends { id: string; created_at: Date | string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
) {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: readDate(last.created_at), id: last.id }) : null,
  };
}
