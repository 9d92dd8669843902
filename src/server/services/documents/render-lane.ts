import type { Kysely } from 'kysely';
import type { Database, JobLane } from '../../db/schema.js';

/** The lanes a render runs in. */
export type RenderLane = Extract<JobLane, 'quick' | 'long'>;
import { QUICK_RENDER_CHARACTERS } from '../../limits.js';
import { ownedSectionsQuery } from '../book-model/read-section-texts.js';

/**
 * The lane a project's render runs in (docs/decisions/0069-quick-lane.md): quick while its sections hold at most
 * QUICK_RENDER_CHARACTERS together, long past them. Every input's handling is linear in its size, so its size says
 * how long its render takes; a render that runs over its quick budget all the same goes back as a long one.
 */
export async function renderLaneOf(db: Kysely<Database>, userId: string, projectId: string): Promise<RenderLane> {
  const { characters } = await ownedSectionsQuery(db, userId, projectId)
    .select((eb) => eb.fn.sum<number | string | null>(eb.fn('length', ['generated_content.content'])).as('characters'))
    .executeTakeFirstOrThrow();
  return Number(characters ?? 0) <= QUICK_RENDER_CHARACTERS ? 'quick' : 'long';
}
