import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * What a book run may spend (docs/decisions/0061-run-budget.md): tokens, and US dollars in cents; null for no limit.
 * Runs stored before have neither.
 */
export function runBudgetMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      // SQLite adds one column per statement.
      await db.schema.alterTable('book_runs').addColumn('budget_tokens', 'integer').execute();
      await db.schema.alterTable('book_runs').addColumn('budget_cents', 'integer').execute();
    },
  };
}
