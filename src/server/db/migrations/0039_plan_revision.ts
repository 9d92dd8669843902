import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * A saved plan's revision (docs/decisions/0028-book-plan.md): counted up by every save, so a save made on an older
 * revision — a form opened before a course run drafted a module, another tab — is refused rather than written over
 * it. Plans saved before it start at 0.
 */
export function planRevisionMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('book_plans')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
