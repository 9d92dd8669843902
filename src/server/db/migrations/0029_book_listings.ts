import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * A project's listing, what the stores ask for besides the files (docs/decisions/0057-listing.md): one per project,
 * gone with its project. The lists (keywords, categories, Etsy tags) are JSON lists of strings; `sources` records who
 * wrote each field ({ field: 'provider' | 'offline' | 'creator' }), `previous` each field's text before its last
 * regeneration, and `disclosure_corrections` the creator's answers to KDP's AI questions where they differ from the
 * record's ({ text | images | translations: answer }).
 */
export function bookListingsMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('book_listings')
        .addColumn('project_id', t.id, (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('blurb', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('keywords', t.json, (c) => c.notNull())
        .addColumn('categories', t.json, (c) => c.notNull())
        .addColumn('author_bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('etsy_title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('etsy_tags', t.json, (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sources', t.json, (c) => c.notNull())
        .addColumn('previous', t.json, (c) => c.notNull())
        .addColumn('disclosure_corrections', t.json, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
    },
  };
}
