import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { CORE_USERS, startCoreUse, type CoreUser } from './core-use.js';

/** Wall-clock milliseconds, sub-millisecond, comparable across processes (the server's probe uses the same). */
export const wallNow = () => performance.timeOrigin + performance.now();

/** One answered request of the load: when it was sent and answered (wall clock), and which endpoint. */
export interface Timed {
  name: string;
  start: number;
  end: number;
}

interface ActivityRow {
  backend_type: string;
  state: string | null;
  wait: string;
  query: string;
  ours: boolean;
}

interface ActivitySample {
  at: number;
  rows: ActivityRow[];
}

interface MachineSample {
  at: number;
  load1: number;
  busy: number;
  steal: number;
  serverCpu: number;
  /** Milliseconds per second the server's main thread was ready to run but waited for a core (other processes). */
  serverQueued: number;
  /** Who used the cores meanwhile, in cores (core-use.ts). */
  cores: Record<CoreUser, number>;
}

/** What bench/event-loop-probe.mjs wrote as the server exited. */
export interface ServerLoop {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  late: { at: number; lateMs: number }[];
  gc: { at: number; ms: number; kind?: number }[];
}

/** What bench/statement-probe.mjs wrote as the server exited: per endpoint, its requests and their database work. */
export type ServerStatements = Record<
  string,
  { requests: number; statements: number; connects: number; waitMs: number; queryMs: number }
>;

const ACTIVITY_MS = 50;
/** The same late-timer detector as the server's probe: a 10 ms timer that fires over 40 ms late. */
const TICK_MS = 10;
const LATE_MS = 40;
const MACHINE_MS = 1_000;
/** A request slower than this counts towards a stall; a stall is at least STALL_REQUESTS of them overlapping. */
const SLOW_MS = 100;
const STALL_REQUESTS = 5;

function cpuTimes(): { total: number; idle: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return {
    total: fields.reduce((sum, n) => sum + n, 0),
    idle: fields[3]! + fields[4]!,
    steal: fields[7] ?? 0,
  };
}

/** Nanoseconds a thread has spent runnable but not running, waiting for a core (`/proc/<pid>/schedstat`). */
const runQueueNs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);

const processTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/**
 * Watches a load run from outside the server: `pg_stat_activity` every 50 ms from its own connection (what every
 * backend of the bench's database waits on, background writers and other databases' active sessions beside),
 * `pg_stat_statements` and checkpoint counters before and after, the machine's load, busy and steal time and the
 * server process's CPU every second, and this process's own event-loop delay (a late client inflates latencies).
 */
