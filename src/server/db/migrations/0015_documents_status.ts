import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * A project's `pdf_status` and `pdf_error` were about its PDF, DOCX and EPUB together: they become
 * `documents_status` and `documents_error`, their values kept. `pdf_url`, `docx_url` and `epub_url` go: they only
 * ever held `/api/projects/<id>/documents/<format>`, which the server now derives from the project's id, and the
 * files stay where they were stored, under the project's generation (docs/decisions/0026-document-generations.md),
 * so every download answers as before (docs/decisions/0031-document-pipeline-on-the-server.md). Both databases
 * rename and drop columns in place (SQLite since 3.35).
 */
export function documentsStatusMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('projects').renameColumn('pdf_status', 'documents_status').execute();
      await db.schema.alterTable('projects').renameColumn('pdf_error', 'documents_error').execute();
      for (const column of ['pdf_url', 'docx_url', 'epub_url'])
        await db.schema.alterTable('projects').dropColumn(column).execute();
    },
  };
}
