import { randomUUID } from 'node:crypto';
import { coverImageApi } from '../../../shared/api/cover-images.js';
import { pathWith } from '../../../shared/api/endpoint.js';
import { COVER_IMAGE_PATH } from '../../../shared/schemas/cover.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { claimStoredFile, recordStoredFile } from '../storage/stored-files.js';
import { checkCoverPng } from './check-cover-png.js';
import { userStorage } from '../storage/user-storage.js';

/**
 * A cover image is a PNG file in storage under its owner's folder, served at /api/covers/images/<file id>.png.
 * The key holds the user id, so a request for another user's file finds nothing: the same 404 as a missing one.
 */
const keyOf = (userId: string, fileId: string) => `covers/${userId}/${fileId}.png`;
const urlOf = (fileId: string) => pathWith(coverImageApi.read.path, { file: `${fileId}.png` });

const FILE_NAME = /^([0-9a-f-]{36})\.png$/;

/**
 * Stores a rendered cover for its owner, within their storage quota (a 413 past it, nothing written), and answers
 * the URL it is served at.
 */
export async function storeCoverImage(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  png: Buffer,
): Promise<string> {
  const fileId = randomUUID();
  await userStorage(db, storage, userId).save(keyOf(userId, fileId), png);
  return urlOf(fileId);
}

const noImage = () => new AppError('BAD_REQUEST', 'No cover image available', 'imageUrl');

/**
 * The URL a saved cover points at: one of the owner's stored images as it is, claimed so the storage sweep leaves it
 * while the save commits, or an inline PNG (data URL) stored first once it is checked whole and within bounds
 * (check-cover-png.ts). Anything else, another user's image included, is refused.
 */
export async function resolveCoverImage(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  imageUrl: string,
): Promise<string> {
  if (COVER_IMAGE_PATH.test(imageUrl)) {
    await claimCoverImage(db, storage, userId, coverImageKey(userId, imageUrl));
    return imageUrl;
  }
  const png = Buffer.from(imageUrl.slice(imageUrl.indexOf(',') + 1), 'base64');
  await checkCoverPng(png);
  return storeCoverImage(db, storage, userId, png);
}

/** Claims one of the user's stored images; one stored before files were recorded is recorded (and counted) now. */
async function claimCoverImage(db: Kysely<Database>, storage: FileStorage, userId: string, key: string) {
  if (await claimStoredFile(db, userId, key)) return;
  const file = await storage.open(key);
  if (!file) throw noImage();
  await file.body.cancel();
  await recordStoredFile(db, userId, key, file.size);
}

/** The owner's stored cover image named `<file id>.png`, or the 404 of a missing one. */
export async function openCoverImage(storage: FileStorage, userId: string, fileName: string) {
  const fileId = FILE_NAME.exec(fileName)?.[1];
  const file = fileId ? await storage.open(keyOf(userId, fileId)) : null;
  if (!file) throw new AppError('NOT_FOUND', 'Cover image not found');
  return file;
}

/** The storage key of the owner's cover image at `imageUrl` (/api/covers/images/<file id>.png). */
export const coverImageKey = (userId: string, imageUrl: string) =>
  keyOf(userId, imageUrl.slice(imageUrl.lastIndexOf('/') + 1, -'.png'.length));
