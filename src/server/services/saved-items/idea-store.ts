import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  generateProductIdeasInput,
  savedIdea,
  type IdeaSummary,
  type SaveIdeaInput,
  type SavedIdea,
} from '../../../shared/schemas/idea.js';
import { now, readDate, readJson, writeJson } from '../../db/codec.js';
import type { Database, ProductIdeasTable } from '../../db/schema.js';
import { EXCERPT_SOURCE_LENGTH, toExcerpt } from '../lists/excerpt.js';
import { toSearchText } from '../../db/search-text.js';
import { pageQuery, toPage } from '../lists/page-filters.js';
import { readGenerationInput, requireOwnedSource, writeGenerationInput } from './item-sources.js';
import { listItemUsage } from './list-item-usage.js';
import { removeSavedItem } from './remove-saved-item.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { countSavedItems, type SavedItemStore } from './saved-item-store.js';

const LABEL = 'Product idea';

const toColumns = (input: SaveIdeaInput) => ({
  concept: input.concept,
  search_text: toSearchText(input.concept),
  target_audience: input.targetAudience,
  selling_points: writeJson(input.sellingPoints),
  modules: writeJson(input.modules),
  product_type: input.productType,
  niche_id: input.nicheId,
  generation_input: writeGenerationInput(input.generationInput),
});

const requireOwnedSources = (db: Kysely<Database>, userId: string, input: SaveIdeaInput) =>
  requireOwnedSource(db, userId, { table: 'niches', id: input.nicheId, field: 'nicheId', label: 'Niche' });

const toIdea = (row: Selectable<ProductIdeasTable>): SavedIdea => ({
  id: row.id,
  concept: row.concept,
  targetAudience: row.target_audience ?? '',
  sellingPoints: savedIdea.shape.sellingPoints.parse(readJson(row.selling_points)),
  modules: savedIdea.shape.modules.parse(readJson(row.modules)),
  productType: row.product_type,
  nicheId: row.niche_id,
  generationInput: readGenerationInput(generateProductIdeasInput, row.generation_input),
  projectId: row.project_id,
  createdAt: readDate(row.created_at),
});

/** One page of the user's saved product ideas, newest first. */
const listPage = pageQuery((db, page) =>
  db
    .selectFrom('product_ideas')
    .select((eb) => [
      'id',
      'concept',
      eb.fn<string | null>('substr', ['target_audience', eb.val(1), eb.val(EXCERPT_SOURCE_LENGTH)]).as('audience'),
      'product_type',
      'niche_id',
      'project_id',
      'created_at',
    ])
    .$call(page.newestPage('product_ideas')),
);

export const ideaStore = (db: Kysely<Database>): SavedItemStore<SaveIdeaInput, SavedIdea, IdeaSummary> => ({
  async list(userId, query) {
    const rows = await listPage(db, userId, query);
    return toPage(rows, query.limit, (row) => ({
      id: row.id,
      concept: row.concept,
      targetAudience: toExcerpt(row.audience),
      productType: row.product_type,
      nicheId: row.niche_id,
      projectId: row.project_id,
      createdAt: readDate(row.created_at),
    }));
  },
  count: (userId) => countSavedItems(db, 'product_ideas', userId),
  async get(userId, id) {
    const row = await db
      .selectFrom('product_ideas')
      .selectAll()
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return toIdea(requireFound(LABEL, row));
  },
  async create(userId, input) {
    await requireOwnedSources(db, userId, input);
    const row = await db
      .insertInto('product_ideas')
      .values({ ...toColumns(input), id: randomUUID(), user_id: userId, created_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIdea(row);
  },
  async update(userId, id, input) {
    await requireOwnedSources(db, userId, input);
    const row = await db
      .updateTable('product_ideas')
      .set(toColumns(input))
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return toIdea(requireFound(LABEL, row));
  },
  remove: (userId, id) => removeSavedItem(db, { table: 'product_ideas', label: LABEL }, userId, id),
  usage: (userId, id) => listItemUsage(db, { table: 'product_ideas', label: LABEL }, userId, id),
});
