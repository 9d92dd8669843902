import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { updateProjectSearchText } from '../projects/project-search-text.js';

/**
 * The name the Create wizard gave its drafts before it said so ('Draft - {title} - {date}', 'Draft Product -
 * {date}'), as migration 0011 recognised them: a wizard project still named so was never named by its creator.
 */
const WIZARD_DRAFT_NAME = /^Draft( - .+ - .+| Product - .+)$/s;

/**
 * Names one of the user's projects after its saved plan's title (docs/decisions/0028-book-plan.md) unless its
 * creator named it: a name the wizard generated, or a wizard draft's name from before the wizard said so, follows
 * the plan and goes on following it. A name the creator gave stays.
 */
export async function nameProjectAfterPlan(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  title: string,
  stamp: string,
): Promise<void> {
  const project = await db
    .selectFrom('projects')
    .select(['title', 'name_generated', 'wizard_step'])
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!project || project.title === title) return;
  const neverNamed =
    project.name_generated === 1 || (project.wizard_step !== null && WIZARD_DRAFT_NAME.test(project.title));
  if (!neverNamed) return;
  await db
    .updateTable('projects')
    .set({ title, name_generated: 1, updated_at: stamp })
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .execute();
  await updateProjectSearchText(db, userId, projectId);
}
