import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/api/endpoint.js';
import type { AppEnv } from './context.js';
import { COMPRESS_MIN_BYTES } from '../limits.js';
import { jsonResponse } from './json-response.js';

const bigList = Array.from({ length: 40 }, (_, index) => ({ id: index, title: `Saved title number ${index}` }));
const list = z.array(z.object({ id: z.number(), title: z.string() }));
const big = endpoint({ method: 'GET', path: '/api/big', summary: 'A big list', responses: { 200: { json: list } } });
const created = endpoint({ method: 'POST', path: '/api/created', summary: 'Made', responses: { 201: { json: list } } });
const small = endpoint({
  method: 'GET',
  path: '/api/small',
  summary: 'A small answer',
  responses: { 200: { json: z.object({ ok: z.boolean() }) } },
});

const app = new Hono<AppEnv>()
  .get('/api/big', (c) => jsonResponse(c, big, bigList))
  .get('/api/created', (c) => jsonResponse(c, created, bigList, 201))
  .get('/api/small', (c) => jsonResponse(c, small, { ok: true }));

const get = (pathname: string, acceptEncoding?: string, method = 'GET') =>
  app.request(pathname, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('jsonResponse', () => {
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

  it('keeps the status, and leaves a small answer uncompressed', async () => {
    const created = await get('/api/created', 'br');
    expect(created.status).toBe(201);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await created.arrayBuffer())).toString())).toEqual(bigList);

    const small = await get('/api/small', 'gzip, br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(small.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await small.json()).toEqual({ ok: true });
  });
});
