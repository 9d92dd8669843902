import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * The local queue's jobs say how long they run (their payload's lane), so a slot kept for quick jobs claims only those
 * (docs/decisions/0069-quick-lane.md). Jobs queued before have none and are taken as long.
 */
export function jobLaneMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('jobs').addColumn('lane', 'text').execute();
    },
  };
}
