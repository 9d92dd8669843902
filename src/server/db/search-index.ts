import { SqliteAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';

/**
 * The trigram indexes a list's search reads (docs/decisions/0032-indexed-search.md), over each listed table's
 * `search_text`: on SQLite an FTS5 table `<table>_search` beside each table, on PostgreSQL a GIN index.
 * Migration 0017 creates them from these definitions, which are therefore frozen: a change needs a new migration
 * that rebuilds the indexes.
 */
export const SEARCHED_TABLES = [
  'projects',
  'niches',
  'product_ideas',
  'product_titles',
  'generated_content',
  'cover_images',
] as const;

/** A trigram is three characters: a shorter search has none, so no trigram index can answer it (R45). */
export const INDEXED_SEARCH_MIN_CHARACTERS = 3;

/** Whether a folded search is long enough for the trigram index; characters are code points, as both indexes count. */
export const searchUsesIndex = (searchText: string): boolean => [...searchText].length >= INDEXED_SEARCH_MIN_CHARACTERS;

/** The SQLite FTS5 table holding the trigrams of `table`'s search_text. */
export const sqliteSearchTable = (table: string): string => `${table}_search`;

/** How many low bits of an FTS5 row id hold the table row's own rowid; the owner's key takes the bits above. */
const ROWID_BITS = 32;
const ROWID_MASK = 2 ** ROWID_BITS - 1;
/** How many of the owner's last id characters (random hex in a UUID v4) make their key: 4 bits each. */
const OWNER_KEY_CHARACTERS = 7;

/**
 * An owner's key on SQLite: the last 7 hex digits of their id as a number, the same for every row they own. Each
 * FTS5 row id is the owner's key above the table row's rowid, so one owner's trigrams lie in one rowid range that
 * FTS5 seeks to: a word common across many users costs a search only the searching user's matches. Two users
 * with the same key share a range, which only costs time: a search keeps the rows of its own user.
 */
function ownerKey(userId: Expression<string> | RawBuilder<unknown>): RawBuilder<number> {
  const digits = Array.from(
    { length: OWNER_KEY_CHARACTERS },
    (_, i) =>
      // instr is 1–16 for a hex digit, 0 for anything else (then read as 15): the key only needs to be the same
      // for the same id.
      sql`((instr('0123456789abcdef', substr(${userId}, ${sql.lit(-1 - i)}, 1)) + 15) % 16) << ${sql.lit(4 * i)}`,
  );
  return sql<number>`(${sql.join(digits, sql` | `)})`;
}

/** The FTS5 row id of a table row, from its owner and rowid (`new` or `old` in a trigger). */
export const sqliteSearchRowid = (row: 'new' | 'old'): RawBuilder<number> =>
  sql<number>`((${ownerKey(sql.ref(`${row}.user_id`))} << ${sql.lit(ROWID_BITS)}) | ${sql.ref(`${row}.rowid`)})`;

/**
 * The rowids of `table`'s rows whose search_text contains `phrase` (an FTS5 phrase, see toFtsPhrase), among the rows
 * of the owner's key; the caller keeps the user's own rows.
 */
export function sqliteSearchRowids(table: string, userId: string, phrase: string): RawBuilder<number> {
  const fts = sql.table(sqliteSearchTable(table));
  const low = sql`(${ownerKey(sql`${userId}`)} << ${sql.lit(ROWID_BITS)})`;
  return sql<number>`select rowid & ${sql.lit(ROWID_MASK)} from ${fts} where ${fts} match ${phrase}
    and rowid between ${low} and ${low} + ${sql.lit(ROWID_MASK)}`;
}

/**
 * A folded search as an FTS5 phrase: quoted, its double quotes doubled, so every character is matched literally.
 * With the trigram tokenizer a phrase matches exactly the texts that contain it (at least 3 characters).
 */
export const toFtsPhrase = (searchText: string): string => `"${searchText.replaceAll('"', '""')}"`;

/** Whether `db` runs on SQLite (the search reads the FTS5 tables there, the GIN index on PostgreSQL). */
export const isSqlite = <DB>(db: Kysely<DB>): boolean => db.getExecutor().adapter instanceof SqliteAdapter;
