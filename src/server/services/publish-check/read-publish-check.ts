import type { Kysely } from 'kysely';
import { z } from 'zod';
import { readDate, readJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { publishDestination, type PublishCheck } from '../../../shared/schemas/publish-check.js';

/**
 * The owner's publish check of a project, or null before its first: current while it read the files the project
 * serves now, that is its copy for sale is completed and of the generation checked.
 */
export async function readPublishCheck(
  db: Kysely<Database>,
  userId: string,
  project: { id: string; documents_status: string; documents_generation: string | null },
): Promise<PublishCheck | null> {
  const row = await db
    .selectFrom('publish_checks')
    .select(['generation', 'destinations', 'checked_at'])
    .where('project_id', '=', project.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    current: project.documents_status === 'completed' && project.documents_generation === row.generation,
    checkedAt: readDate(row.checked_at),
    destinations: z.array(publishDestination).parse(readJson(row.destinations)),
  };
}
