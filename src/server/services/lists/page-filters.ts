import { sql, type Compilable, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListQuery } from '../../../shared/schemas/saved-item.js';
import { readDate } from '../../db/codec.js';
import { escapeLike } from '../../db/escape-like.js';
import { precompiledQuery } from '../../db/precompiled/index.js';
import type { Database } from '../../db/schema.js';
import { toSearchText } from '../../db/search-text.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';

/**
 * What one page's query binds, derived from the request: the owner, the search as a LIKE pattern, the position
 * the page starts after, and how many rows to read (a page and one more, which tells that another follows).
 * The pattern and position are read only by the query shapes that search or continue.
 */
interface PageValues extends Record<string, unknown> {
  userId: string;
  pattern: string;
  afterCreatedAt: string;
  afterId: string;
  rows: number;
}

/** Which conditions a page's query has; each of the four shapes is compiled once. */
interface PageShape {
  search: boolean;
  after: boolean;
}

function pageValues(userId: string, query: ListQuery): PageValues {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  return {
    userId,
    pattern: query.search ? `%${escapeLike(toSearchText(query.search))}%` : '',
    afterCreatedAt: after?.createdAt ?? '',
    afterId: after?.id ?? '',
    rows: query.limit + 1,
  };
}

/**
 * Which rows of `table` belong on one page of a user's list (read newest first: created_at, then id, both
 * descending): the owner's rows whose title contains the search, case-insensitive (both sides are folded by
 * toSearchText: the row's in its `search_text` column), after the cursor's position.
 */
function pageFilter(table: string, values: PageValues, shape: PageShape): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions = [sql<SqlBool>`${column('user_id')} = ${values.userId}`];
  if (shape.search) {
    // Tested on the entries of the (user_id, created_at, id, search_text) index as the page's newest-first scan
    // reads them, or found through the trigram index on PostgreSQL, whichever its planner expects to be cheaper
    // for this pattern (docs/decisions/0032-indexed-search.md): never by reading a row (a content row is a whole
    // chapter) to test it.
    conditions.push(sql<SqlBool>`${column('search_text')} like ${values.pattern} escape '\\'`);
  }
  if (shape.after) {
    const { afterCreatedAt, afterId } = values;
    conditions.push(
      sql<SqlBool>`(${column('created_at')} < ${afterCreatedAt} or (${column('created_at')} = ${afterCreatedAt} and ${column('id')} < ${afterId}))`,
    );
  }
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** A select narrowed to one page: filtered, newest first, limited. */
type PageOfRows = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>;

/**
 * What a list's page query is written with: `newestPage(table)` narrows a select of that table to the page
 * (`.$call(page.newestPage(table))`); a query that orders itself takes `where(table)`, the page's filter, and
 * `rows`, its limit. `userId` is there for joins that must stay within the owner's rows too.
 */
export interface PageScope {
  newestPage: (table: string) => PageOfRows;
  where: (table: string) => Expression<SqlBool>;
  userId: string;
  rows: number;
}

function pageScope(values: PageValues, shape: PageShape): PageScope {
  const where = (table: string) => pageFilter(table, values, shape);
  return {
    newestPage: (table) => (query) =>
      query
        .where(where(table))
        .orderBy(sql.ref(`${table}.created_at`), 'desc')
        .orderBy(sql.ref(`${table}.id`), 'desc')
        .limit(values.rows),
    where,
    userId: values.userId,
    rows: values.rows,
  };
}

/**
 * A list's page query, compiled once per shape (with or without a search, first page or a later one) rather than
 * built again on every request (docs/decisions/0015): the request's search and cursor become bound values first.
 * The returned function reads the rows of one page, `limit + 1` at most.
 */
export function pageQuery<Row>(build: (db: Kysely<Database>, page: PageScope) => Compilable<Row>) {
  const compiledFor = (shape: PageShape) =>
    precompiledQuery((db, values: PageValues) => build(db, pageScope(values, shape)));
  const shapes = {
    first: compiledFor({ search: false, after: false }),
    next: compiledFor({ search: false, after: true }),
    searched: compiledFor({ search: true, after: false }),
    searchedNext: compiledFor({ search: true, after: true }),
  };
  return (db: Kysely<Database>, userId: string, query: ListQuery): Promise<Row[]> => {
    const shape = query.search ? (query.cursor ? 'searchedNext' : 'searched') : query.cursor ? 'next' : 'first';
    return shapes[shape](db, pageValues(userId, query));
  };
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
