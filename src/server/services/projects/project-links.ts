import type { Kysely } from 'kysely';
import type { UpdateProjectInput } from '../../../shared/schemas/project.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { requireOwnedSource } from '../saved-items/item-sources.js';

type ProjectLinks = Pick<UpdateProjectInput, 'nicheId' | 'ideaId' | 'titleId' | 'coverId'>;

/** The parts a project links to must be the owner's own: another user's id, or a missing one, is a 400 on its field. */
export async function requireOwnedLinks(db: Kysely<Database>, userId: string, links: ProjectLinks): Promise<void> {
  await requireOwnedSource(db, userId, { table: 'niches', id: links.nicheId, field: 'nicheId', label: 'Niche' });
  await requireOwnedSource(db, userId, {
    table: 'product_ideas',
    id: links.ideaId,
    field: 'ideaId',
    label: 'Product idea',
  });
  await requireOwnedSource(db, userId, {
    table: 'product_titles',
    id: links.titleId,
    field: 'titleId',
    label: 'Title',
  });
  await requireOwnedSource(db, userId, {
    table: 'cover_images',
    id: links.coverId,
    field: 'coverId',
    label: 'Cover image',
  });
}

/** Every section must be one of the owner's saved contents; the first that is not is a 400 on `contentIds`. */
export async function requireOwnedContents(db: Kysely<Database>, userId: string, contentIds: string[]): Promise<void> {
  if (contentIds.length === 0) return;
  const rows = await db
    .selectFrom('generated_content')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', contentIds)
    .execute();
  const owned = new Set(rows.map((row) => row.id));
  const foreign = contentIds.findIndex((id) => !owned.has(id));
  if (foreign >= 0) throw new AppError('BAD_REQUEST', 'Content not found', `contentIds.${foreign}`);
}
