import { sql, type Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * The Create wizard has six steps (Niche, Idea, Title, Content, Cover, Review); drafts saved while it had a
 * seventh (Listing) kept step 7, which every save of the project then refused ('The wizard step must be between 1
 * and 6'). They are at Review now, the step the seventh followed.
 */
export function sixWizardStepsMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await sql`update projects set wizard_step = 6 where wizard_step > 6`.execute(db);
      await sql`update projects set wizard_max_step = 6 where wizard_max_step > 6`.execute(db);
    },
  };
}
