import type { Kysely } from 'kysely';
import { RECENT_PROJECTS_LIMIT } from '../../../shared/catalog.js';
import { projectSummary, type DashboardSummary } from '../../../shared/schemas/dashboard.js';
import { readCount, readDate } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

const COMPONENT_TABLES = ['niches', 'product_ideas', 'product_titles', 'generated_content', 'cover_images'] as const;

/** The dashboard's three counters and its five newest projects, all of one user. */
export async function getDashboardSummary(db: Kysely<Database>, userId: string): Promise<DashboardSummary> {
  const [projectCounts, componentCounts, recent] = await Promise.all([
    db
      .selectFrom('projects')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>(eb.case().when('pdf_status', '=', 'completed').then(1).end()).as('pdfs_ready'),
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
    db
      .selectFrom('projects')
      .leftJoin('cover_images', (join) =>
        join.onRef('cover_images.id', '=', 'projects.cover_id').on('cover_images.user_id', '=', userId),
      )
      .select([
        'projects.id',
        'projects.title',
        'projects.status',
        'projects.pdf_status',
        'projects.product_type',
        'projects.created_at',
        'cover_images.image_url',
      ])
      .where('projects.user_id', '=', userId)
      .orderBy('projects.created_at', 'desc')
      .limit(RECENT_PROJECTS_LIMIT)
      .execute(),
  ]);

  return {
    totalProjects: readCount(projectCounts.total),
    pdfsReady: readCount(projectCounts.pdfs_ready),
    componentsAvailable: Math.min(...componentCounts.map((row) => readCount(row.count))),
    recentProjects: recent.map((row) => ({
      id: row.id,
      title: row.title,
      status: projectSummary.shape.status.parse(row.status),
      pdfStatus: projectSummary.shape.pdfStatus.parse(row.pdf_status),
      productType: projectSummary.shape.productType.parse(row.product_type),
      coverImageUrl: row.image_url,
      createdAt: readDate(row.created_at),
    })),
  };
}
