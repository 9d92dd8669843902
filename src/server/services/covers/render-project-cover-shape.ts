import type { Kysely } from 'kysely';
import { renderCoverShape, type CoverShapeName, type ShapedCover } from '../../covers/cover-shapes.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { findProject } from '../projects/find-project.js';
import { coverSpecOf } from './cover-spec.js';
import { getCover } from './cover-store.js';

/**
 * The owner's project's cover drawn again at one of the shapes stores ask for, from its current cover's design
 * (docs/decisions/0051-cover-shapes-and-wrap-cover.md); null when the project has no cover, or one saved without a design. A missing
 * or foreign project is a 404.
 */
export async function renderProjectCoverShape(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  projectId: string,
  shape: CoverShapeName,
): Promise<ShapedCover | null> {
  const project = await findProject(db, userId, projectId);
  if (!project.cover_id) return null;
  const spec = await coverSpecOf(storage, userId, await getCover(db, userId, project.cover_id));
  return spec ? renderCoverShape(spec, shape) : null;
}
