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
/** The share of the reference build's req/s each figure must keep. */
const MIN_REFERENCE_RATIO = 0.9;

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
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
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

/** A built app serving a signed-in user with the saved titles, and the ETag of their list, if it answers one. */
interface BenchApp {
  server: RunningServer;
  cookie: string;
  listEtag: string | null;
  /** Stops the server and removes its data. */
  stop: () => Promise<void>;
}

async function startApp(checkout: string): Promise<BenchApp> {
  if (!existsSync(path.join(checkout, 'build/server/index.js'))) {
    throw new Error(`${checkout}/build/server/index.js is missing: run \`node scripts/build.mjs\` there first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-bench-throughput-'));
  const server = await startServer({
    dialect: 'sqlite',
    dataDir,
    adminEmails: '',
    env: { NODE_ENV: 'production' },
    checkout,
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const cookie = await signUpWithTitles(server.baseUrl);
    const res = await fetch(`${server.baseUrl}/api/titles`, { headers: { ...BROWSER_HEADERS, cookie } });
    const listed = (await res.json()) as { items: unknown[] };
    if (listed.items.length !== LIST_ITEMS) throw new Error(`GET /api/titles returned ${listed.items.length} items`);
    return { server, cookie, listEtag: res.headers.get('ETag'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  /** CPU time the server process spent per request, user and system. */
  serverCpuMicroseconds: number;
}

/** One process asked for one URL, with the answer every request of the run must get. */
interface Target {
  url: string;
  /** The process that answers `url`. */
  pid: number;
  headers: Record<string, string>;
  /** 304 for a revalidated list; any 2xx otherwise. */
  expectedStatus?: 304;
}

async function hammer({ url, pid, headers, expectedStatus }: Target, seconds: number): Promise<Figures> {
  const cpuBefore = processCpuMicroseconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const unexpected =
    expectedStatus === undefined
      ? result.non2xx
      : result.requests.total - (result.statusCodeStats[expectedStatus]?.count ?? 0);
  const failures = unexpected + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed or unexpected answers`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    serverCpuMicroseconds: (processCpuMicroseconds(pid) - cpuBefore) / result.requests.total,
  };
}

/** A line of the table: what is asked of the app, and the share of hello-world's req/s it must reach. */
interface Request {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Asked for without compression, to show what compressing the answer costs. */
  uncompressed?: boolean;
  /** Asked with the list's ETag in If-None-Match, as a browser revalidates a list it holds: a 304 without body. */
  revalidated?: boolean;
  goal?: number;
}

const REQUESTS: Request[] = [
  { name: 'GET /healthz (floor)', path: '/healthz' },
  { name: 'GET /api/me', path: '/api/me', signedIn: true, goal: TARGETS.me },
  { name: `GET /api/titles (${LIST_ITEMS})`, path: '/api/titles', signedIn: true, goal: TARGETS.list },
  { name: '  the same, uncompressed', path: '/api/titles', signedIn: true, uncompressed: true },
  // A search matching all of them: searches are never kept, so each page is read and serialized afresh.
  { name: '  searched, never kept', path: '/api/titles?search=volume', signedIn: true },
  { name: '  revalidated, 304', path: '/api/titles', signedIn: true, revalidated: true },
];

/** The request as a target of `app`; none when it asks for a revalidation the app does not offer (no ETag). */
function targetOf(request: Request, { server, cookie, listEtag }: BenchApp): Target | undefined {
  if (request.revalidated && !listEtag) return undefined;
  return {
    url: `${server.baseUrl}${request.path}`,
    pid: server.pid,
    headers: {
      ...(request.uncompressed ? {} : BROWSER_HEADERS),
      ...(request.signedIn ? { cookie } : {}),
      ...(request.revalidated && listEtag ? { 'if-none-match': listEtag } : {}),
    },
    ...(request.revalidated ? { expectedStatus: 304 as const } : {}),
  };
}

const medianFigures = (samples: Figures[]): Figures => ({
  requestsPerSecond: median(samples.map((s) => s.requestsPerSecond)),
  p99Ms: median(samples.map((s) => s.p99Ms)),
  serverCpuMicroseconds: median(samples.map((s) => s.serverCpuMicroseconds)),
});

/** Hammers every target once per round, each round in turn starting from the other end, so neither build goes first. */
async function interleavedMedians(targets: Target[]): Promise<Map<Target, Figures>> {
  for (const target of targets) await hammer(target, WARMUP_SECONDS);
  const samples = new Map(targets.map((target) => [target, [] as Figures[]]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? targets : targets.toReversed();
    for (const target of order) samples.get(target)!.push(await hammer(target, SECONDS));
  }
  return new Map([...samples].map(([target, figures]) => [target, medianFigures(figures)]));
}

const cells = ({ requestsPerSecond, p99Ms, serverCpuMicroseconds }: Figures) =>
  `${requestsPerSecond.toFixed(0).padStart(8)} ${`${p99Ms} ms`.padStart(8)} ${`${serverCpuMicroseconds.toFixed(0)} µs`.padStart(8)}`;

/**
 * Requests per second, p99 latency and the server's CPU time per request at 50 keep-alive connections, in one
 * run: a bare Hono hello-world, the built app's `GET /healthz` (its middleware alone: no session, no database),
 * and `GET /api/me` and a 20-item list (`GET /api/titles`), both signed in, in production mode, each asked for
 * as a browser would (Accept-Encoding); the list once more without compression, which tells compression's share,
 * once as a search, which is never kept (docs/decisions/0019), which tells what a page read afresh costs, and once
 * revalidated with its ETag, as a browser holding the page asks again (a 304).
 *
 * With `BENCH_REFERENCE=/path/to/another/checkout` (built there with `node scripts/build.mjs`), that build's server
 * runs beside this one and each request is asked of both in the same rounds; each figure of this build is printed
 * beside the reference's, with their ratio, which must be at least 0.90.
 *
 * Rounds interleave the targets, and each figure is the median of the rounds. The load generator shares the
 * machine's cores with the servers, so req/s also moves with it; CPU time per request is the server's own cost.
 */
export async function benchRequestThroughput(): Promise<void> {
  const reference = process.env.BENCH_REFERENCE;
  const apps: BenchApp[] = [];
  let hello: { url: string; child: ChildProcess } | undefined;
  try {
    hello = await startHelloWorld();
    const current = await startApp(root);
    apps.push(current);
    const referenceApp = reference ? await startApp(path.resolve(reference)) : undefined;
    if (referenceApp) apps.push(referenceApp);

    const helloTarget: Target = { url: hello.url, pid: hello.child.pid!, headers: {} };
    const pairs = REQUESTS.flatMap((request) => {
      const mine = targetOf(request, current);
      return mine ? [{ request, current: mine, reference: referenceApp && targetOf(request, referenceApp) }] : [];
    });
    const targets = [
      helloTarget,
      ...pairs.flatMap((pair) => [pair.current, ...(pair.reference ? [pair.reference] : [])]),
    ];
    const medians = await interleavedMedians(targets);
    const of = (target: Target) => medians.get(target)!;

    const ceiling = of(helloTarget).requestsPerSecond;
    console.log(
      `\nRequest throughput, ${CONNECTIONS} keep-alive connections, ${SECONDS} s each (median of ${ROUNDS} interleaved rounds)`,
    );
    if (reference) console.log(`Reference build: ${reference}, asked in the same rounds`);
    console.log(
      `${''.padEnd(26)}    req/s      p99  CPU/req  of hello-world  target      ${reference ? '  reference req/s  CPU/req  ratio' : ''}`,
    );
    console.log(`${'hello-world'.padEnd(26)} ${cells(of(helloTarget))}`);
    for (const { request, current: mine, reference: theirs } of pairs) {
      const figures = of(mine);
      const share = figures.requestsPerSecond / ceiling;
      const goal = request.goal;
      const verdict = goal === undefined ? '' : `≥ ${goal * 100}% ${share >= goal ? 'met' : 'MISSED'}`;
      let line = `${request.name.padEnd(26)} ${cells(figures)} ${`${(share * 100).toFixed(1)}%`.padStart(15)}  ${verdict.padEnd(12)}`;
      if (theirs) {
        const referenceFigures = of(theirs);
        const ratio = figures.requestsPerSecond / referenceFigures.requestsPerSecond;
        const cpu = `${referenceFigures.serverCpuMicroseconds.toFixed(0)} µs`;
        const verdict = ratio >= MIN_REFERENCE_RATIO ? '' : ` below ${MIN_REFERENCE_RATIO.toFixed(2)}`;
        line += ` ${referenceFigures.requestsPerSecond.toFixed(0).padStart(16)} ${cpu.padStart(8)}  ${ratio.toFixed(2)}${verdict}`;
      } else if (referenceApp) {
        line += ` ${'(no ETag)'.padStart(16)}`;
      }
      console.log(line);
    }
  } finally {
    hello?.child.kill('SIGTERM');
    for (const app of apps) await app.stop();
  }
}
