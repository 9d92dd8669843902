import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { SqliteDriver } from '../../src/server/db/sqlite-driver.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../src/server/http/error-handler.js';
import { planOf } from '../support/book-runs.js';
import { createThrowawayDatabase, runOnServer } from '../support/throwaway-postgres.js';
import { signUpOver } from './support/http-client.js';
import { startServer, type RunningServer } from './support/server.js';

const postgresUrl = process.env.TEST_POSTGRES_URL;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `infoforge-${name}-`));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(options: Parameters<typeof startServer>[0]): Promise<RunningServer> {
  const server = await startServer(options);
  cleanups.push(() => server.stop());
  return server;
}

describe('faults of a running server', () => {
  it('kill -9 during a burst of saves: after a restart every acknowledged save is there, and the file is intact', async () => {
    const dataDir = tempDir('kill');
    const first = await start({ dialect: 'sqlite', dataDir, adminEmails: '' });
    const user = await signUpOver(first.baseUrl);
    const acknowledged: string[] = [];
    let stopping = false;
    const saver = async (lane: number) => {
      for (let n = 0; !stopping; n++) {
        try {
          const res = await user.post('/api/titles', { title: `Crash Course 💥 ${lane}-${n}`, tone: 'urgent' });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        } catch {
          return; // the connection died with the server: this save was never acknowledged
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => saver(lane));
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(150), { timeout: 20_000 });
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    stopping = true;
    await Promise.all(lanes);

    const file = new SqliteDriver(path.join(dataDir, 'infoforge.sqlite'));
    try {
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = file.prepare('select id from product_titles').pluck().all() as string[];
      expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([]);
    } finally {
      file.close();
    }
    const second = await start({ dialect: 'sqlite', dataDir, adminEmails: '' });
    expect((await fetch(`${second.baseUrl}/readyz`)).status).toBe(200);
  }, 30_000);
});

describe.runIf(postgresUrl)('PostgreSQL going away under load', () => {
  it('answers 503 with the usual body while connections are refused, never crashes, and recovers', async () => {
    const database = await createThrowawayDatabase(postgresUrl!, 'infoforge_faults');
    cleanups.push(() => database.drop());
    const server = await start({
      dialect: 'postgres',
      dataDir: tempDir('pg-restart'),
      databaseUrl: database.url,
      adminEmails: '',
    });
    const user = await signUpOver(server.baseUrl);
    const statuses = new Map<number, number>();
    const answered = (status: number) => statuses.get(status) ?? 0;
    const bodies = new Set<string>();
    /** Each lane's latest answer. */
    const latest: number[] = [];
    let running = true;
    const lane = async (n: number) => {
      for (let i = 0; running; i++) {
        const res =
          i % 2
            ? await user.get('/api/titles')
            : await user.post('/api/titles', { title: `Outage ${n}-${i}`, tone: 'friendly' });
        statuses.set(res.status, answered(res.status) + 1);
        latest[n] = res.status;
        if (res.status === 503) bodies.add(await res.text());
        else await res.body?.cancel();
        // A steady load rather than a storm: each refused request costs the database server a process.
        await pause(20);
      }
    };
    const lanes = Array.from({ length: 6 }, (_, n) => lane(n));
    const succeeded = (status: number | undefined) => status === 200 || status === 201;
    const options = { timeout: 20_000, interval: 50 };
    // The load is under way: reads and saves succeed.
    await vi.waitFor(() => {
      expect(answered(200)).toBeGreaterThan(0);
      expect(answered(201)).toBeGreaterThan(0);
    }, options);

    // A restart as the app sees it: every session ended, new ones refused for a while.
    await runOnServer(postgresUrl!, `alter database ${database.name} allow_connections false`);
    await runOnServer(
      postgresUrl!,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database.name}'`,
    );
    await vi.waitFor(() => expect(answered(503)).toBeGreaterThanOrEqual(50), options);
    const duringOutage = new Map(statuses);
    await runOnServer(postgresUrl!, `alter database ${database.name} allow_connections true`);
    // Recovered once every lane has been answered again: from then on, each request starts after the outage.
    latest.fill(0);
    await vi.waitFor(() => expect(latest.every(succeeded)).toBe(true), options);
    statuses.clear();
    await vi.waitFor(() => expect(answered(200) + answered(201)).toBeGreaterThanOrEqual(50), options);
    running = false;
    await Promise.all(lanes);

    expect(duringOutage.get(503)).toBeGreaterThan(0);
    expect([...duringOutage.keys()].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect([...bodies].map((body) => JSON.parse(body) as unknown)).toEqual([
      { error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE } },
    ]);
    expect([...statuses.keys()].sort()).toEqual([200, 201]);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  }, 90_000);
});

describe.runIf(postgresUrl)('a book run on PostgreSQL across kill -9', () => {
  it('goes on within 90 s of the restart, with the production lease, heartbeat and sweep', async () => {
    const database = await createThrowawayDatabase(postgresUrl!, 'infoforge_kill_run');
    cleanups.push(() => database.drop());
    const options = {
      dialect: 'postgres',
      dataDir: tempDir('pg-kill-run'),
      databaseUrl: database.url,
      adminEmails: '',
      // The offline writer paced to a few seconds a part, so the run is mid-way when it is killed.
      env: { AI_OFFLINE_STREAM_DELAY_MS: '3' },
    };
    const first = await start(options);
    const reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    cleanups.push(() => reader.end());
    const valueOf = async (query: string) => (await reader.query<{ value: unknown }>(query)).rows[0]?.value;
    const partsSaved = async () => Number(await valueOf('select count(*) as value from book_run_parts'));

    const user = await signUpOver(first.baseUrl);
    const created = await user.post('/api/projects', { title: 'Slow Mornings', productType: 'ebook' });
    const { id } = (await created.json()) as { id: string };
    expect((await user.put(`/api/projects/${id}/plan`, planOf(12))).status).toBe(200);
    expect((await user.post(`/api/projects/${id}/book`, {})).status).toBe(202);
    // Killed after its first part, before its first heartbeat: the lease, last set when the job was taken, runs out
    // almost a full minute after the kill.
    await vi.waitFor(async () => expect(await partsSaved()).toBeGreaterThan(0), { timeout: 15_000, interval: 100 });
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const savedBeforeKill = await partsSaved();

    const restarted = Date.now();
    const second = await start(options);
    await vi.waitFor(async () => expect(await partsSaved()).toBeGreaterThan(savedBeforeKill), {
      timeout: 90_000,
      interval: 250,
    });
    expect(Date.now() - restarted).toBeLessThan(90_000);
    expect(await valueOf('select status as value from book_runs')).toBe('running');
    // Its run has gone on: no need to wait out a graceful stop.
    second.kill('SIGKILL');
  }, 120_000);
});
