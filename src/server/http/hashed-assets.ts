import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { preferredEncoding } from './preferred-encoding.js';

/** Where the app mounts the assets; a name with a further `/` is no file of theirs. */
export const ASSETS_PATH = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TWIN_EXTENSION = { br: '.br', gzip: '.gz' } as const;

/**
 * The build's hashed assets (`/assets/<name>-<hash>.<ext>`), answered from memory with their compressed twin when
 * the client accepts one. A name changes with its content, so bytes read once stay right while the process runs:
 * a page opens with dozens of them, and streaming each from disk cost the server several times the CPU of an API
 * answer, taken from the browser that was starting the page on the same machine. The set of files is the one the
 * build left when the server started; any other name falls through (to a 404).
 */
export function hashedAssets(assetsDir: string): MiddlewareHandler {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const twins = Object.values(TWIN_EXTENSION);
  const servable = new Set([...files].filter((file) => !twins.some((extension) => file.endsWith(extension))));
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  const bytesOf = (file: string) => {
    let bytes = kept.get(file);
    if (!bytes) {
      bytes = new Uint8Array(readFileSync(path.join(assetsDir, file)));
      kept.set(file, bytes);
    }
    return bytes;
  };

  return async (c, next) => {
    const name = c.req.path.slice(ASSETS_PATH.length);
    if (!servable.has(name) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();

    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    const twin = encoding === 'identity' ? undefined : `${name}${TWIN_EXTENSION[encoding]}`;
    const compressed = twin !== undefined && files.has(twin);
    const bytes = bytesOf(compressed ? twin : name);
    return c.body(bytes, 200, {
      'Content-Type': getMimeType(name) ?? 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
      ...(compressed ? { 'Content-Encoding': encoding } : {}),
    });
  };
}
