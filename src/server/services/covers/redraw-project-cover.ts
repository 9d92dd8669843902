import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LIMITS } from '../../../shared/limits.js';
import { generateCoverImageInput } from '../../../shared/schemas/cover.js';
import { renderCover } from './draw/render-cover.js';
import { now, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { toSearchText } from '../../db/search-text.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { findProject } from '../book-model/find-project.js';
import type { StorageQuota } from '../storage/storage-quota.js';
import { requireStorageRoom } from '../storage/stored-files.js';
import { planCoverText } from './cover-differences.js';
import { coverSpecOf, projectCoverDesign } from './project-cover-design.js';
import { coverImageColumns, coverImageMaker, readCoverArt, storeCoverImage } from './cover-files.js';
import { OFFLINE_WRITER } from '../sections/content-writer.js';
import { getCover, releaseCoverImage } from './cover-store.js';
import { inTransaction } from '../../db/in-transaction.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';

/** Whether a project other than `projectId` shows the cover: it must then not change under that project. */
async function usedElsewhere(db: Kysely<Database>, userId: string, coverId: string, projectId: string) {
  const other = await db
    .selectFrom('projects')
    .select('id')
    .where('user_id', '=', userId)
    .where('cover_id', '=', coverId)
    .where('id', '!=', projectId)
    .executeTakeFirst();
  return other !== undefined;
}

/**
 * Redraws the cover of one of the user's projects with its book plan's title, subtitle and author, in the cover's own
 * style, colours (or `colorScheme`, a rebrand's) and prompt, over the art an image model painted for it when it has some
 * (docs/decisions/0036-cover-follows-the-plan.md). The new image is stored within the user's quota (a 413 past it
 * changes nothing). A cover no other project shows is changed in place and its old image released; one another
 * project shows stays as it is there, and this project gets a new saved cover. Either way the project's files are out
 * of date (docs/product-rules.md R37, R58). A missing or foreign project is a 404.
 */
export async function redrawProjectCover(
  db: Kysely<Database>,
  storage: FileStorage,
  quota: StorageQuota,
  userId: string,
  projectId: string,
  { colorScheme }: { colorScheme?: string } = {},
): Promise<void> {
  const project = await findProject(db, userId, projectId);
  if (!project.cover_id) throw new AppError('BAD_REQUEST', 'This project has no cover to redraw.');
  const cover = await getCover(db, userId, project.cover_id);
  const { plan } = await readBookPlan(db, userId, projectId);
  const text = planCoverText(plan);
  if (text.title.length > LIMITS.name)
    throw new AppError(
      'BAD_REQUEST',
      `The book's title and subtitle together are too long to print on the cover: at most ${LIMITS.name} characters.`,
    );
  await requireStorageRoom(db, quota, userId);
  const design = projectCoverDesign(cover, plan);
  const input = generateCoverImageInput.parse(colorScheme ? { ...design, colorScheme } : design);
  const art = await readCoverArt(storage, userId, cover.imageUrl);
  const png = await renderCover(coverSpecOf(input, art));
  // The same art keeps its painter; without art, the designer draws the whole cover anew.
  const madeBy = art ? await coverImageMaker(db, userId, cover.imageUrl) : OFFLINE_WRITER;
  const imageUrl = await storeCoverImage(db, storage, quota, userId, { png, madeBy, ...(art ? { art } : {}) });
  const stamp = now();
  const columns = {
    ...coverImageColumns(userId, imageUrl),
    title: input.title,
    search_text: toSearchText(input.title),
    generation_input: writeJson(input),
  };
  const inPlace = await inTransaction(db, async (trx) => {
    const shared = await usedElsewhere(trx, userId, cover.id, projectId);
    let coverId = cover.id;
    if (shared) {
      coverId = randomUUID();
      await trx
        .insertInto('cover_images')
        .values({
          ...columns,
          id: coverId,
          user_id: userId,
          style: input.style,
          prompt: cover.prompt,
          title_id: cover.titleId,
          project_id: projectId,
          created_at: stamp,
        })
        .execute();
    } else {
      await trx
        .updateTable('cover_images')
        .set(columns)
        .where('id', '=', cover.id)
        .where('user_id', '=', userId)
        .execute();
    }
    await trx
      .updateTable('projects')
      .set({ cover_id: coverId })
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .execute();
    await markDocumentsStale(trx, { userId, projectIds: [projectId] });
    return !shared;
  });
  if (inPlace) await releaseCoverImage(db, storage, userId, cover.imageUrl, stamp);
}
