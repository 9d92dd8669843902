import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * A course's plan (docs/decisions/0073-course-plan.md): its modules' lessons and quizzes are kept in the plan's
 * chapters, and its final assignment here, plain text of up to 4,000 characters; empty for every book and for a
 * course without one.
 */
export function coursePlanMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('book_plans')
        .addColumn('final_assignment', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
