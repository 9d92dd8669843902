import { sql, type Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * The text a machine generated, kept so how much of it a book still prints can be measured
 * (docs/decisions/0071-honesty-measured.md):
 * - `generated_content.generated_text`: the text the machine named in `generated_by` last wrote for the section, kept
 *   when the creator then edits it; `previous_generated_text` the same of the previous version a rewrite keeps.
 *   Sections a machine wrote and no one edited take their text; sections edited before have none.
 * - `content_generations`: the content each generation answered a user with (the Content Generator, the wizard's
 *   sections, the editor's Regenerate), so the section saved from it knows what the machine wrote.
 */
export function machineTextMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      // SQLite adds one column per statement.
      await db.schema.alterTable('generated_content').addColumn('generated_text', 'text').execute();
      await db.schema.alterTable('generated_content').addColumn('previous_generated_text', 'text').execute();
      await sql`
        update generated_content
        set generated_text = content
        where writer is not null and writer <> 'creator'
      `.execute(db);
      await db.schema
        .createTable('content_generations')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('machine', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex('content_generations_user_created_idx')
        .on('content_generations')
        .columns(['user_id', 'created_at desc'])
        .execute();
    },
  };
}
