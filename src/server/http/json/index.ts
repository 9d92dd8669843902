import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fastPathsOn } from '../../fast-paths.js';
import type { AppEnv } from '../context.js';
import { answerSerializedJson } from './answer-serialized-json.js';
import { SerializedJson } from './serialized-json.js';

export { SerializedJson };

/**
 * A JSON answer. With the fast paths on, the body is serialized once and compressed from that text
 * (`answer-serialized-json.ts`, README.md here); with `FAST_PATHS=off`, Hono's `c.json` answers it and
 * `jsonCompression` compresses it (docs/decisions/0056). A body already serialized is a kept list page, which only
 * the fast paths keep.
 */
export function answerJson<Value>(
  c: Context<AppEnv>,
  body: Value | SerializedJson<Value>,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Promise<Response> {
  if (body instanceof SerializedJson) return answerSerializedJson(c, body, status, headers);
  if (fastPathsOn()) return answerSerializedJson(c, new SerializedJson(body), status, headers);
  return Promise.resolve(c.json(body, status, headers));
}

/**
 * What compresses JSON answers made with `c.json` (`FAST_PATHS=off`): Hono's compress middleware, for JSON only
 * (a stream of lines or events is answered as it is written). None with the fast paths on, which compress their own.
 */
export function jsonCompression(): MiddlewareHandler | undefined {
  return fastPathsOn() ? undefined : compress({ contentTypeFilter: /^application\/json/ });
}
