import type { Kysely } from 'kysely';
import type { Database, JobLane } from '../../db/schema.js';
import { QUICK_RENDER_CHARACTERS } from '../../limits.js';

/**
 * The lane a project's render runs in (docs/decisions/0069-quick-lane.md): quick while its sections hold at most
 * QUICK_RENDER_CHARACTERS together, long past them. Every input's handling is linear in its size, so its size says
 * how long its render takes; a render that runs over its quick budget all the same goes back as a long one.
 */
export async function renderLaneOf(db: Kysely<Database>, userId: string, projectId: string): Promise<JobLane> {
  const { characters } = await db
    .selectFrom('project_content_sections')
    .innerJoin('generated_content', 'generated_content.id', 'project_content_sections.content_id')
    .where('project_content_sections.project_id', '=', projectId)
    .where('generated_content.user_id', '=', userId)
    .select((eb) => eb.fn.sum<number | string | null>(eb.fn('length', ['generated_content.content'])).as('characters'))
    .executeTakeFirstOrThrow();
  return Number(characters ?? 0) <= QUICK_RENDER_CHARACTERS ? 'quick' : 'long';
}
