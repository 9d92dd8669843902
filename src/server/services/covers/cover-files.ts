import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { CoverArt } from '../../ai/index.js';
import { coverImageApi } from '../../../shared/api/cover-images.js';
import { pathWith } from '../../../shared/api/endpoint.js';
import { COVER_IMAGE_PATH } from '../../../shared/schemas/cover.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import type { StorageQuota } from '../storage/storage-quota.js';
import { claimStoredFile, recordStoredFile } from '../storage/stored-files.js';
import { checkCoverPng } from './check-cover-png.js';
import { startsAsPng } from './verify-png-structure.js';
import { userStorage } from '../storage/user-storage.js';
import { WRITTEN_BY_CREATOR } from '../sections/content-writer.js';

/**
 * A cover image is a PNG file in storage under its owner's folder, served at /api/covers/images/<file id>.png.
 * The key holds the user id, so a request for another user's file finds nothing: the same 404 as a missing one.
 * The background art an image model painted for it is kept beside it, never served, so a redraw can set new type on
 * the same art (docs/decisions/0036-cover-follows-the-plan.md).
 */
const keyOf = (userId: string, fileId: string) => `covers/${userId}/${fileId}.png`;
const artKeyOf = (userId: string, fileId: string) => `covers/${userId}/${fileId}.art`;
const fileIdOf = (imageUrl: string) => imageUrl.slice(imageUrl.lastIndexOf('/') + 1, -'.png'.length);
const urlOf = (fileId: string) => pathWith(coverImageApi.read.path, { file: `${fileId}.png` });

const FILE_NAME = /^([0-9a-f-]{36})\.png$/;

/**
 * Stores a cover image for its owner, and the art under it when an image model painted it, within their storage
 * quota (a 413 past it, nothing more written), records who made it (`stored_files.made_by`: 'offline' for the built-in
 * designer, '<provider>/<model>' for art an image model painted, 'creator' for an image the creator sent; null when
 * not known), and answers the URL it is served at.
 */
export async function storeCoverImage(
  db: Kysely<Database>,
  storage: FileStorage,
  quota: StorageQuota,
  userId: string,
  image: { png: Buffer; madeBy: string | null; art?: CoverArt },
): Promise<string> {
  const fileId = randomUUID();
  const files = userStorage(db, storage, quota, userId);
  const key = keyOf(userId, fileId);
  await files.save(key, image.png);
  if (image.art) await files.save(artKeyOf(userId, fileId), image.art.bytes);
  await db
    .updateTable('stored_files')
    .set({ made_by: image.madeBy })
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .execute();
  return urlOf(fileId);
}

/** Who made the owner's stored cover image at `imageUrl` (see storeCoverImage); null when it is not recorded. */
export async function coverImageMaker(db: Kysely<Database>, userId: string, imageUrl: string): Promise<string | null> {
  if (!COVER_IMAGE_PATH.test(imageUrl)) return null;
  const row = await db
    .selectFrom('stored_files')
    .select('made_by')
    .where('key', '=', coverImageKey(userId, imageUrl))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.made_by ?? null;
}

/** The art's type from its first bytes: image models answer PNG, JPEG or WebP. */
export function artMimeType(bytes: Buffer): string {
  if (startsAsPng(bytes)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  return 'image/webp';
}

/** The background art kept with the owner's cover image at `imageUrl`, or null for a cover drawn without art. */
export async function readCoverArt(storage: FileStorage, userId: string, imageUrl: string): Promise<CoverArt | null> {
  if (!COVER_IMAGE_PATH.test(imageUrl)) return null;
  const file = await storage.open(artKeyOf(userId, fileIdOf(imageUrl)));
  if (!file) return null;
  const bytes = await buffer(file.body);
  return { bytes, mimeType: artMimeType(bytes) };
}

const noImage = () => new AppError('BAD_REQUEST', 'No cover image available', 'imageUrl');

/**
 * An inline PNG (data URL) a save sends, checked whole and within bounds on a worker thread (check-cover-png.ts) and
 * stored for its owner, answering the URL it is served at. Done before the save's transaction opens, so the check
 * never holds a connection, SQLite's only one least of all (docs/decisions/0049-cover-saves-off-the-main-thread.md).
 */
export async function storeInlineCoverImage(
  db: Kysely<Database>,
  storage: FileStorage,
  quota: StorageQuota,
  userId: string,
  dataUrl: string,
): Promise<string> {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  await checkCoverPng(png);
  return storeCoverImage(db, storage, quota, userId, { png, madeBy: WRITTEN_BY_CREATOR });
}

/**
 * The URL a saved cover points at: one of the owner's stored images as it is (an inline one was stored first, by
 * storeInlineCoverImage), claimed so the storage sweep leaves it while the save commits. Anything else, another
 * user's image included, is refused.
 */
export async function resolveCoverImage(
  db: Kysely<Database>,
  storage: FileStorage,
  quota: StorageQuota,
  userId: string,
  imageUrl: string,
): Promise<string> {
  if (!COVER_IMAGE_PATH.test(imageUrl)) throw noImage();
  await claimCoverImage(db, storage, quota, userId, imageUrl);
  return imageUrl;
}

/**
 * Claims one of the user's stored images and its art, if any; an image stored before files were recorded is recorded
 * (and counted) now.
 */
async function claimCoverImage(
  db: Kysely<Database>,
  storage: FileStorage,
  quota: StorageQuota,
  userId: string,
  imageUrl: string,
) {
  await claimStoredFile(db, userId, coverArtKey(userId, imageUrl));
  const key = coverImageKey(userId, imageUrl);
  if (await claimStoredFile(db, userId, key)) return;
  const file = await storage.within(db).open(key);
  if (!file) throw noImage();
  await file.body.cancel();
  await recordStoredFile(db, quota, userId, key, file.size);
}

/** The owner's stored cover image named `<file id>.png`, or the 404 of a missing one. */
export async function openCoverImage(storage: FileStorage, userId: string, fileName: string) {
  const fileId = FILE_NAME.exec(fileName)?.[1];
  const file = fileId ? await storage.open(keyOf(userId, fileId)) : null;
  if (!file) throw new AppError('NOT_FOUND', 'Cover image not found');
  return file;
}

/** The storage key of the owner's cover image at `imageUrl` (/api/covers/images/<file id>.png). */
export const coverImageKey = (userId: string, imageUrl: string) => keyOf(userId, fileIdOf(imageUrl));

/**
 * The columns that point a saved cover at its image: the URL it is served at and, for a stored image, its storage key,
 * which is what the storage sweep and the files read (docs/decisions/0034-bounded-storage.md).
 */
export const coverImageColumns = (userId: string, imageUrl: string) => ({
  image_url: imageUrl,
  image_key: COVER_IMAGE_PATH.test(imageUrl) ? coverImageKey(userId, imageUrl) : null,
});

/** The storage key of the art kept with the owner's cover image at `imageUrl`. */
export const coverArtKey = (userId: string, imageUrl: string) => artKeyOf(userId, fileIdOf(imageUrl));
