import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  generateNichesInput,
  savedNiche,
  type NicheSummary,
  type SaveNicheInput,
  type SavedNiche,
} from '../../../shared/schemas/niche.js';
import { now, readDate, readJson, writeJson } from '../../db/codec.js';
import type { Database, NichesTable } from '../../db/schema.js';
import { toSearchText } from '../../db/search-text.js';
import { pageQuery, toPage } from '../lists/page-filters.js';
import { readGenerationInput, writeGenerationInput } from './item-sources.js';
import { listItemUsage } from './list-item-usage.js';
import { removeSavedItem } from './remove-saved-item.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { countSavedItems, type SavedItemStore } from './saved-item-store.js';

const LABEL = 'Niche';

const toColumns = (input: SaveNicheInput) => ({
  name: input.name,
  search_text: toSearchText(input.name),
  market_size: input.marketSize,
  competition_level: input.competitionLevel,
  profit_potential: input.profitPotential,
  demographics: writeJson(input.demographics),
  generation_input: writeGenerationInput(input.generationInput),
});

const SUMMARY_COLUMNS = [
  'id',
  'name',
  'market_size',
  'competition_level',
  'profit_potential',
  'project_id',
  'created_at',
] as const;

const toNicheSummary = (row: Pick<Selectable<NichesTable>, (typeof SUMMARY_COLUMNS)[number]>): NicheSummary => ({
  id: row.id,
  name: row.name,
  marketSize: row.market_size ?? '',
  competitionLevel: row.competition_level ?? '',
  profitPotential: row.profit_potential ?? '',
  projectId: row.project_id,
  createdAt: readDate(row.created_at),
});

const toNiche = (row: Selectable<NichesTable>): SavedNiche => ({
  ...toNicheSummary(row),
  demographics: savedNiche.shape.demographics.parse(readJson(row.demographics)),
  generationInput: readGenerationInput(generateNichesInput, row.generation_input),
});

/** One page of the user's saved niches, newest first. */
const listPage = pageQuery((db, page) =>
  db.selectFrom('niches').select(SUMMARY_COLUMNS).$call(page.newestPage('niches')),
);

export const nicheStore = (db: Kysely<Database>): SavedItemStore<SaveNicheInput, SavedNiche, NicheSummary> => ({
  async list(userId, query) {
    const rows = await listPage(db, userId, query);
    return toPage(rows, query.limit, toNicheSummary);
  },
  count: (userId) => countSavedItems(db, 'niches', userId),
  async get(userId, id) {
    const row = await db
      .selectFrom('niches')
      .selectAll()
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return toNiche(requireFound(LABEL, row));
  },
  async create(userId, input) {
    const row = await db
      .insertInto('niches')
      .values({ ...toColumns(input), id: randomUUID(), user_id: userId, created_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toNiche(row);
  },
  async update(userId, id, input) {
    const row = await db
      .updateTable('niches')
      .set(toColumns(input))
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return toNiche(requireFound(LABEL, row));
  },
  remove: (userId, id) => removeSavedItem(db, { table: 'niches', label: LABEL }, userId, id),
  usage: (userId, id) => listItemUsage(db, { table: 'niches', label: LABEL }, userId, id),
});
