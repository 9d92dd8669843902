import type { Kysely } from 'kysely';
import { COVER_IMAGE_PATH } from '../../../shared/schemas/cover.js';
import type { Database } from '../../db/schema.js';
import { coverArtKey, coverImageKey } from '../covers/cover-files.js';
import type { CoverRecord } from './images-disclosure.js';

/**
 * What the record holds about the owner's cover `coverId` (a project's): who made its image and whether an image
 * model's art is kept with it, from the stored files' record. Null without a cover; an image that is no stored file
 * (an old inline one) has neither.
 */
export async function readCoverRecord(
  db: Kysely<Database>,
  userId: string,
  coverId: string | null,
): Promise<CoverRecord | null> {
  if (coverId === null) return null;
  const cover = await db
    .selectFrom('cover_images')
    .select('image_url')
    .where('id', '=', coverId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!cover) return null;
  if (!COVER_IMAGE_PATH.test(cover.image_url)) return { madeBy: null, painted: false };
  const imageKey = coverImageKey(userId, cover.image_url);
  const artKey = coverArtKey(userId, cover.image_url);
  const files = await db
    .selectFrom('stored_files')
    .select(['key', 'made_by'])
    .where('key', 'in', [imageKey, artKey])
    .where('user_id', '=', userId)
    .execute();
  return {
    madeBy: files.find((file) => file.key === imageKey)?.made_by ?? null,
    painted: files.some((file) => file.key === artKey),
  };
}
