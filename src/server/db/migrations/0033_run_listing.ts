import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * The listing a finished book run drafted, counted in the run (docs/decisions/0066-listing-in-run-budget.md): its
 * tokens and who wrote it, null when the run drafted none; and what the finished run left undone, for the creator.
 */
export function runListingMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      // SQLite adds one column per statement.
      await db.schema.alterTable('book_runs').addColumn('listing_input_tokens', 'integer').execute();
      await db.schema.alterTable('book_runs').addColumn('listing_output_tokens', 'integer').execute();
      await db.schema.alterTable('book_runs').addColumn('listing_writer', 'text').execute();
      await db.schema.alterTable('book_runs').addColumn('note', 'text').execute();
    },
  };
}
