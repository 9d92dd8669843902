import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';

const COVER_KEY = /^covers\/([^/]+)\/([0-9a-f-]{36})\.(?:png|art)$/;
const DOCUMENT_KEY = /^documents\/([^/]+)\/([0-9a-f-]{36})(?:\/([0-9a-f-]{36}))?\.[a-z]+$/;

/**
 * Whether a saved row points to the stored file under `key` (docs/decisions/0034-bounded-storage.md): a cover image
 * (and the art kept with it) while one of its owner's saved covers records its key (`image_key`, never the URL the
 * image is served at, which the server is free to rename); a document while it is its project's
 * current generation's, whatever the documents status (stale and failed ones included), of its copy for sale or its
 * draft copy (docs/decisions/0037-draft-and-sale-copies.md); a document from before generations while its project has
 * none. A key of no known shape counts as pointed to, so it is never removed.
 */
export function isReferenced(eb: ExpressionBuilder<Database, 'stored_files'>, key: string): Expression<SqlBool> {
  const cover = COVER_KEY.exec(key);
  if (cover) {
    const [, userId, fileId] = cover;
    return eb.exists(
      eb
        .selectFrom('cover_images')
        .select('id')
        .where('user_id', '=', userId!)
        .where('image_key', '=', `covers/${userId}/${fileId}.png`),
    );
  }
  const document = DOCUMENT_KEY.exec(key);
  if (document) {
    const [, userId, projectId, generation] = document;
    return eb.exists(
      eb
        .selectFrom('projects')
        .select('id')
        .where('id', '=', projectId!)
        .where('user_id', '=', userId!)
        .where((project) =>
          generation === undefined
            ? project('documents_generation', 'is', null)
            : project.or([
                project('documents_generation', '=', generation),
                project('draft_documents_generation', '=', generation),
              ]),
        ),
    );
  }
  return eb.lit(true);
}

const OWNED_KEY = /^(?:covers|documents)\/([0-9a-f-]{36})\//;

/** The owner a stored file's key names ('covers/<user id>/…', 'documents/<user id>/…'), or null for another key. */
export const ownerOf = (key: string): string | null => OWNED_KEY.exec(key)?.[1] ?? null;
