import type { Kysely } from 'kysely';
import type { ProjectSummary } from '../../../shared/schemas/project-summary.js';
import type { ListQuery } from '../../../shared/schemas/saved-item.js';
import type { Database } from '../../db/schema.js';
import { pageQuery, toPage } from '../lists/page-filters.js';
import type { Page } from '../saved-items/saved-item-store.js';
import { selectProjectSummaries, toProjectSummary } from './project-summaries.js';

const listPage = pageQuery((db, page) =>
  selectProjectSummaries(db, page.userId).where(page.where('projects')).limit(page.rows),
);

/** One page of the user's projects, newest first, searched by title. */
export async function listProjects(
  db: Kysely<Database>,
  userId: string,
  query: ListQuery,
): Promise<Page<ProjectSummary>> {
  const rows = await listPage(db, userId, query);
  return toPage(rows, query.limit, toProjectSummary);
}
