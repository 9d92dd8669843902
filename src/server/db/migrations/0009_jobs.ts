import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * Background jobs of the local runner (pending → processing → completed/failed): who holds one is told by
 * `locked_until`, pushed forward by the worker's heartbeat; a job whose lock ran out is taken back by the sweep.
 * A project keeps its EPUB's URL beside the PDF's and DOCX's, and why its last generation failed.
 */
export function jobsMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('payload', t.json, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('locked_until', t.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_status_created_idx').on('jobs').columns(['status', 'created_at']).execute();
      await db.schema.alterTable('projects').addColumn('epub_url', 'text').execute();
      await db.schema.alterTable('projects').addColumn('pdf_error', 'text').execute();
    },
  };
}
