import { hash, randomUUID } from 'node:crypto';

/**
 * This process's mark in its ETags. A new build may change how a page reads while the user's version stands; a
 * browser holding a page from the old build then revalidates with an ETag that no longer names the current page.
 */
const PROCESS_MARK = randomUUID();

/**
 * The ETag of a page of the user's lists at `version`: the version, then a digest of this process's mark, the
 * user and the page's path and query. Weak, since the page is the same in every content encoding.
 */
export function listPageEtag(userId: string, version: number, pathAndQuery: string): string {
  return `W/"${version}-${hash('sha1', `${PROCESS_MARK}\n${userId}\n${pathAndQuery}`, 'base64url')}"`;
}

/**
 * Whether an If-None-Match header names `etag`: it is `*`, or one of the tags it lists is `etag` by the weak
 * comparison If-None-Match calls for (RFC 9110, section 13.1.2). Hono's etag middleware decides the same; a test
 * holds the two together.
 */
export function namedByIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}
