import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredEncoding } from './preferred-encoding.js';

/** Below this a compressed body saves less than the headers and CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli quality 4 compresses better than gzip's default at a similar CPU cost, fit for per-request work. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Up to this size a body is compressed on the spot (a 4 KB list takes ~50 µs); handing it to the thread pool
 * costs three times as much. Larger bodies go to the pool, so the event loop never waits on them.
 */
const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

const compressInline = {
  br: (body: Uint8Array) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body: Uint8Array) => gzipSync(body),
};
const compressInPool = {
  br: (body: Uint8Array) => promisify(brotliCompress)(body, BROTLI_OPTIONS),
  gzip: (body: Uint8Array) => promisify(gzip)(body),
};

const isJson = (contentType: string | null) => /^application\/json\b/i.test(contentType ?? '');

/**
 * Compresses JSON answers of at least COMPRESS_MIN_BYTES with brotli or gzip, as the request accepts.
 * A JSON body is already whole in memory, so reading it loses nothing; every other type (the NDJSON
 * content stream above all, which must reach the client chunk by chunk) and empty answers pass untouched.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first: touching the body turns the server's lightweight response into a full one.
    if (res.status === 204 || res.headers.has('Content-Encoding') || !isJson(res.headers.get('Content-Type'))) return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (encoding === 'identity' || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      // Reading the body to measure it used it up: send the same bytes as they were.
      c.res = new Response(body, res);
      return;
    }
    const compressed =
      body.byteLength <= COMPRESS_INLINE_MAX_BYTES
        ? compressInline[encoding](body)
        : await compressInPool[encoding](body);
    c.res = new Response(new Uint8Array(compressed), res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
  };
}