export async function startProbes(databaseUrl: string | undefined, serverPid: number) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl, application_name: 'bench-probe' }) : null;
  await client?.connect();
  // In the bench's own throwaway database. Without the right or the preloaded module, the statements are left out and
  // the report says why.
  await client?.query('create extension if not exists pg_stat_statements').catch(() => undefined);
  const statements = async () =>
    client
      ? (
          await client.query<{ queryid: string; query: string; calls: string; total: number; max: number }>(
            `select queryid::text, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) as query, calls::text,
               total_exec_time as total, max_exec_time as max
             from public.pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())`,
          )
        ).rows
      : [];
  const checkpoints = async () =>
    client
      ? (
          await client.query<{ timed: string; requested: string; write_ms: number; sync_ms: number }>(
            `select checkpoints_timed::text as timed, checkpoints_req::text as requested,
               checkpoint_write_time as write_ms, checkpoint_sync_time as sync_ms from pg_stat_bgwriter`,
          )
        ).rows[0]
      : undefined;
  const statementsBefore = await statements().catch((error: unknown) => {
    console.warn(`pg_stat_statements unreadable: ${String(error)}`);
    return [];
  });
  const checkpointsBefore = await checkpoints();
  const activity: ActivitySample[] = [];
  const machine: MachineSample[] = [];
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const clientLate: { at: number; lateMs: number }[] = [];
  let tickDue = wallNow() + TICK_MS;
  const tickTimer = setInterval(() => {
    const at = wallNow();
    if (at - tickDue > LATE_MS) clientLate.push({ at, lateMs: at - tickDue });
    tickDue = at + TICK_MS;
  }, TICK_MS);
  let stopped = false;

  const sampleActivity = async () => {
    while (client && !stopped) {
      const at = wallNow();
      const { rows } = await client.query<ActivityRow>(
        `select backend_type, state,
           coalesce(wait_event_type || ':' || wait_event, case when state = 'active' then 'CPU' else '' end) as wait,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as query,
           datname is not distinct from current_database() as ours
         from pg_stat_activity
         where pid <> pg_backend_pid()
           and ((backend_type = 'client backend' and state <> 'idle')
             or (backend_type <> 'client backend' and wait_event_type is distinct from 'Activity'))`,
      );
      activity.push({ at, rows });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, ACTIVITY_MS - (wallNow() - at))));
    }
  };
  const activityDone = sampleActivity();
  let cpu = cpuTimes();
  const firstTicks = processTicks(serverPid);
  let serverTicks = firstTicks;
  let serverWaited = runQueueNs(serverPid);
  let sampledAt = wallNow();
  const coreUse = startCoreUse(serverPid);
  const machineTimer = setInterval(() => {
    const now = cpuTimes();
    const ticks = processTicks(serverPid);
    const waited = runQueueNs(serverPid);
    const at = wallNow();
    const total = now.total - cpu.total || 1;
    machine.push({
      at: wallNow(),
      load1: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
      busy: 1 - (now.idle - cpu.idle) / total,
      steal: (now.steal - cpu.steal) / total,
      // /proc/stat counts every core; a process's ticks are one core's, so this is its share of the whole machine.
      serverCpu: (ticks - serverTicks) / total,
      serverQueued: (waited - serverWaited) / 1e6 / ((at - sampledAt) / 1000),
      cores: coreUse(),
    });
    cpu = now;
    serverTicks = ticks;
    serverWaited = waited;
    sampledAt = at;
  }, MACHINE_MS);

  return {
    async stop() {
      // Clock ticks are hundredths of a second on Linux.
      const serverCpuMs = (processTicks(serverPid) - firstTicks) * 10;
      stopped = true;
      clearInterval(machineTimer);
      clearInterval(tickTimer);
      clientLoop.disable();
      await activityDone;
      const statementsAfter = await statements().catch((error: unknown) => {
        console.warn(`pg_stat_statements unreadable: ${String(error)}`);
        return [];
      });
      const checkpointsAfter = await checkpoints();
      await client?.end();
      const before = new Map(statementsBefore.map((row) => [row.queryid, row]));
      const statementDeltas = statementsAfter
        .map((row) => {
          const earlier = before.get(row.queryid);
          return {
            query: row.query,
            calls: Number(row.calls) - Number(earlier?.calls ?? 0),
            totalMs: row.total - (earlier?.total ?? 0),
            maxMs: row.max,
          };
        })
        .filter((row) => row.calls > 0);
      return {
        activity,
        machine,
        statementDeltas,
        checkpoints:
          checkpointsBefore && checkpointsAfter
            ? {
                count:
                  Number(checkpointsAfter.timed) +
                  Number(checkpointsAfter.requested) -
                  Number(checkpointsBefore.timed) -
                  Number(checkpointsBefore.requested),
                writeMs: checkpointsAfter.write_ms - checkpointsBefore.write_ms,
                syncMs: checkpointsAfter.sync_ms - checkpointsBefore.sync_ms,
              }
            : undefined,
        serverCpuMs,
        clientLoop: { maxMs: clientLoop.max / 1e6, p99Ms: clientLoop.percentile(99) / 1e6, late: clientLate },
      };
    },
  };
}

export type ProbeResult = Awaited<ReturnType<Awaited<ReturnType<typeof startProbes>>['stop']>>;

export function readServerLoop(file: string): ServerLoop | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ServerLoop;
  } catch {
    return undefined;
  }
}

export function readStatements(file: string): ServerStatements | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ServerStatements;
  } catch {
    return undefined;
  }
}

/**
 * The server's own count, per endpoint answered over 20 times (ids folded to :id): statements per request, pooled
 * connections it took, and its mean wait for a connection and for its statements' answers (all requests of the run,
 * warm-up and the heavy users' included).
 */
