import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/** Where each saved item came from, as the next tool needs it: the parent item it was generated from. */
const SOURCE_LINKS = [
  ['product_ideas', 'niche_id', 'niches'],
  ['product_titles', 'idea_id', 'product_ideas'],
  ['generated_content', 'title_id', 'product_titles'],
  ['generated_content', 'idea_id', 'product_ideas'],
] as const;

const GENERATED_TABLES = ['niches', 'product_ideas', 'product_titles', 'generated_content'] as const;

/**
 * Each saved item keeps the generation request it came from (edit and regenerate start from it) and a link to
 * its source item; `save_keys` remembers which item a save request created, so a repeated submit answers the
 * same item instead of a second copy.
 */
export function itemLineageMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      for (const table of GENERATED_TABLES) {
        await db.schema.alterTable(table).addColumn('generation_input', t.json).execute();
      }
      for (const [table, column, source] of SOURCE_LINKS) {
        await db.schema
          .alterTable(table)
          .addColumn(column, t.id, (c) => c.references(`${source}.id`).onDelete('set null'))
          .execute();
        await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
      }
      await db.schema
        .createTable('save_keys')
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', t.id, (c) => c.notNull())
        .addColumn('item_id', t.id)
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint('save_keys_pk', ['user_id', 'key'])
        .execute();
    },
  };
}
