import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  generateTitlesInput,
  type SaveTitleInput,
  type SavedTitle,
  type TitleSummary,
} from '../../../shared/schemas/title.js';
import { now, readDate } from '../../db/codec.js';
import type { Database, ProductTitlesTable } from '../../db/schema.js';
import { toSearchText } from '../../db/search-text.js';
import { pageQuery, toPage } from '../lists/page-filters.js';
import { readGenerationInput, requireOwnedSource, writeGenerationInput } from './item-sources.js';
import { listItemUsage } from './list-item-usage.js';
import { removeSavedItem } from './remove-saved-item.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { countSavedItems, type SavedItemStore } from './saved-item-store.js';

const LABEL = 'Title';

const toColumns = (input: SaveTitleInput) => ({
  title: input.title,
  search_text: toSearchText(input.title),
  tone: input.tone,
  idea_id: input.ideaId,
  generation_input: writeGenerationInput(input.generationInput),
});

const requireOwnedSources = (db: Kysely<Database>, userId: string, input: SaveTitleInput) =>
  requireOwnedSource(db, userId, { table: 'product_ideas', id: input.ideaId, field: 'ideaId', label: 'Product idea' });

const SUMMARY_COLUMNS = ['id', 'title', 'tone', 'idea_id', 'project_id', 'created_at'] as const;

const toTitleSummary = (row: Pick<Selectable<ProductTitlesTable>, (typeof SUMMARY_COLUMNS)[number]>): TitleSummary => ({
  id: row.id,
  title: row.title,
  tone: row.tone,
  ideaId: row.idea_id,
  projectId: row.project_id,
  createdAt: readDate(row.created_at),
});

const toTitle = (row: Selectable<ProductTitlesTable>): SavedTitle => ({
  ...toTitleSummary(row),
  generationInput: readGenerationInput(generateTitlesInput, row.generation_input),
});

/** One page of the user's saved titles, newest first. */
const listPage = pageQuery((db, page) =>
  db.selectFrom('product_titles').select(SUMMARY_COLUMNS).$call(page.newestPage('product_titles')),
);

export const titleStore = (db: Kysely<Database>): SavedItemStore<SaveTitleInput, SavedTitle, TitleSummary> => ({
  async list(userId, query) {
    const rows = await listPage(db, userId, query);
    return toPage(rows, query.limit, toTitleSummary);
  },
  count: (userId) => countSavedItems(db, 'product_titles', userId),
  async get(userId, id) {
    const row = await db
      .selectFrom('product_titles')
      .selectAll()
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return toTitle(requireFound(LABEL, row));
  },
  async create(userId, input) {
    await requireOwnedSources(db, userId, input);
    const row = await db
      .insertInto('product_titles')
      .values({ ...toColumns(input), id: randomUUID(), user_id: userId, created_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTitle(row);
  },
  async update(userId, id, input) {
    await requireOwnedSources(db, userId, input);
    const row = await db
      .updateTable('product_titles')
      .set(toColumns(input))
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return toTitle(requireFound(LABEL, row));
  },
  remove: (userId, id) => removeSavedItem(db, { table: 'product_titles', label: LABEL }, userId, id),
  usage: (userId, id) => listItemUsage(db, { table: 'product_titles', label: LABEL }, userId, id),
});
