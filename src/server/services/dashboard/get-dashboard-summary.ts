import type { Kysely } from 'kysely';
import { RECENT_PROJECTS_LIMIT } from '../../../shared/catalog.js';
import type { DashboardSummary } from '../../../shared/schemas/dashboard.js';
import { readCount } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { selectProjectSummaries, toProjectSummary } from '../projects/project-summaries.js';

const COMPONENT_TABLES = ['niches', 'product_ideas', 'product_titles', 'generated_content', 'cover_images'] as const;

/** The dashboard's three counters and its five newest projects, all of one user. */
export async function getDashboardSummary(db: Kysely<Database>, userId: string): Promise<DashboardSummary> {
  const [projectCounts, componentCounts, recent] = await Promise.all([
    db
      .selectFrom('projects')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>(eb.case().when('documents_status', '=', 'completed').then(1).end()).as('pdfs_ready'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    Promise.all(
      COMPONENT_TABLES.map((table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
    ),
    selectProjectSummaries(db, userId).limit(RECENT_PROJECTS_LIMIT).execute(),
  ]);

  return {
    totalProjects: readCount(projectCounts.total),
    pdfsReady: readCount(projectCounts.pdfs_ready),
    componentsAvailable: Math.min(...componentCounts.map((row) => readCount(row.count))),
    recentProjects: recent.map(toProjectSummary),
  };
}
