import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredEncoding } from './preferred-encoding.js';

/** Below this a compressed body saves less than the headers and CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
/** Brotli quality 4 compresses better than gzip's default at a similar CPU cost, fit for per-request work. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

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
    if (
      !res.body ||
      res.status === 204 ||
      res.headers.has('Content-Encoding') ||
      !isJson(res.headers.get('Content-Type'))
    )
      return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (encoding === 'identity') return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      // Reading the body to measure it used it up: send the same bytes as they were.
      c.res = new Response(body, res);
      return;
    }
    const compressed = await (encoding === 'br' ? compressors.br(body, BROTLI_OPTIONS) : compressors.gzip(body));
    c.res = new Response(new Uint8Array(compressed), res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
  };
}
