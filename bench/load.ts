import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openServerDatabase } from '../tests/e2e/support/database.js';
import type { RunningServer } from '../tests/e2e/support/server.js';
import {
  readServerLoop,
  readStatements,
  reportProbes,
  reportStatements,
  startProbes,
  wallNow,
  type Timed,
} from './load-probes.js';
import { startSeededServer } from './seeded-server.js';
import { onThrowawayPostgres } from './throwaway-postgres.js';
import { BENCH_PASSWORD, benchEmail, seedItems, signUp, type BenchUser } from './seed.js';
import { median, percentile } from './stats.js';

const root = path.resolve(import.meta.dirname, '..');
const ACCOUNTS = 100;
const ITEMS_PER_ACCOUNT = 1_000;
const SIMULATED_USERS = 200;
/** `LOAD_SECONDS=10 npm run bench` for a quick try; the figures to quote come from the full minute. */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/**
 * The first seconds after the server starts are JIT compilation and cold caches (sessions, lists) under 200 users
 * arriving at once: they are measured and printed apart from the table, whose targets are about steady load.
 */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
/** Pause between one simulated user's actions, ±50%: people read what they asked for before the next click. */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1_000);
/** The usual targets: every other user's reads and writes, whatever else the server is doing. */
const TARGET_P99_MS = { read: 150, write: 300 };
/** `LOAD_DIALECTS=postgres` to bench only that database. */
const DIALECTS = (process.env.LOAD_DIALECTS ?? 'sqlite,postgres').split(',');
/**
 * `BENCH_REFERENCE=/path/to/another/checkout` (built there with `node scripts/build.mjs`): each round runs that build's
 * server and this one's under the same load, one after the other, and their p99s are compared round by round: on a
 * shared machine the load moves between minutes more than between two builds. `LOAD_ROUNDS=3` for medians.
 */
const REFERENCE = process.env.BENCH_REFERENCE ? path.resolve(process.env.BENCH_REFERENCE) : undefined;
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 1);
/** `LOAD_JOB_WORKERS=separate`: the server runs no jobs, a worker process (`npm run worker`) beside it does. */
const JOB_WORKERS = process.env.LOAD_JOB_WORKERS === 'separate' ? 'separate' : 'in-process';

type Action = 'sign-in' | 'list' | 'read' | 'save' | 'assemble';
/**
 * The share of each action in a simulated user's clicks. Users start signed in (the sessions of their sign-ups);
 * a sign-in hashes the password with scrypt, tens to hundreds of milliseconds of a core by design, so it is rare.
 */
const MIX: [Action, number][] = [
  ['sign-in', 0.01],
  ['list', 0.36],
  ['read', 0.3],
  ['save', 0.24],
  ['assemble', 0.1],
];

interface Account extends BenchUser {
  email: string;
  titleIds: string[];
  contentIds: string[];
}

interface Answer {
  status: number;
  cookie: string;
}

interface Endpoint {
  kind: 'read' | 'write' | 'sign-in';
  expected: number;
  latencies: number[];
  failures: Map<string, number>;
}

/** Idle sockets are dropped before the server's 5 s keep-alive timeout would close them under a new request. */
const agent = new Agent({ keepAlive: true, maxSockets: SIMULATED_USERS, timeout: 4_000 });

