import type { Kysely } from 'kysely';
import { renderCoverShape, type CoverShapeName, type ShapedCover } from './draw/cover-shapes.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { findProject } from '../book-model/find-project.js';
import { readCoverArt } from './cover-files.js';
import { coverSpecOf } from './project-cover-design.js';
import { getCover } from './cover-store.js';
import { drawnCoverShape } from './drawn-cover-shapes.js';

/**
 * The owner's project's cover drawn again at one of the shapes stores ask for, from its current cover's design
 * (docs/decisions/0051-cover-shapes-and-wrap-cover.md), kept once drawn while that design stays the same (its
 * generation request and image, whose art never changes under it); null when the project has no cover, or one saved
 * without a design. A missing or foreign project is a 404.
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
  const cover = await getCover(db, userId, project.cover_id);
  const input = cover.generationInput;
  if (!input) return null;
  const design = { cover: cover.id, image: cover.imageUrl, input, shape };
  return drawnCoverShape(design, async () =>
    renderCoverShape(coverSpecOf(input, await readCoverArt(storage, userId, cover.imageUrl)), shape),
  );
}
