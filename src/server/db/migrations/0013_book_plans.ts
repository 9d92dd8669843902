import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * A project's book plan, once its creator saves one (docs/decisions/0028-book-plan.md): title, subtitle, author,
 * ISBN and the ordered chapters (a JSON list of { title, goal }). One per project, gone with its project; until one
 * is saved the plan is derived from the project's parts and nothing is stored.
 */
export function bookPlansMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('book_plans')
        .addColumn('project_id', t.id, (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('isbn', 'text', (c) => c.notNull())
        .addColumn('chapters', t.json, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
    },
  };
}
