import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Who the machine's cores went to during a load run: the server and what beside it competes for them. */
export const CORE_USERS = {
  serverMain: "server's main thread",
  serverThreads: 'its other threads',
  renders: 'its render children',
  client: 'bench client',
  postgres: 'PostgreSQL',
  rest: 'everything else',
} as const;
export type CoreUser = keyof typeof CORE_USERS;

interface ProcessTicks {
  ppid: number;
  comm: string;
  /** utime + stime, and cutime + cstime: what its children that ended used. */
  own: number;
  children: number;
}

/** A /proc stat line's fields after the command name, and the name; null for a process gone meanwhile. */
function readStat(path: string): { comm: string; fields: string[] } | null {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const close = stat.lastIndexOf(')');
  return { comm: stat.slice(stat.indexOf('(') + 1, close), fields: stat.slice(close + 2).split(' ') };
}

function processTable(): Map<number, ProcessTicks> {
  const table = new Map<number, ProcessTicks>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (!stat) continue;
    const [, ppid, , , , , , , , , , utime, stime, cutime, cstime] = stat.fields.map(Number);
    table.set(Number(entry), { ppid: ppid!, comm: stat.comm, own: utime! + stime!, children: cutime! + cstime! });
  }
  return table;
}

/** Clock ticks every core has counted so far, busy or idle (the first line of /proc/stat). */
const machineTicks = () =>
  readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .reduce((sum, n) => sum + Number(n), 0);

/** Ticks used so far by each user of the cores, as counted from /proc. */
function ticksByUser(serverPid: number): Record<CoreUser, number> & { machineBusy: number } {
  const table = processTable();
  const ticksOf = (pid: number) => table.get(pid)?.own ?? 0;
  const main = readStat(`/proc/${serverPid}/task/${serverPid}/stat`);
  const serverMain = main ? Number(main.fields[11]) + Number(main.fields[12]) : 0;
  let renders = table.get(serverPid)?.children ?? 0;
  let postgres = 0;
  for (const process of table.values()) {
    if (process.ppid === serverPid) renders += process.own + process.children;
    else if (process.comm === 'postgres') {
      // The postmaster's children's ticks are its backends' that ended.
      const postmaster = table.get(process.ppid)?.comm !== 'postgres';
      postgres += process.own + (postmaster ? process.children : 0);
    }
  }
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const machineBusy = fields.reduce((sum, n) => sum + n, 0) - fields[3]! - fields[4]!;
  const client = ticksOf(globalThis.process.pid) + (table.get(globalThis.process.pid)?.children ?? 0);
  const serverThreads = ticksOf(serverPid) - serverMain;
  return {
    serverMain,
    serverThreads,
    renders,
    client,
    postgres,
    rest: machineBusy - serverMain - serverThreads - renders - client - postgres,
    machineBusy,
  };
}

/**
 * Samples who used the cores between two reads: each user's share in cores (0 to the machine's count), so a table
 * can say what the server's main thread competed with. Processes that ended between reads count through their
 * parent's children's ticks (a render child through the server, a backend through the postmaster).
 */
export function startCoreUse(serverPid: number) {
  const cores = cpus().length;
  let before = ticksByUser(serverPid);
  let totalBefore = machineTicks();
  return function sample(): Record<CoreUser, number> {
    const now = ticksByUser(serverPid);
    const total = machineTicks();
    const elapsed = total - totalBefore || 1;
    const share = (user: CoreUser) => Math.max(0, ((now[user] - before[user]) / elapsed) * cores);
    const shares = {
      serverMain: share('serverMain'),
      serverThreads: share('serverThreads'),
      renders: share('renders'),
      client: share('client'),
      postgres: share('postgres'),
      rest: share('rest'),
    };
    before = now;
    totalBefore = total;
    return shares;
  };
}
