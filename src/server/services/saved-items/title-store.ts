import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  generateTitlesInput,
  savedTitle,
  type SaveTitleInput,
  type SavedTitle,
} from '../../../shared/schemas/title.js';
import { now, readCount, readDate } from '../../db/codec.js';
import type { Database, ProductTitlesTable } from '../../db/schema.js';
import { readGenerationInput, requireOwnedSource, writeGenerationInput } from './item-sources.js';
import { requireDeleted, requireFound, requireItemId, type SavedItemStore } from './saved-item-store.js';

const LABEL = 'Title';

const toColumns = (input: SaveTitleInput) => ({
  title: input.title,
  tone: input.tone,
  idea_id: input.ideaId,
  generation_input: writeGenerationInput(input.generationInput),
});

const requireOwnedSources = (db: Kysely<Database>, userId: string, input: SaveTitleInput) =>
  requireOwnedSource(db, userId, { table: 'product_ideas', id: input.ideaId, field: 'ideaId', label: 'Product idea' });

const toTitle = (row: Selectable<ProductTitlesTable>): SavedTitle => ({
  id: row.id,
  title: row.title,
  tone: savedTitle.shape.tone.parse(row.tone),
  ideaId: row.idea_id,
  generationInput: readGenerationInput(generateTitlesInput, row.generation_input),
  projectId: row.project_id,
  createdAt: readDate(row.created_at),
});

export const titleStore = (db: Kysely<Database>): SavedItemStore<SaveTitleInput, SavedTitle> => ({
  async list(userId) {
    const rows = await db
      .selectFrom('product_titles')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toTitle);
  },
  async count(userId) {
    const row = await db
      .selectFrom('product_titles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return readCount(row.count);
  },
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
  async remove(userId, id) {
    const result = await db
      .deleteFrom('product_titles')
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    requireDeleted(LABEL, result);
  },
});
