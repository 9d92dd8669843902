import { sql, type Kysely } from 'kysely';
import { now, readCount } from '../../../db/codec.js';
import type { Database } from '../../../db/schema.js';
import { contentTypeOf, requireFileKey, requireFolder, type FileStorage } from './file-storage.js';
import { STORAGE_CHUNK_BYTES } from '../../../limits.js';

/**
 * Files in the database's `files` table (bytea on PostgreSQL): every app instance on the same database serves the
 * same files, with nothing else to run. Streamed out a chunk per query.
 */
export function databaseStorage(db: Kysely<Database>): FileStorage {
  const sizeOf = async (key: string) => {
    const row = await db.selectFrom('files').select('size').where('key', '=', requireFileKey(key)).executeTakeFirst();
    return row ? readCount(row.size) : null;
  };
  const storage: FileStorage = {
    kind: 'database',
    async save(key, bytes) {
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await db
        .insertInto('files')
        .values({ key: requireFileKey(key), size: data.byteLength, data, created_at: now() })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ size: data.byteLength, data }))
        .execute();
    },
    async open(key) {
      const size = await sizeOf(key);
      if (size === null) return null;
      let offset = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (offset >= size) {
            controller.close();
            return;
          }
          const row = await db
            .selectFrom('files')
            .select(sql<Buffer>`substr(data, ${offset + 1}, ${STORAGE_CHUNK_BYTES})`.as('chunk'))
            .where('key', '=', key)
            .executeTakeFirst();
          if (!row || row.chunk.byteLength === 0) {
            controller.close();
            return;
          }
          offset += row.chunk.byteLength;
          controller.enqueue(new Uint8Array(row.chunk));
        },
      });
      return { size, contentType: contentTypeOf(key), body };
    },
    async exists(key) {
      return (await sizeOf(key)) !== null;
    },
    async list(folder) {
      // A folder has no '%' or '_' (requireFolder), so the pattern matches it literally.
      const prefix = `${requireFolder(folder)}/`;
      const rows = await db.selectFrom('files').select('key').where('key', 'like', `${prefix}%`).execute();
      return rows.map((row) => row.key).filter((key) => !key.includes('/', prefix.length));
    },
    async entries() {
      const rows = await db.selectFrom('files').select(['key', 'size']).execute();
      return rows.map((row) => ({ key: row.key, size: readCount(row.size) }));
    },
    async remove(key) {
      await db.deleteFrom('files').where('key', '=', requireFileKey(key)).execute();
    },
    within: (connection) => (connection === db ? storage : databaseStorage(connection)),
  };
  return storage;
}