export function reportStatements(statements: ServerStatements | undefined) {
  if (!statements) {
    console.log('statements per request: none written by the server');
    return;
  }
  console.log('statements per request, as the server sent them (warm-up included):');
  const rows = Object.entries(statements)
    .filter(([, row]) => row.requests > 20)
    .sort((a, b) => b[1].requests - a[1].requests);
  for (const [name, row] of rows) {
    const per = (n: number) => (n / row.requests).toFixed(1);
    console.log(
      `  ${name.padEnd(40)} ${String(row.requests).padStart(7)} requests  ${per(row.statements).padStart(5)} statements  ${per(row.connects).padStart(4)} connections  waited for one ${per(row.waitMs).padStart(6)} ms  for answers ${per(row.queryMs).padStart(6)} ms`,
    );
  }
}

const tally = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};
const top = (keys: string[], n: number, of = keys.length) =>
  tally(keys)
    .slice(0, n)
    .map(([key, count]) => `${key} ${((100 * count) / (of || 1)).toFixed(0)}%`)
    .join(', ') || 'none';

/** Node's `PerformanceEntry.detail.kind` of a full mark-compact and of a young-generation scavenge. */
const GC_MAJOR = 4;
const GC_MINOR = 1;
const longestGc = (server: ServerLoop | undefined, kind: number) =>
  server ? Math.max(0, ...server.gc.filter((g) => g.kind === kind).map((g) => g.ms)).toFixed(0) : '?';

/** Overlapping slow requests, merged: the moments when many endpoints were slow at once. */
function stallWindows(requests: Timed[]) {
  const slow = requests.filter((r) => r.end - r.start > SLOW_MS).sort((a, b) => a.start - b.start);
  const windows: { start: number; end: number; count: number }[] = [];
  for (const r of slow) {
    const last = windows.at(-1);
    if (last && r.start <= last.end) {
      last.end = Math.max(last.end, r.end);
      last.count++;
    } else windows.push({ start: r.start, end: r.end, count: 1 });
  }
  return windows.filter((w) => w.count >= STALL_REQUESTS);
}

