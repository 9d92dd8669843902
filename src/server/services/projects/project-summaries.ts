import type { Kysely } from 'kysely';
import type { ProjectSummary } from '../../../shared/schemas/project-summary.js';
import { readDate } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { documentUrls } from '../documents/document-files.js';
import { licenseOf } from '../license/project-license.js';
import { bookProductType } from '../book-model/book-product-type.js';

/**
 * The user's projects with what a card shows: status, documents status and link, the cover of the project and the
 * license it is sold with.
 */
export function selectProjectSummaries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('projects')
    .leftJoin('cover_images', (join) =>
      join.onRef('cover_images.id', '=', 'projects.cover_id').on('cover_images.user_id', '=', userId),
    )
    .leftJoin('product_ideas', (join) =>
      join.onRef('product_ideas.id', '=', 'projects.product_idea_id').on('product_ideas.user_id', '=', userId),
    )
    .select([
      'projects.id',
      'projects.title',
      'projects.status',
      'projects.documents_status',
      'projects.product_type',
      'product_ideas.product_type as idea_product_type',
      'projects.license',
      'projects.created_at',
      'cover_images.image_url',
    ])
    .where('projects.user_id', '=', userId)
    .orderBy('projects.created_at', 'desc')
    .orderBy('projects.id', 'desc');
}

type ProjectSummaryRow = Awaited<ReturnType<ReturnType<typeof selectProjectSummaries>['execute']>>[number];

export const toProjectSummary = (row: ProjectSummaryRow): ProjectSummary => ({
  id: row.id,
  title: row.title,
  status: row.status,
  documentsStatus: row.documents_status,
  // A project without a type of its own is made as its idea's type (book-model/book-product-type.ts), and labelled so.
  productType: row.product_type ?? row.idea_product_type,
  license: licenseOf(row.license, bookProductType(row.product_type, row.idea_product_type)).license.preset,
  coverImageUrl: row.image_url,
  pdfUrl: documentUrls(row.id, row.documents_status).pdfUrl,
  createdAt: readDate(row.created_at),
});
