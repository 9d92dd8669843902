import type { Kysely } from 'kysely';
import type { CoverDownloadShape } from '../../../shared/api/project-cover.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { renderProjectCoverShape } from '../covers/render-project-cover-shape.js';
import { documentFileName } from '../documents/document-file-name.js';

/** How a cover shape's file is named after the book: "<title> (Banner).jpg". */
export const COVER_SHAPE_LABELS: Record<CoverDownloadShape, string> = {
  ebook: 'Ebook cover',
  banner: 'Banner',
  square: 'Square',
};

/**
 * The owner's project's cover drawn at one of the shapes stores ask for, with its Content-Disposition named after the
 * book plan's title. A missing or foreign project, or one without a cover drawn from a design, is a 404.
 */
export async function openCoverShape(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  projectId: string,
  shape: CoverDownloadShape,
) {
  const shaped = await renderProjectCoverShape(db, storage, userId, projectId, shape);
  if (!shaped) throw new AppError('NOT_FOUND', 'This project has no cover design to draw at that size.');
  const { plan } = await readBookPlan(db, userId, projectId);
  return {
    ...shaped,
    disposition: documentFileName(plan.title, 'jpg', { draft: false, label: COVER_SHAPE_LABELS[shape] }),
  };
}
