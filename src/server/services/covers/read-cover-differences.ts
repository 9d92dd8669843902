import type { Kysely } from 'kysely';
import type { CoverDifference } from '../../../shared/schemas/cover.js';
import type { Database } from '../../db/schema.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { findProject } from '../book-model/find-project.js';
import { coverDifferences } from './cover-differences.js';
import { getCover } from './cover-store.js';

/**
 * Where the cover of one of the user's projects prints otherwise than its book plan (cover-differences.ts); none
 * without a cover. A missing or foreign project is 'Project not found'.
 */
export async function readCoverDifferences(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
): Promise<CoverDifference[]> {
  const project = await findProject(db, userId, projectId);
  if (!project.cover_id) return [];
  const [cover, { plan }] = await Promise.all([
    getCover(db, userId, project.cover_id),
    readBookPlan(db, userId, project.id),
  ]);
  return coverDifferences(cover.generationInput, plan);
}