/** One request over a kept-alive connection; the body is read and dropped. */
function send(
  baseUrl: string,
  method: string,
  route: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${route}`,
      {
        method,
        agent,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(payload ? { 'content-type': 'application/json', origin: baseUrl } : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookie: (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; '),
          }),
        );
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

function chooseAction(): Action {
  let roll = Math.random();
  for (const [action, share] of MIX) {
    roll -= share;
    if (roll < 0) return action;
  }
  return 'list';
}

/** Sign-ups through a test-mode server (production limits them per address); items straight into its database. */
async function seed(server: RunningServer): Promise<Account[]> {
  const users: BenchUser[] = [];
  for (let i = 0; i < ACCOUNTS; i++) users.push(await signUp(server.baseUrl, i));
  const database = openServerDatabase(server);
  try {
    await seedItems(database, users, ITEMS_PER_ACCOUNT);
    const accounts: Account[] = [];
    for (const [i, user] of users.entries()) {
      const newest = (table: 'product_titles' | 'generated_content') =>
        database.db
          .selectFrom(table)
          .select('id')
          .where('user_id', '=', user.id)
          .orderBy('created_at', 'desc')
          .limit(50)
          .execute();
      accounts.push({
        ...user,
        email: benchEmail(i),
        titleIds: (await newest('product_titles')).map((row) => row.id),
        contentIds: (await newest('generated_content')).map((row) => row.id),
      });
    }
    return accounts;
  } finally {
    await database.close();
  }
}

/** One simulated user, signed in from the start: lists, reads, saves, assembles, now and then signs in again. */
async function simulateUser(baseUrl: string, account: Account, index: number, until: number, record: Recorder) {
  const address = `10.${Math.floor(index / 250)}.${index % 250}.1`;
  let cookie = account.cookie;
  const call = async (name: string, method: string, route: string, body?: unknown) => {
    const started = wallNow();
    try {
      const answer = await send(baseUrl, method, route, { cookie, 'x-forwarded-for': address }, body);
      record(name, started, answer.status);
      return answer;
    } catch (error) {
      record(name, started, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
  await sleep(Math.random() * THINK_MS);
  let n = 0;
  while (Date.now() < until) {
    n++;
    switch (chooseAction()) {
      case 'sign-in': {
        const answer = await call('POST /api/auth/sign-in/email', 'POST', '/api/auth/sign-in/email', {
          email: account.email,
          password: BENCH_PASSWORD,
        });
        if (answer?.cookie) cookie = answer.cookie;
        break;
      }
      case 'list':
        await call('GET /api/saved-items', 'GET', '/api/saved-items');
        break;
      case 'read':
        if (n % 2) await call('GET /api/titles/:id', 'GET', `/api/titles/${pick(account.titleIds)}`);
        else await call('GET /api/content/:id', 'GET', `/api/content/${pick(account.contentIds)}`);
        break;
      case 'save':
        if (n % 2) {
          await call('POST /api/titles', 'POST', '/api/titles', {
            title: `Crumb & Crust 🍞 take ${index}-${n}`,
            tone: 'friendly',
          });
        } else {
          await call('POST /api/content', 'POST', '/api/content', {
            sectionName: `Chapter ${n}: Shaping the Loaf`,
            content: `# Shaping the loaf\n\n${'Fold the dough over itself, turn it a quarter and fold again. '.repeat(60)}`,
            contentType: 'educational',
          });
        }
        break;
      case 'assemble':
        await call('POST /api/projects', 'POST', '/api/projects', {
          title: `The Shift Worker's Bread Book ${index}-${n}`,
          titleId: pick(account.titleIds),
          contentIds: [...new Set([pick(account.contentIds), pick(account.contentIds), pick(account.contentIds)])],
        });
        break;
    }
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

type Recorder = (name: string, started: number, outcome: number | string) => void;

const ENDPOINTS: Record<string, Omit<Endpoint, 'latencies' | 'failures'>> = {
  'POST /api/auth/sign-in/email': { kind: 'sign-in', expected: 200 },
  'GET /api/saved-items': { kind: 'read', expected: 200 },
  'GET /api/titles/:id': { kind: 'read', expected: 200 },
  'GET /api/content/:id': { kind: 'read', expected: 200 },
  'POST /api/titles': { kind: 'write', expected: 201 },
  'POST /api/content': { kind: 'write', expected: 201 },
  'POST /api/projects': { kind: 'write', expected: 201 },
};

