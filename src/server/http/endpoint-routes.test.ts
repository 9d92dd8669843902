import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/api/endpoint.js';
import { AppError } from '../errors/app-error.js';
import { COMPRESS_MIN_BYTES } from '../limits.js';
import type { Log } from '../logger.js';
import type { AppEnv } from './context.js';
import { endpointRoutes, route } from './endpoint-routes.js';
import { GENERIC_FAILURE_MESSAGE, handleError } from './error-handler.js';

const bigList = Array.from({ length: 40 }, (_, index) => ({ id: index, title: `Saved title number ${index}` }));
const list = z.array(z.object({ id: z.number(), title: z.string() }));
const big = endpoint({ method: 'GET', path: '/api/big', summary: 'A big list', responses: { 200: { json: list } } });
const created = endpoint({ method: 'GET', path: '/api/created', summary: 'Made', responses: { 201: { json: list } } });
const small = endpoint({
  method: 'GET',
  path: '/api/small',
  summary: 'A small answer',
  responses: { 200: { json: z.object({ ok: z.boolean() }) } },
});

/** An endpoint that fails unexpectedly, in its middleware (`?in=middleware`) or its handler, or with an AppError. */
const failing = (failure?: string) =>
  endpoint({
    method: 'GET',
    path: `/api/failing/${failure ? 'with-message' : 'without'}`,
    summary: 'Fails',
    ...(failure ? { failure } : {}),
    responses: { 200: { json: z.object({ ok: z.boolean() }) } },
  });
const withMessage = failing('Failed to load the thing');
const withoutMessage = failing();

/** What the route logged at error level, with the error. */
const logged: object[] = [];
const log: Log = { info: () => {}, warn: () => {}, error: (fields, message) => logged.push({ ...fields, message }) };

const throwIn =
  (where: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const thrown = c.req.query('throw');
    if (c.req.query('in') === where)
      throw thrown === 'app-error' ? new AppError('NOT_FOUND', 'No such thing') : new Error('disk on fire');
    await next();
  };
const failingHandler: MiddlewareHandler<AppEnv> = throwIn('handler');

const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set('logger', log);
    await next();
  })
  .onError(handleError)
  .route(
    '/',
    endpointRoutes(
      route(big, (_c, answer) => answer(bigList)),
      route(created, (_c, answer) => answer(bigList, 201)),
      route(small, (_c, answer) => answer({ ok: true })),
      ...[withMessage, withoutMessage].map((failingEndpoint) =>
        route(failingEndpoint, [throwIn('middleware')], async (c, answer) => {
          await failingHandler(c, async () => {});
          return answer({ ok: true });
        }),
      ),
    ),
  );

const get = (pathname: string, acceptEncoding?: string, method = 'GET') =>
  app.request(pathname, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe("route's failure message", () => {
  it("answers an unexpected failure of the handler or its middleware with the endpoint's message, and logs it", async () => {
    for (const where of ['handler', 'middleware']) {
      logged.length = 0;
      const res = await get(`${withMessage.path}?in=${where}`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Failed to load the thing' } });
      expect(logged).toEqual([{ err: new Error('disk on fire'), message: 'Failed to load the thing' }]);
    }
    expect(await (await get(withMessage.path)).json()).toEqual({ ok: true });
  });

  it('passes an AppError through as it is', async () => {
    const res = await get(`${withMessage.path}?in=handler&throw=app-error`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such thing' } });
  });

  it('answers the generic message for an endpoint without one', async () => {
    const res = await get(`${withoutMessage.path}?in=handler`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'INTERNAL', message: GENERIC_FAILURE_MESSAGE } });
  });
});

describe("an endpoint's answer", () => {
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
