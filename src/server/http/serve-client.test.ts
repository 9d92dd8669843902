import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context.js';
import { serveClient } from './serve-client.js';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const SHELL = '<!doctype html><div id="root"></div>';
const LANDING = '<!doctype html><div id="root"><h1>Landing</h1></div>';
const LOGIN = '<!doctype html><div id="root"><label>Email</label></div>';

let clientDir: string;
let app: Hono<AppEnv>;

/** Writes a file of the built client with the brotli and gzip twins the build makes. */
function writeWithTwins(relativePath: string, text: string) {
  const file = path.join(clientDir, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'serve-client-'));
  writeWithTwins('assets/app-abc123.js', SCRIPT);
  writeWithTwins('index.html', SHELL);
  writeWithTwins('pages/index.html', LANDING);
  writeWithTwins('pages/login.html', LOGIN);
  app = new Hono<AppEnv>();
  serveClient(app, clientDir);
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const get = (pathname: string, acceptEncoding?: string) =>
  app.request(pathname, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

async function decodedText(res: Response) {
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
  const encoding = res.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

describe('serveClient', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['', null],
    [undefined, null],
  ])(
    'answers an asset for Accept-Encoding %j with encoding %s, its length, Vary and a long cache',
    async (accept, expected) => {
      const res = await get('/assets/app-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe(expected);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(await decodedText(res)).toBe(SCRIPT);
    },
  );

  it('answers an unknown asset 404, never the app page', async () => {
    const res = await get('/assets/missing-chunk.js', 'gzip, br');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it.each([
    ['a compressed twin asked for by name', '/assets/app-abc123.js.br'],
    ['a path that climbs out of the assets', '/assets/..%2Findex.html'],
    ['a nested path', '/assets/nested/app-abc123.js'],
  ])('answers %s 404', async (_case, pathname) => {
    const res = await get(pathname, 'gzip, br');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });

  it('answers the same asset bytes however often it is asked for, and only to GET and HEAD', async () => {
    for (let i = 0; i < 3; i++) expect(await decodedText(await get('/assets/app-abc123.js', 'br'))).toBe(SCRIPT);
    const head = await app.request('/assets/app-abc123.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Encoding')).toBe('gzip');
    expect((await app.request('/assets/app-abc123.js', { method: 'POST' })).status).toBe(404);
  });

  it.each([
    ['/', LANDING],
    ['/login', LOGIN],
    ['/dashboard/anything', SHELL],
    ['/no-such-page', SHELL],
  ])('answers %s with its prerendered page or the app shell, compressed and revalidated', async (pathname, html) => {
    const res = await get(pathname, 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await decodedText(res)).toBe(html);
  });

  it('answers a visitor with a session cookie on / with the app, which offers the dashboard', async () => {
    const res = await app.request('/', { headers: { Cookie: 'better-auth.session_token=abc.def' } });
    expect(res.status).toBe(200);
    expect(await decodedText(res)).toBe(SHELL);
  });

  it('answers an uncompressed page to a client that accepts no encoding', async () => {
    const res = await get('/login');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await decodedText(res)).toBe(LOGIN);
  });
});