async function runWorkload(baseUrl: string, accounts: Account[]) {
  const endpoints = new Map<string, Endpoint>(
    Object.entries(ENDPOINTS).map(([name, spec]) => [name, { ...spec, latencies: [], failures: new Map() }]),
  );
  const timed: Timed[] = [];
  const warmup = { latencies: [] as number[], failures: 0 };
  const started = wallNow();
  const measuredFrom = started + WARMUP_SECONDS * 1000;
  const record: Recorder = (name, sent, outcome) => {
    const endpoint = endpoints.get(name)!;
    const end = wallNow();
    if (endpoint.kind !== 'sign-in') timed.push({ name, start: sent, end });
    if (sent < measuredFrom) {
      warmup.latencies.push(end - sent);
      if (outcome !== endpoint.expected) warmup.failures++;
      return;
    }
    endpoint.latencies.push(end - sent);
    if (outcome !== endpoint.expected) {
      const key = typeof outcome === 'number' ? `HTTP ${outcome}` : outcome;
      endpoint.failures.set(key, (endpoint.failures.get(key) ?? 0) + 1);
    }
  };
  const until = Date.now() + (WARMUP_SECONDS + SECONDS) * 1000;
  await Promise.all(
    Array.from({ length: SIMULATED_USERS }, (_, i) =>
      simulateUser(baseUrl, accounts[i % accounts.length]!, i, until, record),
    ),
  );
  return { endpoints, warmup, timed, started, seconds: (wallNow() - measuredFrom) / 1000 };
}

/** One row of the table: how many answered, how fast, against which p99 target, and what failed. */
function tableRow(name: string, endpoint: Pick<Endpoint, 'latencies' | 'failures'>, seconds: number, target?: number) {
  const count = endpoint.latencies.length;
  const failed = [...endpoint.failures.values()].reduce((sum, n) => sum + n, 0);
  const p99 = percentile(endpoint.latencies, 99);
  const verdict = target === undefined ? '—' : `< ${target} ${p99 < target ? 'met' : 'MISSED'}`;
  console.log(
    `${name.padEnd(32)} ${String(count).padStart(9)} ${(count / seconds).toFixed(1).padStart(7)} ${`${percentile(endpoint.latencies, 50).toFixed(0)} ms`.padStart(8)} ${`${p99.toFixed(0)} ms`.padStart(8)} ${verdict.padStart(13)} ${String(failed).padStart(8)}${failed ? `  (${[...endpoint.failures].map(([what, n]) => `${n} × ${what}`).join(', ')})` : ''}`,
  );
}

function report(
  heading: string,
  dialect: string,
  seededIn: number,
  result: Awaited<ReturnType<typeof runWorkload>>,
  checkout: string | undefined,
) {
  console.log(
    `\n${heading}, ${dialect}${checkout ? ` (reference build ${checkout})` : ''}${dialect === 'postgres' ? ` (job workers ${JOB_WORKERS})` : ''}: ${SIMULATED_USERS} simulated users (${THINK_MS} ms ±50% between clicks) on ${ACCOUNTS} accounts × ${ITEMS_PER_ACCOUNT.toLocaleString('en-US')} items (seeded in ${seededIn.toFixed(1)} s), ${result.seconds.toFixed(0)} s after ${WARMUP_SECONDS} s of warm-up, production mode`,
  );
  console.log('                                   requests   req/s      p50      p99    p99 target   errors');
  const endpoints = [...result.endpoints].filter(([, endpoint]) => endpoint.latencies.length > 0);
  for (const [name, endpoint] of endpoints) {
    tableRow(name, endpoint, result.seconds, endpoint.kind === 'sign-in' ? undefined : TARGET_P99_MS[endpoint.kind]);
  }
  const together = (kinds: Endpoint['kind'][]) => {
    const of = endpoints.map(([, endpoint]) => endpoint).filter((endpoint) => kinds.includes(endpoint.kind));
    const failures = new Map<string, number>();
    for (const [what, n] of of.flatMap((endpoint) => [...endpoint.failures])) {
      failures.set(what, (failures.get(what) ?? 0) + n);
    }
    return { latencies: of.flatMap((endpoint) => endpoint.latencies), failures };
  };
  tableRow('all reads', together(['read']), result.seconds, TARGET_P99_MS.read);
  tableRow('all writes', together(['write']), result.seconds, TARGET_P99_MS.write);
  tableRow('all', together(['read', 'write', 'sign-in']), result.seconds);
  if (result.warmup.latencies.length > 0) {
    console.log(
      `warm-up, first ${WARMUP_SECONDS} s (not in the table): ${result.warmup.latencies.length} answers, p50 ${percentile(result.warmup.latencies, 50).toFixed(0)} ms, p99 ${percentile(result.warmup.latencies, 99).toFixed(0)} ms, ${result.warmup.failures} errors`,
    );
  }
  console.log(
    `p99 targets: reads < ${TARGET_P99_MS.read} ms, writes < ${TARGET_P99_MS.write} ms (sign-in: scrypt, none); 0 errors expected`,
  );
}

