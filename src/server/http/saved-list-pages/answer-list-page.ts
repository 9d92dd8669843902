import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Endpoint, JsonBody } from '../../../shared/api/endpoint.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../context.js';
import { answerJson, type SerializedJson } from '../json/index.js';
import { answerWith } from '../security-headers.js';
import { listPageEtag, namedByIfNoneMatch } from './list-page-etag.js';
import { savedListVersion } from './saved-list-version.js';

/** A browser keeps the page and asks again each time, with the page's ETag. */
const REVALIDATE = { 'Cache-Control': 'private, no-cache' };

/** The request's path and query, without its origin. */
const pathAndQuery = (url: string) => url.slice(url.indexOf('/', url.indexOf('//') + 2));

/**
 * A page of one of the signed-in user's lists (saved items, My Saved Content's cards, projects), answered through
 * HTTP caching (docs/decisions/0019): its ETag comes from the user's saved-list version, which the database moves
 * with every change to their saved items and projects, and a request naming that ETag in If-None-Match is answered
 * 304 without reading the page. Otherwise `read` reads the page (or finds it kept at that version, already
 * serialized): the version is read first, so the page is at least as new as the version its ETag names. The page
 * has the type `endpoint` declares for its 200 (src/shared/api/).
 */
export async function answerPageWithEtag<E extends Endpoint>(
  c: Context<AppEnv>,
  _endpoint: E,
  db: Kysely<Database>,
  read: (version: number) => Promise<JsonBody<E, 200> | SerializedJson<JsonBody<E, 200>>>,
): Promise<Response> {
  const userId = c.get('user').id;
  const version = await savedListVersion(db, userId);
  const headers = { ...REVALIDATE, ETag: listPageEtag(userId, version, pathAndQuery(c.req.url)) };
  if (namedByIfNoneMatch(c.req.header('If-None-Match'), headers.ETag)) {
    return answerWith(c, null, 304, { ...headers, Vary: 'Accept-Encoding' });
  }
  return answerJson(c, await read(version), 200, headers);
}
