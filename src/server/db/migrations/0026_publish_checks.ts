import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * The publish check of a project's copy for sale: each destination's rules applied to the files of one generation
 * (docs/decisions/0052-publish-check.md). One per project, replaced by the next generation's, gone with its project;
 * it is out of date once the project's files are.
 */
export function publishChecksMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('publish_checks')
        .addColumn('project_id', t.id, (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('generation', 'text', (c) => c.notNull())
        .addColumn('destinations', t.json, (c) => c.notNull())
        .addColumn('checked_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
    },
  };
}
