import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Endpoint, JsonBody } from '../../shared/api/endpoint.js';
import type { ErrorBody } from '../../shared/schemas/error.js';
import type { AppEnv } from './context.js';
import { answerJson } from './json/index.js';

/**
 * The one way an endpoint answers JSON: `body`, typed by what the endpoint declares for `status` (src/shared/api/),
 * serialized once, and compressed from those bytes with brotli or gzip (as the request accepts) when it is 1 KB or
 * more (`http/json/`; with `FAST_PATHS=off`, Hono's `c.json` and compress middleware). Further headers
 * (`Retry-After`, `Cache-Control`…) go in `headers`.
 */
export function jsonResponse<E extends Endpoint, Status extends ContentfulStatusCode = 200>(
  c: Context<AppEnv>,
  _endpoint: E,
  body: JsonBody<E, Status>,
  status?: Status,
  headers: Record<string, string> = {},
): Promise<Response> {
  return answerJson(c, body, status ?? 200, headers);
}

/** The error body of the one error path (http/error-handler.ts), sent like any other JSON answer. */
export function errorResponse(
  c: Context<AppEnv>,
  body: ErrorBody,
  status: ContentfulStatusCode,
  headers: Record<string, string> = {},
): Promise<Response> {
  return answerJson(c, body, status, headers);
}
