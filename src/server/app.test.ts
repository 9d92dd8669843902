import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withCpuTime } from '../../tests/support/cpu-time.js';
import { createTestContext, type TestContext } from '../../tests/support/test-context.js';
import { MAX_JSON_DEPTH } from './limits.js';
import { meApi } from '../shared/api/me.js';
import { savedItemApi } from '../shared/api/saved-items.js';
import { healthApi } from '../shared/api/health.js';

/** Sends a body larger than the limit over a real socket and returns the status and Connection header. */
async function postOversizedBody(ctx: TestContext) {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/sign-in/email',
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode!, connection: res.headers.connection });
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(6_000_000) }));
    });
  } finally {
    server.close();
  }
}

/** Runs `test` against an app that serves a built client made of `files` (paths inside the client's folder). */
async function withServedClient(files: Record<string, string>, test: (served: TestContext) => Promise<void>) {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), text);
  }
  const served = await createTestContext('sqlite', { clientDir });
  try {
    await test(served);
  } finally {
    await served.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
}

const APP_SHELL = '<!doctype html><div id="root"></div>';

describe('app-wide protections', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());

  it('sends a CSP that allows only our origin and forbids framing', async () => {
    const res = await ctx.anonymous().call(meApi.read);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends the same security headers and a request id with every kind of answer', async () => {
    await withServedClient({ 'index.html': APP_SHELL }, async (served) => {
      const user = await served.signUp();
      const { id } = (await (
        await user.call(savedItemApi.titles.create, { body: { title: 'Headers', tone: 'professional' } })
      ).json()) as {
        id: string;
      };
      const answers = {
        json: await user.call(meApi.read),
        error: await served.anonymous().call(savedItemApi.titles.list),
        authLibrary: await user.get('/api/auth/get-session'),
        empty: await user.send(`/api/titles/${id}`, { method: 'DELETE' }),
        page: await served.anonymous().get('/dashboard'),
      };
      const requestIds = new Set<string | null>();
      for (const [kind, res] of Object.entries(answers)) {
        expect(res.status, kind).toBeLessThan(500);
        expect(res.headers.get('content-security-policy'), kind).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-frame-options'), kind).toBe('DENY');
        expect(res.headers.get('x-content-type-options'), kind).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('cross-origin-opener-policy'), kind).toBe('same-origin');
        requestIds.add(res.headers.get('x-request-id'));
      }
      expect(answers.empty.status).toBe(204);
      expect(answers.page.headers.get('content-type')).toContain('text/html');
      expect([...requestIds].every((requestId) => /^[0-9a-f-]{36}$/.test(requestId ?? ''))).toBe(true);
      expect(requestIds.size).toBe(Object.keys(answers).length);
    });
  });

  it('leaves only the guests’ landing page, which runs no script, out of opener isolation', async () => {
    const files = {
      'index.html': APP_SHELL,
      'pages/index.html': '<!doctype html><div id="root"><h1>Landing</h1></div>',
      'pages/login.html': '<!doctype html><div id="root"><label>Email</label></div>',
    };
    await withServedClient(files, async (served) => {
      const landing = await served.anonymous().get('/');
      expect(await landing.text()).toContain('<h1>Landing</h1>');
      expect(landing.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(landing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(landing.headers.get('x-frame-options')).toBe('DENY');

      const user = await served.signUp();
      const appPages = {
        'the app for a signed-in visitor of /': await user.get('/'),
        '/login': await served.anonymous().get('/login'),
        '/dashboard': await user.get('/dashboard'),
      };
      for (const [page, res] of Object.entries(appPages)) {
        expect(res.status, page).toBe(200);
        expect(res.headers.get('cross-origin-opener-policy'), page).toBe('same-origin');
      }
      expect(await appPages['the app for a signed-in visitor of /'].text()).toBe(APP_SHELL);
    });
  });

  it('asks browsers to insist on HTTPS only when the app is served over it', async () => {
    expect((await ctx.anonymous().call(healthApi.live)).headers.get('strict-transport-security')).toBeNull();
    const secure = await createTestContext('sqlite', { baseUrl: 'https://books.example.com' });
    try {
      const res = await secure.anonymous().call(healthApi.live);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('refuses a mutating API request from another origin before anything else', async () => {
    const user = await ctx.signUp();
    const res = await user.post('/api/dashboard', {}, { origin: 'https://evil.example.com' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Cross-origin request refused' } });
  });

  it('refuses a body over the size limit', async () => {
    const res = await ctx
      .anonymous()
      .post('/api/auth/sign-in/email', { email: 'a@example.com', password: 'x'.repeat(6_000_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' } });
  });

  it('tells the client to close the connection after refusing an oversized body it did not read', async () => {
    expect(await postOversizedBody(ctx)).toEqual({ status: 413, connection: 'close' });
  });

  it('answers an unknown API path with a JSON 404, signed in or not', async () => {
    const user = await ctx.signUp();
    for (const client of [user, ctx.anonymous()]) {
      for (const [method, path] of [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/titles/extra/segments'],
        ['PATCH', '/api/titles'],
      ] as const) {
        const res = await client.send(path, { method, body: method === 'GET' ? undefined : '{}' });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
    }
    expect((await ctx.anonymous().call(savedItemApi.titles.list)).status).toBe(401);
  });

  it('answers an unknown API path with a 404 also when the built client answers every other path', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const served = await createTestContext('sqlite', { clientDir });
    try {
      const res = await served.anonymous().get('/api/nothing-here');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      expect((await served.anonymous().get('/dashboard/anything')).status).toBe(200);
    } finally {
      await served.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('refuses a body that is not JSON with 415, also when it would parse as JSON', async () => {
    const user = await ctx.signUp();
    const res = await user.send('/api/titles', {
      method: 'POST',
      body: JSON.stringify({ title: 'Prep Once', tone: 'friendly' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the request body as JSON (Content-Type: application/json)',
      },
    });
    expect(await (await user.call(savedItemApi.titles.list)).json()).toEqual({ items: [], nextCursor: null });
  });

  it('answers malformed JSON with a 400', async () => {
    const user = await ctx.signUp();
    const res = await user.send('/api/titles', { method: 'POST', body: '{"title": "Prep' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('refuses a deeply nested body within 500 ms of CPU time, and nothing of it is stored', async () => {
    const user = await ctx.signUp();
    const depth = 2_500_000;
    const body = `{"title":"Deep","tone":"friendly","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const { result: res, cpuMs } = await withCpuTime(() => user.send('/api/titles', { method: 'POST', body }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels` },
    });
    expect(cpuMs).toBeLessThan(500);
    expect(await (await user.call(savedItemApi.titles.list)).json()).toEqual({ items: [], nextCursor: null });

    const signIn = await ctx.anonymous().send('/api/auth/sign-in/email', { method: 'POST', body });
    expect(signIn.status).toBe(400);
  });

  it('still accepts a body of ordinary depth', async () => {
    const user = await ctx.signUp();
    const res = await user.call(savedItemApi.niches.create, {
      body: {
        name: 'Meal prep',
        marketSize: 'Large',
        competitionLevel: 'Medium',
        profitPotential: 'High',
        demographics: { age: '25-40', income: '$60k', painPoints: ['No time'] },
      },
    });
    expect(res.status).toBe(201);
  });
});

describe('the request log', () => {
  it('logs one line per API request, tagged with the id the answer carries', async () => {
    const logged: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const ctx = await createTestContext('sqlite', { logger });
    try {
      const user = await ctx.signUp();
      logged.length = 0;
      const res = await user.call(savedItemApi.titles.list, { query: { limit: '5' } });
      expect(res.status).toBe(200);
      expect(logged.filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({
          level: 30,
          requestId: res.headers.get('x-request-id'),
          method: 'GET',
          path: '/api/titles',
          status: 200,
          ms: expect.any(Number),
        }),
      ]);
    } finally {
      await ctx.close();
    }
  });
});
