import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context.js';
import { answerSerializedJson } from './json/answer-serialized-json.js';
import { SerializedJson } from './json/serialized-json.js';

/**
 * The one way an endpoint answers JSON: `body` serialized once, and compressed from those bytes with brotli or gzip
 * (as the request accepts) when it is 1 KB or more (`http/json/`). Further headers (`Retry-After`,
 * `Cache-Control`…) go in `headers`.
 */
export function jsonResponse(
  c: Context<AppEnv>,
  body: unknown,
  status: ContentfulStatusCode = 200,
  headers: Record<string, string> = {},
): Promise<Response> {
  return answerSerializedJson(c, new SerializedJson(body), status, headers);
}
