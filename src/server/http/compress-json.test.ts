import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressJson } from './compress-json.js';
import { ndjsonResponse } from './ndjson-response.js';
import { preferredEncoding } from './preferred-encoding.js';

const bigList = Array.from({ length: 40 }, (_, index) => ({ id: index, title: `Saved title number ${index}` }));

/** The second NDJSON event waits until the test releases it, so a buffering middleware would never deliver the first. */
function streamingApp() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  async function* events() {
    yield { type: 'chunk', text: 'x'.repeat(2 * COMPRESS_MIN_BYTES) };
    await released;
    yield { type: 'done' };
  }
  const app = new Hono()
    .use('/api/*', compressJson())
    .get('/api/stream', () => ndjsonResponse(events(), () => release()));
  return { app, release };
}

const app = new Hono()
  .use('/api/*', compressJson())
  .get('/api/big', (c) => c.json(bigList))
  .get('/api/small', (c) => c.json({ ok: true }))
  .delete('/api/item', (c) => c.body(null, 204))
  .get('/api/text', (c) => c.text('t'.repeat(4 * COMPRESS_MIN_BYTES)));

const get = (pathname: string, acceptEncoding?: string, method = 'GET') =>
  app.request(pathname, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compressJson', () => {
  it('sends a JSON answer of 1 KB or more with brotli when accepted, with its length and Vary', async () => {
    expect(JSON.stringify(bigList).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await get('/api/big', 'gzip, deflate, br');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(bigList);
  });

  it('falls back to gzip, and to identity when nothing is accepted', async () => {
    const gzipped = await get('/api/big', 'gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(bigList);

    const plain = await get('/api/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(bigList);
  });

  it('leaves a small JSON answer, an empty answer and other types uncompressed', async () => {
    const small = await get('/api/small', 'gzip, br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });

    const empty = await get('/api/item', 'gzip, br', 'DELETE');
    expect(empty.status).toBe(204);
    expect(empty.headers.get('Content-Encoding')).toBeNull();

    expect((await get('/api/text', 'gzip, br')).headers.get('Content-Encoding')).toBeNull();
  });

  it('passes the NDJSON stream through unbuffered: the first event arrives before the stream ends', async () => {
    const { app: streaming, release } = streamingApp();
    const res = await streaming.request('/api/stream', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const reader = res.body!.getReader();
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 2000));
    const first = await Promise.race([reader.read(), timeout]);
    release();
    if (first === 'timeout') expect.fail('the first event was held back until the stream ended');
    expect(new TextDecoder().decode(first.value)).toContain('"chunk"');
    await reader.cancel();
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['gzip;q=0', 'identity'],
    [undefined, 'identity'],
  ])('chooses for %j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
