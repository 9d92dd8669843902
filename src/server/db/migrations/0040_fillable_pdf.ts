import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * How many form fields the fillable PDF of a project's files for sale holds (docs/decisions/0076-fillable-pdf.md):
 * null when the last generation made none (a product its buyers do not write in, or nothing to write in).
 */
export function fillablePdfMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('projects').addColumn('fillable_fields', 'integer').execute();
    },
  };
}
