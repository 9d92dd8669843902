import fc from 'fast-check';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { describe, expect, it } from 'vitest';
import { testSeed } from '../../../../tests/support/test-seed.js';
import { listPageEtag, namedByIfNoneMatch } from './list-page-etag.js';

const RUNS = 1_000;

/** The ETag the next request is answered with, the same in both routes. */
let current = '';
const app = new Hono()
  .use('/hono', etag())
  .get('/hono', (c) => c.text('page', 200, { ETag: current }))
  .get('/ours', (c) =>
    namedByIfNoneMatch(c.req.header('If-None-Match'), current) ? c.body(null, 304) : c.text('page'),
  );

const etags = fc
  .tuple(fc.uuid(), fc.nat(), fc.webPath())
  .map(([userId, version, path]) => listPageEtag(userId, version, path));

/** If-None-Match headers as clients send them, naming the ETag (weak or strong) or others, in lists and not. */
const ifNoneMatch = (tag: string) => {
  const opaque = tag.slice(2);
  const entry = fc.oneof(
    fc.constantFrom(tag, opaque, `W/${opaque}`, '*', 'W/"0-other"', '"unquoted', ''),
    etags,
    fc.string(),
  );
  return fc.oneof(
    fc
      .array(entry, { minLength: 1, maxLength: 4 })
      .chain((entries) => fc.constantFrom(', ', ',', ' ,  ').map((comma) => entries.join(comma))),
    fc.constant(undefined),
  );
};

describe('namedByIfNoneMatch against Hono', () => {
  it("answers 304 exactly when Hono's etag middleware does, for random ETags and If-None-Match headers", async () => {
    await fc.assert(
      fc.asyncProperty(
        etags.chain((tag) => fc.tuple(fc.constant(tag), ifNoneMatch(tag))),
        async ([tag, header]) => {
          current = tag;
          const headers: Record<string, string> = header === undefined ? {} : { 'If-None-Match': header };
          const hono = await app.request('/hono', { headers });
          const ours = await app.request('/ours', { headers });
          expect(ours.status, header).toBe(hono.status);
        },
      ),
      { seed: testSeed('namedByIfNoneMatch against Hono'), numRuns: RUNS },
    );
  });

  it('names each user, version and page with an ETag of its own', () => {
    const etag = listPageEtag('user-a', 3, '/api/titles');
    expect(etag).toMatch(/^W\/"3-[\w-]+"$/);
    expect(listPageEtag('user-a', 3, '/api/titles')).toBe(etag);
    for (const other of [
      listPageEtag('user-b', 3, '/api/titles'),
      listPageEtag('user-a', 4, '/api/titles'),
      listPageEtag('user-a', 3, '/api/titles?limit=2'),
    ]) {
      expect(other).not.toBe(etag);
    }
  });
});
