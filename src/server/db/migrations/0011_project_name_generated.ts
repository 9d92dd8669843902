import { sql, type Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * Whether a project's name is one the Create wizard generated ('Draft - {title} - {date}', 'Draft Product -
 * {date}') rather than one its creator gave: only a generated name follows the title chosen later
 * (docs/decisions/0012). 0 or 1 on both databases. The wizard's drafts made before this column are recognised once,
 * here, by their name and their wizard steps; from now on the wizard says so when it names a draft.
 */
export function projectNameGeneratedMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('projects')
        .addColumn('name_generated', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update projects set name_generated = 1
        where wizard_step is not null
          and status = 'draft'
          and (title like 'Draft - % - %' or title like 'Draft Product - %')`.execute(db);
    },
  };
}
