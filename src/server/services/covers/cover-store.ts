import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  generateCoverImageInput,
  savedCover,
  type SaveCoverInput,
  type SavedCover,
} from '../../../shared/schemas/cover.js';
import { now, readCount, readDate } from '../../db/codec.js';
import type { CoverImagesTable, Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { readGenerationInput, requireOwnedSource, writeGenerationInput } from '../saved-items/item-sources.js';
import { requireDeleted, requireFound, requireItemId, type SavedItemStore } from '../saved-items/saved-item-store.js';
import { resolveCoverImage } from './cover-files.js';

const LABEL = 'Cover';

const toCover = (row: Selectable<CoverImagesTable>): SavedCover => ({
  id: row.id,
  imageUrl: row.image_url,
  style: row.style === null ? null : savedCover.shape.style.parse(row.style),
  prompt: row.prompt,
  titleId: row.title_id,
  generationInput: readGenerationInput(generateCoverImageInput, row.generation_input),
  projectId: row.project_id,
  createdAt: readDate(row.created_at),
});

/** The columns a save writes, once its image is stored and its title and project are known to be the user's. */
async function toColumns(db: Kysely<Database>, storage: FileStorage, userId: string, input: SaveCoverInput) {
  await requireOwnedSource(db, userId, {
    table: 'product_titles',
    id: input.titleId,
    field: 'titleId',
    label: 'Title',
  });
  await requireOwnedSource(db, userId, {
    table: 'projects',
    id: input.projectId,
    field: 'projectId',
    label: 'Project',
  });
  return {
    image_url: await resolveCoverImage(storage, userId, input.imageUrl),
    style: input.style,
    prompt: input.prompt,
    title_id: input.titleId,
    project_id: input.projectId,
    generation_input: writeGenerationInput(input.generationInput),
  };
}

/** A cover saved for a project becomes that project's cover; its documents no longer match it (spec §4). */
async function linkToProject(db: Kysely<Database>, userId: string, cover: SavedCover): Promise<void> {
  if (!cover.projectId) return;
  await db
    .updateTable('projects')
    .set({ cover_id: cover.id, pdf_status: 'not_generated', updated_at: now() })
    .where('id', '=', cover.projectId)
    .where('user_id', '=', userId)
    .execute();
}

/** Saved covers of one user; images live in `storage`, the rows point at them. */
export const coverStore =
  (storage: FileStorage) =>
  (db: Kysely<Database>): SavedItemStore<SaveCoverInput, SavedCover> => ({
    async list(userId) {
      const rows = await db
        .selectFrom('cover_images')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toCover);
    },
    async count(userId) {
      const row = await db
        .selectFrom('cover_images')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return readCount(row.count);
    },
    async get(userId, id) {
      const row = await db
        .selectFrom('cover_images')
        .selectAll()
        .where('id', '=', requireItemId(LABEL, id))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return toCover(requireFound(LABEL, row));
    },
    async create(userId, input) {
      const columns = await toColumns(db, storage, userId, input);
      const row = await db
        .insertInto('cover_images')
        .values({
          ...columns,
          prompt: columns.prompt ?? null,
          id: randomUUID(),
          user_id: userId,
          created_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const cover = toCover(row);
      await linkToProject(db, userId, cover);
      return cover;
    },
    async update(userId, id, input) {
      const coverId = requireItemId(LABEL, id);
      const columns = await toColumns(db, storage, userId, input);
      const row = await db
        .updateTable('cover_images')
        .set(columns)
        .where('id', '=', coverId)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      const cover = toCover(requireFound(LABEL, row));
      await linkToProject(db, userId, cover);
      return cover;
    },
    async remove(userId, id) {
      const result = await db
        .deleteFrom('cover_images')
        .where('id', '=', requireItemId(LABEL, id))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      requireDeleted(LABEL, result);
    },
  });
