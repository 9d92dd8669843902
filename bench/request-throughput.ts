import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../tests/e2e/support/server.js';
import { autocannon, BROWSER_HEADERS } from './autocannon.js';
import { processCpuMicroseconds } from './process-cpu.js';
import { median } from './stats.js';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const SECONDS = 5;
const WARMUP_SECONDS = 2;
const ROUNDS = 3;
const LIST_ITEMS = 20;
const TARGETS = { me: 0.25, list: 0.2 };

const HELLO_WORLD = `
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
const app = new Hono().get('/', (c) => c.text('Hello World!'));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(info.port));
`;

/** A bare Hono hello-world on @hono/node-server in its own process: the ceiling of this machine. */
async function startHelloWorld(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO_WORLD], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`hello-world exited (${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

async function post(baseUrl: string, route: string, body: unknown, cookie = ''): Promise<Response> {
  const res = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${route}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** One sign-up (well under the production sign-up limit) and the user's saved titles. */
async function signUpWithTitles(baseUrl: string): Promise<string> {
  const res = await post(baseUrl, '/api/auth/sign-up/email', {
    name: 'Bench User',
    email: `bench-${Date.now()}@example.com`,
    password: 'bench-password',
  });
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  for (let i = 1; i <= LIST_ITEMS; i++) {
    await post(baseUrl, '/api/titles', { title: `The Complete Guide, Volume ${i}`, tone: 'professional' }, cookie);
  }
  return cookie;
}

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  /** CPU time the server process spent per request, user and system. */
  serverCpuMicroseconds: number;
}

interface Target {
  name: string;
  url: string;
  /** The process that answers `url`. */
  pid: number;
  cookie?: string;
  /** Asked for without compression, to show what compressing the answer costs. */
  uncompressed?: boolean;
  /** The share of hello-world's req/s it must reach. */
  goal?: number;
}

async function hammer({ url, pid, cookie, uncompressed }: Target, seconds: number): Promise<Figures> {
  const cpuBefore = processCpuMicroseconds(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...(uncompressed ? {} : BROWSER_HEADERS), ...(cookie ? { cookie } : {}) },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    serverCpuMicroseconds: (processCpuMicroseconds(pid) - cpuBefore) / result.requests.total,
  };
}

/**
 * Requests per second, p99 latency and the server's CPU time per request at 50 keep-alive connections, in one
 * run: a bare Hono hello-world, the built app's `GET /healthz` (its middleware alone: no session, no database),
 * and `GET /api/me` and a 20-item list (`GET /api/titles`), both signed in, in production mode, each asked for
 * as a browser would (Accept-Encoding); the list once more without compression, which tells compression's share,
 * and once as a search, which is never kept (docs/decisions/0019), which tells what a page read afresh costs.
 * Rounds interleave the targets, and each figure is the median of the rounds. The load generator shares the
 * machine's cores with the servers, so req/s also moves with it; CPU time per request is the server's own cost.
 */
export async function benchRequestThroughput(): Promise<void> {
  if (!existsSync(path.join(root, 'build/server/index.js'))) {
    throw new Error('build/server/index.js is missing: run `node scripts/build.mjs` first');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-bench-throughput-'));
  let server: RunningServer | undefined;
  let hello: { url: string; child: ChildProcess } | undefined;
  try {
    hello = await startHelloWorld();
    server = await startServer({ dialect: 'sqlite', dataDir, adminEmails: '', env: { NODE_ENV: 'production' } });
    const cookie = await signUpWithTitles(server.baseUrl);
    const listed = (await (await fetch(`${server.baseUrl}/api/titles`, { headers: { cookie } })).json()) as {
      items: unknown[];
    };
    if (listed.items.length !== LIST_ITEMS) throw new Error(`GET /api/titles returned ${listed.items.length} items`);

    const { pid } = server;
    const targets: Target[] = [
      { name: 'hello-world', url: hello.url, pid: hello.child.pid! },
      { name: 'GET /healthz (floor)', url: `${server.baseUrl}/healthz`, pid },
      { name: 'GET /api/me', url: `${server.baseUrl}/api/me`, pid, cookie, goal: TARGETS.me },
      { name: `GET /api/titles (${LIST_ITEMS})`, url: `${server.baseUrl}/api/titles`, pid, cookie, goal: TARGETS.list },
      { name: '  the same, uncompressed', url: `${server.baseUrl}/api/titles`, pid, cookie, uncompressed: true },
      // A search matching all of them: searches are never kept, so each page is read and serialized afresh.
      { name: '  searched, never kept', url: `${server.baseUrl}/api/titles?search=volume`, pid, cookie },
    ];
    for (const target of targets) await hammer(target, WARMUP_SECONDS);
    const rounds = targets.map(() => [] as Figures[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) rounds[i]!.push(await hammer(target, SECONDS));
    }

    const medians = rounds.map((samples) => ({
      requestsPerSecond: median(samples.map((s) => s.requestsPerSecond)),
      p99Ms: median(samples.map((s) => s.p99Ms)),
      serverCpuMicroseconds: median(samples.map((s) => s.serverCpuMicroseconds)),
    }));
    const ceiling = medians[0]!.requestsPerSecond;
    console.log(
      `\nRequest throughput, ${CONNECTIONS} keep-alive connections, ${SECONDS} s each (median of ${ROUNDS} interleaved rounds)`,
    );
    console.log('                           req/s      p99   of hello-world   target         server CPU/request');
    for (const [i, { name, goal }] of targets.entries()) {
      const { requestsPerSecond, p99Ms, serverCpuMicroseconds } = medians[i]!;
      const ratio = requestsPerSecond / ceiling;
      const verdict = goal === undefined ? '' : `≥ ${goal * 100}% ${ratio >= goal ? 'met' : 'MISSED'}`;
      console.log(
        `${name.padEnd(24)} ${requestsPerSecond.toFixed(0).padStart(8)} ${`${p99Ms} ms`.padStart(8)} ${`${(ratio * 100).toFixed(1)}%`.padStart(16)}   ${verdict.padEnd(14)} ${`${serverCpuMicroseconds.toFixed(0)} µs`.padStart(9)}`,
      );
    }
  } finally {
    hello?.child.kill('SIGTERM');
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