/** Prints what the probes saw, overall and during each stall. */
export function reportProbes(
  runStart: number,
  requests: Timed[],
  answered: number,
  probes: ProbeResult,
  server: ServerLoop | undefined,
) {
  const within = <T extends { at: number }>(items: T[], w: { start: number; end: number }) =>
    items.filter((item) => item.at >= w.start && item.at <= w.end);
  const ourBackends = (samples: ActivitySample[]) =>
    samples.flatMap((s) => s.rows.filter((r) => r.ours && r.backend_type === 'client backend'));
  const others = (samples: ActivitySample[]) =>
    samples.flatMap((s) => s.rows.filter((r) => !r.ours && r.backend_type === 'client backend'));
  const background = (samples: ActivitySample[]) =>
    samples.flatMap((s) => s.rows.filter((r) => r.backend_type !== 'client backend'));
  const perSample = (rows: unknown[], samples: unknown[]) => (rows.length / (samples.length || 1)).toFixed(1);
  const mean = (values: number[]) => values.reduce((sum, n) => sum + n, 0) / (values.length || 1);
  const pct = (n: number) => `${(100 * n).toFixed(0)}%`;

  console.log(
    `event loop: server max ${server?.maxMs.toFixed(0) ?? '?'} ms, p99 ${server?.p99Ms.toFixed(0) ?? '?'} ms, ` +
      `${server?.late.length ?? '?'} ticks > 40 ms late, GC ${server ? server.gc.reduce((s, g) => s + g.ms, 0).toFixed(0) : '?'} ms in ` +
      `${server?.gc.length ?? '?'} pauses (longest major ${longestGc(server, GC_MAJOR)} ms, minor ${longestGc(server, GC_MINOR)} ms); ` +
      `bench client max ${probes.clientLoop.maxMs.toFixed(0)} ms, p99 ${probes.clientLoop.p99Ms.toFixed(0)} ms`,
  );
  console.log(
    `machine: load ${mean(probes.machine.map((m) => m.load1)).toFixed(1)}, busy ${pct(mean(probes.machine.map((m) => m.busy)))}, ` +
      `steal ${pct(mean(probes.machine.map((m) => m.steal)))}, server process ${pct(mean(probes.machine.map((m) => m.serverCpu)))} of 2 cores (${(probes.serverCpuMs / answered).toFixed(1)} ms of CPU per answer), its main thread waited for a core ${mean(probes.machine.map((m) => m.serverQueued)).toFixed(0)} ms/s; ` +
      `checkpoints during the run: ${probes.checkpoints ? `${probes.checkpoints.count} (write ${probes.checkpoints.writeMs.toFixed(0)} ms, sync ${probes.checkpoints.syncMs.toFixed(0)} ms)` : '?'}`,
  );
  const users = Object.keys(CORE_USERS).filter((user): user is CoreUser => user in CORE_USERS);
  console.log(
    `cores used, mean of each second (machine: ${cpus().length}): ${users
      .map((user) => `${CORE_USERS[user]} ${mean(probes.machine.map((m) => m.cores[user])).toFixed(2)}`)
      .join(', ')}`,
  );
  if (probes.activity.length > 0) {
    const ours = ourBackends(probes.activity);
    console.log(
      `pg_stat_activity, ${probes.activity.length} samples: ${perSample(ours, probes.activity)} of our backends busy per sample; waits: ${top(
        ours.map((r) => `${r.state}/${r.wait}`),
        5,
      )}; other databases' active sessions ${perSample(others(probes.activity), probes.activity)}/sample`,
    );
    const heaviest = [...probes.statementDeltas].sort((a, b) => b.totalMs - a.totalMs).slice(0, 6);
    console.log('pg_stat_statements during the run (top total time):');
    for (const row of heaviest) {
      console.log(
        `  ${row.totalMs.toFixed(0).padStart(7)} ms ${String(row.calls).padStart(7)} calls  mean ${(row.totalMs / row.calls).toFixed(2)} ms  max ${row.maxMs.toFixed(0)} ms  ${row.query}`,
      );
    }
  }
  const windows = stallWindows(requests).sort((a, b) => b.count - a.count);
  console.log(
    `stalls (≥ ${STALL_REQUESTS} overlapping requests slower than ${SLOW_MS} ms): ${windows.length}${windows.length ? ', largest:' : ''}`,
  );
  for (const w of windows.slice(0, 6)) {
    const samples = within(probes.activity, w);
    const ours = ourBackends(samples);
    const late = server ? within(server.late, w) : [];
    const clientLate = within(probes.clientLoop.late, w);
    const gc = server ? within(server.gc, w) : [];
    const machine = within(probes.machine, { start: w.start - MACHINE_MS, end: w.end + MACHINE_MS });
    console.log(
      `  at ${((w.start - runStart) / 1000).toFixed(1)} s, ${(w.end - w.start).toFixed(0)} ms, ${w.count} slow requests; ` +
        `server loop late max ${Math.max(0, ...late.map((l) => l.lateMs)).toFixed(0)} ms, GC ${gc.reduce((s, g) => s + g.ms, 0).toFixed(0)} ms, bench client late max ${Math.max(0, ...clientLate.map((l) => l.lateMs)).toFixed(0)} ms; ` +
        `busy ${pct(mean(machine.map((m) => m.busy)))}, server ${pct(mean(machine.map((m) => m.serverCpu)))} (waited for a core ${Math.max(0, ...machine.map((m) => m.serverQueued)).toFixed(0)} ms/s), steal ${pct(mean(machine.map((m) => m.steal)))}`,
    );
    if (samples.length > 0) {
      console.log(
        `    our backends ${perSample(ours, samples)}/sample: ${top(
          ours.map((r) => `${r.state}/${r.wait}`),
          4,
        )}; others ${perSample(others(samples), samples)}/sample; background: ${top(
          background(samples).map((r) => `${r.backend_type}/${r.wait}`),
          3,
          samples.length,
        )}`,
      );
      console.log(
        `    queries: ${top(
          ours.map((r) => r.query.slice(0, 60)),
          3,
        )}`,
      );
    }
  }
}
