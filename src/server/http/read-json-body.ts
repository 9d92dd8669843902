import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';
import { MAX_JSON_DEPTH } from '../limits.js';

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Whether `text` opens more than `limit` nested objects or arrays, read in one linear pass. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every API request body is JSON and at most `maxBytes`: a larger one is refused with 413 (and the connection
 * closed, since the rest is never read), another content type with 415 and absurdly deep JSON with 400, before any
 * handler (better-auth included) parses it. The text is read once; Hono's request caches it, and the route's
 * validator answers malformed JSON. Requests that carry no body are not touched at all, and pass on without a promise
 * of this middleware's own.
 */
export const readJsonBody = (maxBytes: number) => {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large');
    },
  });
  return createMiddleware<AppEnv>((c, next) => {
    if (METHODS_WITHOUT_BODY.has(c.req.method)) return next();
    return limit(c, async () => {
      const text = await c.req.text();
      if (text === '') return next();
      if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json)');
      }
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        throw new AppError('BAD_REQUEST', `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
      }
      await next();
    });
  });
};
