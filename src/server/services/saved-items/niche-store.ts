import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  generateNichesInput,
  savedNiche,
  type SaveNicheInput,
  type SavedNiche,
} from '../../../shared/schemas/niche.js';
import { now, readCount, readDate, readJson, writeJson } from '../../db/codec.js';
import type { Database, NichesTable } from '../../db/schema.js';
import { readGenerationInput, writeGenerationInput } from './item-sources.js';
import { requireDeleted, requireFound, requireItemId, type SavedItemStore } from './saved-item-store.js';

const LABEL = 'Niche';

const toColumns = (input: SaveNicheInput) => ({
  name: input.name,
  market_size: input.marketSize,
  competition_level: input.competitionLevel,
  profit_potential: input.profitPotential,
  demographics: writeJson(input.demographics),
  generation_input: writeGenerationInput(input.generationInput),
});

const toNiche = (row: Selectable<NichesTable>): SavedNiche => ({
  id: row.id,
  name: row.name,
  marketSize: row.market_size ?? '',
  competitionLevel: row.competition_level ?? '',
  profitPotential: row.profit_potential ?? '',
  demographics: savedNiche.shape.demographics.parse(readJson(row.demographics)),
  generationInput: readGenerationInput(generateNichesInput, row.generation_input),
  projectId: row.project_id,
  createdAt: readDate(row.created_at),
});

export const nicheStore = (db: Kysely<Database>): SavedItemStore<SaveNicheInput, SavedNiche> => ({
  async list(userId) {
    const rows = await db
      .selectFrom('niches')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toNiche);
  },
  async count(userId) {
    const row = await db
      .selectFrom('niches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return readCount(row.count);
  },
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
  async remove(userId, id) {
    const result = await db
      .deleteFrom('niches')
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    requireDeleted(LABEL, result);
  },
});
