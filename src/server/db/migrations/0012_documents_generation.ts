import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * Which start of document generation a project's files belong to: a fresh id recorded by each start, carried by its
 * job, and part of the keys its files are stored under; only the job of the current one may complete the project
 * (docs/decisions/0026-document-generations.md). Null until a project's documents are first started after this
 * migration: its files, if any, are those stored under the keys from before.
 */
export function documentsGenerationMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('projects').addColumn('documents_generation', 'text').execute();
    },
  };
}
