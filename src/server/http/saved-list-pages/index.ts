import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Endpoint, JsonBody } from '../../../shared/api/endpoint.js';
import type { ListQuery } from '../../../shared/schemas/saved-item.js';
import type { Database } from '../../db/schema.js';
import { fastPathsOn } from '../../fast-paths.js';
import type { AppEnv } from '../context.js';
import { answerJson } from '../json/index.js';
import { answerPageWithEtag } from './answer-list-page.js';
import { keptPages, type KeptPages } from './kept-pages.js';

export { keptPages, type KeptPages };

/** The page as it is read, with no ETag and nothing kept (`FAST_PATHS=off`). */
const answerPlainly = async <E extends Endpoint>(c: Context<AppEnv>, read: () => Promise<JsonBody<E, 200>>) =>
  answerJson(c, await read(), 200, {});

/**
 * A page of one of the signed-in user's lists (projects, My Saved Content's cards), of the type `endpoint`
 * declares for its 200. With the fast paths on it carries an ETag from the user's saved-list version and is
 * answered 304 when the request names it (README.md here, docs/decisions/0019); with `FAST_PATHS=off` it is read
 * and answered as any other JSON (docs/decisions/0056).
 */
export function answerListPage<E extends Endpoint>(
  c: Context<AppEnv>,
  endpoint: E,
  db: Kysely<Database>,
  read: () => Promise<JsonBody<E, 200>>,
): Promise<Response> {
  return fastPathsOn() ? answerPageWithEtag(c, endpoint, db, read) : answerPlainly(c, read);
}

/**
 * A page of one kind of saved item: as `answerListPage`, and with the fast paths on, answered from the pages
 * `kept` holds while the user's saved-list version stands (`kept-pages.ts`).
 */
export function answerKeptListPage<E extends Endpoint>(
  c: Context<AppEnv>,
  endpoint: E,
  db: Kysely<Database>,
  { kept, query }: { kept: KeptPages<JsonBody<E, 200>>; query: ListQuery },
  read: () => Promise<JsonBody<E, 200>>,
): Promise<Response> {
  if (!fastPathsOn()) return answerPlainly(c, read);
  const userId = c.get('user').id;
  return answerPageWithEtag(c, endpoint, db, (version) => kept(userId, query, version, read));
}
