import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * Who wrote a saved section's text (docs/decisions/0038-honest-offline-drafts.md): 'offline' for the built-in
 * writer, '<provider>/<model>' for an AI provider, 'creator' once its text is saved by hand. Null for sections saved
 * before the column, and for text saved from a generation tool, which the creator may have changed before saving.
 */
export function contentWriterMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('generated_content').addColumn('writer', 'text').execute();
    },
  };
}
