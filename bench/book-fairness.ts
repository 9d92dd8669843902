import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAPTERS, planBook, writeBook } from './book-run.js';
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
    const write = (book: PlannedBook) =>
      writeBook(server.baseUrl, book.user, book.route, POLL_MS).then((times) => times.filesMs);
    const samples = [];
    for (const [alone, ...together] of rounds) {
      const aloneMs = await write(alone!);
      const togetherMs = (await Promise.all(together.map(write))).sort((a, b) => a - b);
      samples.push({ aloneMs, togetherMs, ratio: togetherMs.at(-1)! / aloneMs });
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
      console.log(`round ${round + 1}: ${TOGETHER} at once finished at ${sample.togetherMs.map(seconds).join(', ')}`);
    }
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
