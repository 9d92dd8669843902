import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { COMPRESS_MIN_BYTES } from '../../limits.js';
import type { AppEnv } from '../context.js';
import { preferredEncoding } from '../preferred-encoding.js';
import { answerWith } from '../security-headers.js';
import type { SerializedJson } from './serialized-json.js';

const JSON_TYPE = 'application/json; charset=UTF-8';

/**
 * A serialized JSON body as the answer, compressed from its text with brotli or gzip (as the request accepts) when
 * it is 1 KB or more. Working from the serialized text, not from a finished Response, keeps @hono/node-server's
 * lightweight response path: reading a Response's body back costs more than most answers take to build.
 */
export async function answerSerializedJson(
  c: Context<AppEnv>,
  json: SerializedJson,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Promise<Response> {
  const jsonHeaders = { ...headers, 'Content-Type': JSON_TYPE, Vary: 'Accept-Encoding' };
  const encoding =
    json.text.length < COMPRESS_MIN_BYTES ? 'identity' : preferredEncoding(c.req.header('Accept-Encoding'));
  if (encoding === 'identity') return answerWith(c, json.text, status, jsonHeaders);
  const compressed = await json.compressed(encoding);
  return answerWith(c, compressed, status, {
    ...jsonHeaders,
    'Content-Encoding': encoding,
    'Content-Length': String(compressed.byteLength),
  });
}