/** `npm run worker` against the same database, for `LOAD_JOB_WORKERS=separate`; stopped with SIGTERM. */
function startWorker(databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/worker.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

/**
 * Work beside the simulated users' that the table leaves out (bench/load-beside-heavy-users.ts): what it costs them
 * shows in their figures, its own are printed after the table.
 */
export interface SideLoad {
  /** Its users and data, on the server seeding the database; user indexes from `firstUserIndex` are free. */
  prepare(server: RunningServer, firstUserIndex: number): Promise<void>;
  /** Starts it on the server under load; what it answers stops it and answers the lines to print. */
  start(baseUrl: string): () => Promise<string[]>;
}

/** One run's p99 per endpoint and for all reads and all writes together, in milliseconds. */
type P99s = Map<string, number>;

async function benchOne(
  heading: string,
  sideLoad: SideLoad | undefined,
  dialect: 'sqlite' | 'postgres',
  databaseUrl: string | undefined,
  checkout: string | undefined,
): Promise<P99s> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `infoforge-bench-load-${dialect}-`));
  const loopFile = path.join(dataDir, 'event-loop.json');
  const statementFile = path.join(dataDir, 'statements.json');
  const preload = (probe: string) => `--import ${pathToFileURL(path.join(import.meta.dirname, probe)).href}`;
  const separate = dialect === 'postgres' && JOB_WORKERS === 'separate';
  let server: RunningServer | undefined;
  let stopWorker: (() => Promise<void>) | undefined;
  let stopSideLoad: (() => Promise<string[]>) | undefined;
  try {
    const started = await startSeededServer(
      {
        dialect,
        dataDir,
        databaseUrl,
        checkout,
        env: {
          TRUST_PROXY: 'true',
          JOB_WORKERS: separate ? 'separate' : 'in-process',
          NODE_OPTIONS: `${preload('event-loop-probe.mjs')} ${preload('statement-probe.mjs')}`,
          EVENT_LOOP_PROBE_FILE: loopFile,
          STATEMENT_PROBE_FILE: statementFile,
        },
      },
      // The side load first: the simulated users' items are written straight to the database after their sign-ups,
      // and on SQLite that blocks this process's event loop past the server's keep-alive, so the connection the
      // sign-ups used is found closed only once it is used again.
      async (seeding) => {
        await sideLoad?.prepare(seeding, ACCOUNTS);
        return seed(seeding);
      },
    );
    server = started.server;
    if (separate) stopWorker = startWorker(databaseUrl!, dataDir);
    const probes = await startProbes(databaseUrl, server.pid);
    stopSideLoad = sideLoad?.start(server.baseUrl);
    const result = await runWorkload(server.baseUrl, started.seeded);
    const seen = await probes.stop();
    const sideLines = (await stopSideLoad?.()) ?? [];
    stopSideLoad = undefined;
    await server.stop();
    server = undefined;
    report(heading, dialect, started.seededIn, result, checkout);
    for (const line of sideLines) console.log(line);
    const answered =
      result.warmup.latencies.length +
      [...result.endpoints.values()].reduce((sum, endpoint) => sum + endpoint.latencies.length, 0);
    reportProbes(result.started, result.timed, answered, seen, readServerLoop(loopFile));
    if (dialect === 'postgres') reportStatements(readStatements(statementFile));
    const p99s: P99s = new Map();
    for (const [name, endpoint] of result.endpoints) {
      if (endpoint.kind !== 'sign-in') p99s.set(name, percentile(endpoint.latencies, 99));
    }
    for (const kind of ['read', 'write'] as const) {
      const latencies = [...result.endpoints.values()].filter((e) => e.kind === kind).flatMap((e) => e.latencies);
      p99s.set(`all ${kind}s`, percentile(latencies, 99));
    }
    return p99s;
  } finally {
    await stopSideLoad?.();
    await server?.stop();
    await stopWorker?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each p99's median over the rounds, and with a reference, its median and the median of the rounds' ratios. */
function compareRounds(heading: string, dialect: string, rounds: { mine: P99s; theirs?: P99s }[]) {
  const fmt = (values: number[]) => `${median(values).toFixed(0)} ms`.padStart(9);
  console.log(
    `\n${heading}, ${dialect}: p99 over ${rounds.length} round(s), median${REFERENCE ? ` beside the reference build ${REFERENCE} run in the same rounds` : ''}`,
  );
  console.log(`${''.padEnd(32)}      this${REFERENCE ? '  reference   ratio (median of rounds; each)' : ''}`);
  for (const name of rounds[0]!.mine.keys()) {
    const mine = rounds.map((r) => r.mine.get(name) ?? NaN);
    let line = `${name.padEnd(32)} ${fmt(mine)}`;
    const paired = rounds.filter((r) => r.theirs?.has(name));
    if (paired.length > 0) {
      const ratios = paired.map((r) => r.mine.get(name)! / r.theirs!.get(name)!);
      line += ` ${fmt(paired.map((r) => r.theirs!.get(name)!))}   ${median(ratios).toFixed(2).padStart(5)} (${ratios.map((x) => x.toFixed(2)).join(', ')})`;
    }
    console.log(line);
  }
  const loads = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
  console.log(`load averages at the end: ${loads}`);
}

/**
 * A mixed workload from 200 simulated users (sign-in, list, read one item, save, assemble a project) against the
 * built server in production mode, on SQLite and, when one is reachable, on a throwaway PostgreSQL database:
 * requests, req/s, p50 and p99 per endpoint beside their targets, every answer that
 * was not the expected status, and what the probes saw (bench/load-probes.ts): event-loop delay, waits, stalls.
 * `sideLoad` adds other users' work beside theirs, made anew for each database.
 */
export async function benchLoad(
  options: { heading: string; databasePrefix: string; sideLoad?: () => SideLoad } = {
    heading: 'Load',
    databasePrefix: 'infoforge_bench_load',
  },
): Promise<void> {
  const runOn = async (dialect: 'sqlite' | 'postgres', checkout: string | undefined) => {
    if (dialect === 'sqlite') return benchOne(options.heading, options.sideLoad?.(), 'sqlite', undefined, checkout);
    let p99s: P99s | undefined;
    await onThrowawayPostgres(options.heading, options.databasePrefix, async (url) => {
      p99s = await benchOne(options.heading, options.sideLoad?.(), 'postgres', url, checkout);
    });
    return p99s;
  };
  try {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      if (!DIALECTS.includes(dialect)) continue;
      const rounds: { mine: P99s; theirs?: P99s }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // The reference goes first in even rounds and second in odd ones, so a trend in the machine's load cancels.
        const theirsFirst = REFERENCE && round % 2 === 0 ? await runOn(dialect, REFERENCE) : undefined;
        const mine = await runOn(dialect, undefined);
        const theirs = theirsFirst ?? (REFERENCE ? await runOn(dialect, REFERENCE) : undefined);
        if (mine) rounds.push({ mine, ...(theirs ? { theirs } : {}) });
      }
      if (rounds.length > 1 || REFERENCE) compareRounds(options.heading, dialect, rounds);
    }
  } finally {
    agent.destroy();
  }
}
