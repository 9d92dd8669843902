import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHAPTERS, planBook, writeBook } from './book-run.js';
import { childrenCpuMicroseconds, processCpuMicroseconds } from './process-cpu.js';
import { startSeededServer } from './seeded-server.js';
import { signUp, type BenchUser } from './seed.js';
import { median } from './stats.js';
import { onThrowawayPostgres } from './throwaway-postgres.js';

/** Rounds of one book alone, then six at once; the machine is shared and noisy, so the medians are quoted. */
const ROUNDS = 3;
const TOGETHER = 6;
const BOOK = CHAPTERS.slice(0, 6);
/** Six books started together all finish within twice the time of one alone (issue 38). */
const TARGET_RATIO = 2;
/** How often each user reads how the book stands: near the page's own pace, so six readers add little load. */
const POLL_MS = 250;
/**
 * SQLite unless `BOOK_FAIRNESS_DIALECTS=sqlite,postgres` (or `postgres`) says otherwise: each database's rounds take
 * minutes while books wait behind each other.
 */
const DIALECTS = (process.env.BOOK_FAIRNESS_DIALECTS ?? 'sqlite').split(',');

interface PlannedBook {
  user: BenchUser;
  route: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function benchOne(dialect: 'sqlite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `infoforge-bench-book-fairness-${dialect}-`));
  let stop: (() => Promise<void>) | undefined;
  try {
    // Every book a user of its own, planned before the clock starts: a user writes one book at a time.
    const { server, seeded: rounds } = await startSeededServer(
      { dialect, dataDir, databaseUrl, env: { AI_PROVIDER: 'offline' } },
      async (seeding) => {
        const planned: PlannedBook[] = [];
        for (let i = 0; i < ROUNDS * (1 + TOGETHER); i++) {
          const user = await signUp(seeding.baseUrl, i);
          planned.push({ user, route: await planBook(seeding.baseUrl, user, BOOK) });
        }
        return Array.from({ length: ROUNDS }, (_, round) =>
          planned.slice(round * (1 + TOGETHER), (round + 1) * (1 + TOGETHER)),
        );
      },
    );
    stop = server.stop;
    const write = (book: PlannedBook) => writeBook(server.baseUrl, book.user, book.route, POLL_MS);
    /** The CPU seconds the server and its ended render children have used while `work` ran, beside its answer. */
    const measured = async <T>(work: () => Promise<T>) => {
      const before = [processCpuMicroseconds(server.pid), childrenCpuMicroseconds(server.pid)];
      const answer = await work();
      const [serverCpu, rendersCpu] = [processCpuMicroseconds(server.pid), childrenCpuMicroseconds(server.pid)].map(
        (after, i) => (after - before[i]!) / 1e6,
      );
      return { answer, serverCpu: serverCpu!, rendersCpu: rendersCpu! };
    };
    const samples = [];
    for (const [alone, ...together] of rounds) {
      const one = await measured(() => write(alone!));
      const six = await measured(() => Promise.all(together.map(write)));
      const aloneMs = one.answer.filesMs;
      const togetherMs = six.answer.map((times) => times.filesMs).sort((a, b) => a - b);
      const runsMs = six.answer.map((times) => times.runMs).sort((a, b) => a - b);
      samples.push({ aloneMs, togetherMs, runsMs, ratio: togetherMs.at(-1)! / aloneMs, one, six });
    }
    console.log(
      `\nBooks started together, ${dialect}: ${BOOK.length}-chapter plans, offline writer, production mode, the server's own job slots; ${ROUNDS} rounds of one book alone, then ${TOGETHER} users' at once`,
    );
    console.log('start → files made          median     all rounds');
    const rows: [string, number[]][] = [
      ['one book alone', samples.map((s) => s.aloneMs)],
      [`first of ${TOGETHER} at once`, samples.map((s) => s.togetherMs[0]!)],
      [`last of ${TOGETHER} at once`, samples.map((s) => s.togetherMs.at(-1)!)],
    ];
    for (const [name, values] of rows) {
      console.log(`${name.padEnd(26)} ${seconds(median(values)).padStart(8)}     ${values.map(seconds).join(', ')}`);
    }
    for (const [round, sample] of samples.entries()) {
      console.log(
        `round ${round + 1}: ${TOGETHER} at once finished at ${sample.togetherMs.map(seconds).join(', ')} (their runs written at ${sample.runsMs.map(seconds).join(', ')})`,
      );
    }
    // What the cores allow: six books' CPU spread over every core. Against one book's own CPU time, what a book alone
    // takes on an idle machine (its render is one process on one core), that is the floor of the ratio on a quiet
    // machine; against the wall time of one alone here, on a shared one, where a render at its lower priority waits.
    const cores = availableParallelism();
    const cpuOf = (m: { serverCpu: number; rendersCpu: number }) => m.serverCpu + m.rendersCpu;
    const aloneCpu = median(samples.map((s) => cpuOf(s.one)));
    const sixCpu = median(samples.map((s) => cpuOf(s.six)));
    const floorMs = (sixCpu / cores) * 1000;
    console.log(
      `CPU (server and its render children): one book alone ${aloneCpu.toFixed(1)} s (renders ${median(samples.map((s) => s.one.rendersCpu)).toFixed(1)} s), ` +
        `${TOGETHER} at once ${sixCpu.toFixed(1)} s (renders ${median(samples.map((s) => s.six.rendersCpu)).toFixed(1)} s); ` +
        `on ${cores} cores the ${TOGETHER} need at least ${seconds(floorMs)}: ${(floorMs / (aloneCpu * 1000)).toFixed(2)}× one book's CPU time, ` +
        `${(floorMs / median(samples.map((s) => s.aloneMs))).toFixed(2)}× one alone's wall time here; load averages at the end ${loadavg()
          .map((n) => n.toFixed(1))
          .join(', ')}`,
    );
    const ratio = median(samples.map((s) => s.ratio));
    console.log(
      `last of ${TOGETHER} / one alone: median ${ratio.toFixed(2)}× [${samples.map((s) => s.ratio.toFixed(2)).join(', ')}], target ≤ ${TARGET_RATIO}× ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}`,
    );
  } finally {
    await stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Whether one creator's book waits behind others' (issue 38): one user's small book (a 6-chapter plan, the offline
 * writer) from "Write the book" to its files made, alone, then six users starting the same book at once, on SQLite
 * and, when asked and one is reachable, a throwaway PostgreSQL database, with as many job slots as the server gives itself.
 */
export async function benchBookFairness(): Promise<void> {
  if (DIALECTS.includes('sqlite')) await benchOne('sqlite');
  if (!DIALECTS.includes('postgres')) return;
  await onThrowawayPostgres('Books started together', 'infoforge_bench_book_fairness', (url) =>
    benchOne('postgres', url),
  );
}
