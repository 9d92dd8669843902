import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * A book plan's description (docs/decisions/0028-book-plan.md): what the files' metadata say the book is about,
 * plain text of up to 4,000 characters. Empty, as every plan saved before it is, the files carry a description
 * built from the plan's title, subtitle and chapters.
 */
export function bookPlanDescriptionMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('book_plans')
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
