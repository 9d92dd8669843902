import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoint } from '../../../shared/api/endpoint.js';
import { testSeed } from '../../../../tests/support/test-seed.js';
import { COMPRESS_INLINE_MAX_BYTES, COMPRESS_MIN_BYTES } from '../../limits.js';
import { endpointRoutes, route } from '../endpoint-routes.js';
import { preferredEncoding } from '../preferred-encoding.js';

const RUNS = 1_000;

/** The value the next request answers, the same in both routes. */
let answered: unknown;
let status: ContentfulStatusCode = 200;
/** An endpoint that may answer any JSON with any status. */
const anyStatus: Record<number, { json: z.ZodType<unknown> }> = {};
const anyJson = endpoint({ method: 'GET', path: '/ours', summary: 'Any JSON', responses: anyStatus });
const app = endpointRoutes(route(anyJson, (_c, answer) => answer(answered, status))).get('/hono', (c) =>
  c.json(answered, status),
);

/** JSON values of every size: small ones, lists across the 1 KB compression floor, and text past the inline limit. */
const values = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue() },
  { weight: 3, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 10, maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'binary', minLength: 8, maxLength: 64 })
      .map((text) => ({ text: text.repeat(Math.ceil(COMPRESS_INLINE_MAX_BYTES / text.length) + 1) })),
  },
);

const acceptEncodings = fc.constantFrom(
  undefined,
  '',
  'gzip, deflate, br, zstd',
  'br',
  'gzip',
  'identity',
  'deflate',
  '*',
  'br;q=0, gzip',
  'gzip;q=0',
  'gzip;q=0.5, br;q=0.1',
);

/** The body as the client reads it once its Content-Encoding is undone. */
function decoded(bytes: Buffer, encoding: string | null): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  expect(encoding).toBeNull();
  return bytes.toString();
}

describe("an endpoint's answer against Hono's c.json", () => {
  it("answers random values with c.json's body and status, compressed as the request accepts", async () => {
    await fc.assert(
      fc.asyncProperty(
        values,
        acceptEncodings,
        fc.constantFrom<ContentfulStatusCode>(200, 201, 400, 404, 503),
        async (value, acceptEncoding, code) => {
          answered = value;
          status = code;
          const headers: Record<string, string> =
            acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
          const ours = await app.request('/ours', { headers });
          const hono = await app.request('/hono', { headers });

          const honoText = await hono.text();
          expect(honoText).toBe(JSON.stringify(value));
          expect(ours.status).toBe(hono.status);
          const bytes = Buffer.from(await ours.arrayBuffer());
          const encoding = ours.headers.get('Content-Encoding');
          expect(decoded(bytes, encoding)).toBe(honoText);

          expect(ours.headers.get('Content-Type')?.split(';')[0]).toBe(hono.headers.get('Content-Type'));
          expect(ours.headers.get('Vary')).toBe('Accept-Encoding');
          const expected = honoText.length < COMPRESS_MIN_BYTES ? 'identity' : preferredEncoding(acceptEncoding);
          expect(encoding ?? 'identity').toBe(expected);
          if (encoding) expect(ours.headers.get('Content-Length')).toBe(String(bytes.length));
        },
      ),
      { seed: testSeed("an endpoint's answer against Hono's c.json"), numRuns: RUNS },
    );
  }, 120_000);
});
