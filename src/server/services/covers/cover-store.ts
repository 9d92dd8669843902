import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  COVER_IMAGE_PATH,
  generateCoverImageInput,
  type CoverSummary,
  type SaveCoverInput,
  type SavedCover,
} from '../../../shared/schemas/cover.js';
import { now, readDate } from '../../db/codec.js';
import type { CoverImagesTable, Database } from '../../db/schema.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { toSearchText } from '../../db/search-text.js';
import { pageQuery, toPage } from '../lists/page-filters.js';
import { readGenerationInput, requireOwnedSource, writeGenerationInput } from '../saved-items/item-sources.js';
import { listItemUsage } from '../saved-items/list-item-usage.js';
import { removeSavedItem } from '../saved-items/remove-saved-item.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { countSavedItems, type SavedItemStore } from '../saved-items/saved-item-store.js';
import type { StorageQuota } from '../storage/storage-quota.js';
import { releaseStoredFile } from '../storage/stored-files.js';
import { coverArtKey, coverImageColumns, coverImageKey, resolveCoverImage } from './cover-files.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';
import { inTransaction } from '../../db/in-transaction.js';

const LABEL = 'Cover';

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'image_url',
  'style',
  'prompt',
  'title_id',
  'project_id',
  'created_at',
] as const;

const toCoverSummary = (row: Pick<Selectable<CoverImagesTable>, (typeof SUMMARY_COLUMNS)[number]>): CoverSummary => ({
  id: row.id,
  title: row.title,
  imageUrl: row.image_url,
  style: row.style,
  prompt: row.prompt,
  titleId: row.title_id,
  projectId: row.project_id,
  createdAt: readDate(row.created_at),
});

const toCover = (row: Selectable<CoverImagesTable>): SavedCover => ({
  ...toCoverSummary(row),
  generationInput: readGenerationInput(generateCoverImageInput, row.generation_input),
});

/** The columns a save writes, once its image is stored and its title and project are known to be the user's. */
async function toColumns(
  db: Kysely<Database>,
  storage: FileStorage,
  quota: StorageQuota,
  userId: string,
  input: SaveCoverInput,
) {
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
  // The product title comes with the generation request, and is kept with it when a save leaves that out.
  const title = input.generationInput?.title;
  return {
    title,
    search_text: title === undefined ? undefined : toSearchText(title),
    ...coverImageColumns(userId, await resolveCoverImage(db, storage, quota, userId, input.imageUrl)),
    style: input.style,
    prompt: input.prompt,
    title_id: input.titleId,
    project_id: input.projectId,
    generation_input: writeGenerationInput(input.generationInput),
  };
}

/**
 * A cover saved for a project becomes that project's cover; its documents no longer match it
 * (docs/product-rules.md R37).
 */
async function linkToProject(db: Kysely<Database>, userId: string, cover: SavedCover): Promise<void> {
  const { projectId } = cover;
  if (!projectId) return;
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('projects')
      .set({ cover_id: cover.id })
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .execute();
    await markDocumentsStale(trx, { userId, projectIds: [projectId] });
  });
}

/** One of the user's saved covers; a missing or foreign one is a 404. Reading needs no storage. */
export async function getCover(db: Kysely<Database>, userId: string, id: string): Promise<SavedCover> {
  const row = await db
    .selectFrom('cover_images')
    .selectAll()
    .where('id', '=', requireItemId(LABEL, id))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return toCover(requireFound(LABEL, row));
}

/** One page of the user's saved covers, newest first. */
const listPage = pageQuery((db, page) =>
  db.selectFrom('cover_images').select(SUMMARY_COLUMNS).$call(page.newestPage('cover_images')),
);

/**
 * Removes a cover image and the art kept with it once no saved cover shows it and no write claimed it since
 * `releasedAt`. Best effort: the storage sweep removes what this misses (docs/decisions/0034-bounded-storage.md).
 */
export async function releaseCoverImage(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  imageUrl: string,
  releasedAt: string,
): Promise<void> {
  if (!COVER_IMAGE_PATH.test(imageUrl)) return;
  for (const key of [coverImageKey(userId, imageUrl), coverArtKey(userId, imageUrl)])
    await releaseStoredFile(db, storage, key, releasedAt).catch(() => false);
}

/** Saved covers of one user; images live in `storage`, within the user's `quota`, the rows point at them. */
export const coverStore =
  (storage: FileStorage, quota: StorageQuota) =>
  (db: Kysely<Database>): SavedItemStore<SaveCoverInput, SavedCover, CoverSummary> => ({
    async list(userId, query) {
      const rows = await listPage(db, userId, query);
      return toPage(rows, query.limit, toCoverSummary);
    },
    count: (userId) => countSavedItems(db, 'cover_images', userId),
    get: (userId, id) => getCover(db, userId, id),
    async create(userId, input) {
      const columns = await toColumns(db, storage, quota, userId, input);
      const row = await db
        .insertInto('cover_images')
        .values({
          ...columns,
          prompt: columns.prompt ?? null,
          search_text: columns.search_text ?? toSearchText(null),
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
      // Another user's or a missing cover is a 404 before any image is stored for it.
      requireFound(
        LABEL,
        await db
          .selectFrom('cover_images')
          .select('id')
          .where('id', '=', coverId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      );
      const columns = await toColumns(db, storage, quota, userId, input);
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
    /**
     * The cover's image goes with it after the commit, unless another saved cover shows it too. Best effort: the
     * storage sweep removes an image this misses (docs/decisions/0034-bounded-storage.md).
     */
    async remove(userId, id) {
      const deletedAt = now();
      const row = await db
        .selectFrom('cover_images')
        .select('image_url')
        .where('id', '=', requireItemId(LABEL, id))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      await removeSavedItem(db, { table: 'cover_images', label: LABEL }, userId, id);
      if (row) await releaseCoverImage(db, storage, userId, row.image_url, deletedAt);
    },
    usage: (userId, id) => listItemUsage(db, { table: 'cover_images', label: LABEL }, userId, id),
  });
