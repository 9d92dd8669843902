import { sql, type Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { readJson } from '../codec.js';
import type { MigrationDb } from '../column-types.js';
import { toSearchText } from '../search-text.js';

/** Each listed table's searched column: what a list's search box matches. */
const SEARCHED = [
  ['projects', 'title'],
  ['niches', 'name'],
  ['product_ideas', 'concept'],
  ['product_titles', 'title'],
  ['generated_content', 'section_name'],
  ['cover_images', 'title'],
] as const;

const BATCH = 500;

interface BackfillRow {
  id: string;
  value: unknown;
}

/** Rewrites `column` of every row, a batch at a time in id order, from what `read` makes of `source`. */
async function backfill(
  db: MigrationDb,
  table: string,
  source: string,
  column: string,
  read: (value: unknown) => string | null,
) {
  let after: string | null = null;
  for (;;) {
    const { rows } = await sql<BackfillRow>`select id, ${sql.ref(source)} as value from ${sql.table(table)}
      ${after === null ? sql`` : sql`where id > ${after}`} order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${read(row.value)} where id = ${row.id}`.execute(
        db,
      );
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/** The product title a cover was drawn for, from the generation request it keeps. */
function coverTitle(generationInput: unknown): string | null {
  if (generationInput === null || generationInput === undefined) return null;
  const request = readJson(generationInput);
  return typeof request === 'object' && request !== null && 'title' in request && typeof request.title === 'string'
    ? request.title
    : null;
}

/**
 * A cover gets a real `title` column (the product title it was drawn for, until now only inside its generation
 * request). Every listed row (projects and saved items) gets `search_text`, its searched column lower-cased by the app (so SQLite and
 * PostgreSQL fold the same letters), and an index on (user_id, search_text, id) that a search reads instead
 * of the rows.
 */
export function searchTextMigration(_dialect: Dialect): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('cover_images').addColumn('title', 'text').execute();
      await backfill(db, 'cover_images', 'generation_input', 'title', coverTitle);
      for (const [table, searched] of SEARCHED) {
        await db.schema
          .alterTable(table)
          .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await backfill(db, table, searched, 'search_text', (value) =>
          toSearchText(typeof value === 'string' ? value : null),
        );
        await db.schema
          .createIndex(`${table}_user_search_idx`)
          .on(table)
          .columns(['user_id', 'search_text', 'id'])
          .execute();
      }
    },
  };
}
