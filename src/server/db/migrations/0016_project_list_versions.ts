import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import type { MigrationDb } from '../column-types.js';
import { addSavedListVersionTriggers } from './0010_saved_list_versions.js';

/**
 * Every change to one of a user's projects moves their saved-list version too, as changes to their saved items do
 * (migration 0010): the list of projects is then answered with an ETag from the version, like the saved lists
 * (docs/decisions/0019). The cover a project card shows is a saved item, whose changes already move it.
 */
export function projectListVersionsMigration(dialect: Dialect): Migration {
  return {
    async up(db: MigrationDb) {
      await addSavedListVersionTriggers(db, dialect, ['projects']);
    },
  };
}
