import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * A project's print edition (docs/decisions/0050-print-edition.md): the trim and paper its creator chose (null until
 * they set it up), bleed and lined Notes pages as 0 or 1, and, from the last generation of the files for sale, the
 * print interior's final page count or why it could not be made.
 */
export function printEditionMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('projects').addColumn('print_trim', 'text').execute();
      await db.schema.alterTable('projects').addColumn('print_paper', 'text').execute();
      await db.schema
        .alterTable('projects')
        .addColumn('print_bleed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('projects')
        .addColumn('print_notes_pages', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('projects').addColumn('print_page_count', 'integer').execute();
      await db.schema.alterTable('projects').addColumn('print_error', 'text').execute();
    },
  };
}
