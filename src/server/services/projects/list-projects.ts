import type { Kysely } from 'kysely';
import type { ProjectSummary } from '../../../shared/schemas/project-summary.js';
import type { ListQuery } from '../../../shared/schemas/saved-item.js';
import type { Database } from '../../db/schema.js';
import { pageFilter, toPage } from '../lists/page-filters.js';
import type { Page } from '../saved-items/saved-item-store.js';
import { selectProjectSummaries, toProjectSummary } from './project-summaries.js';

/** One page of the user's projects, newest first, searched by title. */
export async function listProjects(
  db: Kysely<Database>,
  userId: string,
  query: ListQuery,
): Promise<Page<ProjectSummary>> {
  const rows = await selectProjectSummaries(db, userId)
    .where(pageFilter('projects', userId, query))
    .limit(query.limit + 1)
    .execute();
  return toPage(rows, query.limit, toProjectSummary);
}
