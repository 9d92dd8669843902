import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * The local queue's jobs say whose they are (their payload's userId), so a worker claiming a job can pass by a user
 * who holds their share of its slots (docs/decisions/0044-fair-background-work.md). Jobs queued before have none and
 * are taken as no one user's.
 */
export function jobOwnerMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('jobs').addColumn('user_id', 'text').execute();
    },
  };
}
