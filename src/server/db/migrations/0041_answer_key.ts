import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * How many model answers the answer key and teacher's edition of a project's files for sale hold
 * (docs/decisions/0077-answer-key.md): null when the last generation made neither (a product with no exercises'
 * answers in its text).
 */
export function answerKeyMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('projects').addColumn('model_answers', 'integer').execute();
    },
  };
}
