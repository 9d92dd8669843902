import { sql, type Kysely } from 'kysely';
import type { UpdateProjectInput } from '../../../shared/schemas/project.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

type ProjectLinks = Pick<UpdateProjectInput, 'nicheId' | 'ideaId' | 'titleId' | 'coverId'> & { contentIds?: string[] };

/** The parts a project links to, in the order their fields are checked. */
const PARTS = [
  { field: 'nicheId', table: 'niches', label: 'Niche' },
  { field: 'ideaId', table: 'product_ideas', label: 'Product idea' },
  { field: 'titleId', table: 'product_titles', label: 'Title' },
  { field: 'coverId', table: 'cover_images', label: 'Cover image' },
] as const;

type LinkedTable = (typeof PARTS)[number]['table'] | 'generated_content';

/**
 * The parts and sections a project links to must be the owner's own: another user's id, or a missing one, is a
 * 400 on its field (the parts in field order, then the first foreign section). One query answers for all of them,
 * each owned id tagged with its table, so an id of the wrong kind (a content's id as the title) is not owned.
 */
export async function requireOwnedLinks(db: Kysely<Database>, userId: string, links: ProjectLinks): Promise<void> {
  const parts = PARTS.filter((part) => links[part.field]);
  const contentIds = links.contentIds ?? [];
  const ownedIn = (table: LinkedTable, ids: string[]) =>
    db
      .selectFrom(table)
      .select([sql.lit(table).as('source'), 'id'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids);
  const queries = [
    ...parts.map((part) => ownedIn(part.table, [links[part.field]!])),
    ...(contentIds.length > 0 ? [ownedIn('generated_content', contentIds)] : []),
  ];
  if (queries.length === 0) return;
  const rows = await queries.reduce((all, query) => all.unionAll(query)).execute();
  const owned = new Set(rows.map((row) => `${row.source}/${row.id}`));
  for (const part of parts) {
    if (!owned.has(`${part.table}/${links[part.field]}`)) {
      throw new AppError('BAD_REQUEST', `${part.label} not found`, part.field);
    }
  }
  const foreign = contentIds.findIndex((id) => !owned.has(`generated_content/${id}`));
  if (foreign >= 0) throw new AppError('BAD_REQUEST', 'Content not found', `contentIds.${foreign}`);
}
