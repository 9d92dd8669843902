import { sql, type Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/** Length of a stored cover image's file name: a UUID and `.png`. */
const FILE_NAME_LENGTH = 40;

/**
 * A saved cover records the storage key of its image (`covers/<user id>/<file id>.png`), so the storage sweep and the
 * files read the key itself, never the URL the image is served at, which the server is free to rename
 * (docs/decisions/0034-bounded-storage.md). Rows saved before it get the key their URL's file name gives; an image
 * that is no stored file (an old inline one) has none.
 */
export function coverImageKeyMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('cover_images').addColumn('image_key', 'text').execute();
      const fileName = sql`substr(image_url, length(image_url) - ${sql.lit(FILE_NAME_LENGTH - 1)})`;
      await sql`
        update cover_images
        set image_key = 'covers/' || user_id || '/' || ${fileName}
        where image_url like '/%.png'
          and length(image_url) > ${sql.lit(FILE_NAME_LENGTH)}
          and substr(image_url, length(image_url) - ${sql.lit(FILE_NAME_LENGTH)}, 1) = '/'
      `.execute(db);
    },
  };
}
