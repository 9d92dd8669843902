import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createAiEngine } from '../src/server/ai/index.js';
import type { ContentRequest } from '../src/server/ai/book-context/chapter-context.js';
import { summarizeChapter } from '../src/server/ai/book-context/summarize-chapter.js';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { partRequest } from '../src/server/services/book-runs/run-context.js';
import { readRunRow } from '../src/server/services/book-runs/stored-run.js';
import { bookView } from '../src/shared/schemas/book-run.js';
import { documentStatus } from '../src/shared/schemas/project-document.js';
import { openServerDatabase } from '../tests/e2e/support/database.js';
import { startServer, type RunningServer } from '../tests/e2e/support/server.js';
import { api, signUp, type BenchUser } from './seed.js';
import { median, ms } from './stats.js';
import { onThrowawayPostgres } from './throwaway-postgres.js';

const root = path.resolve(import.meta.dirname, '..');
/** Each run as a fresh user: a user writes one book at a time, and each part counts in the user's generation window. */
const RUNS = 3;
const POLL_MS = 25;
/** A whole book's files within half a minute of the start; the run's own time per part beside its writer's. */
const TARGETS = { filesMs: 30_000, overheadMs: 50 };
export type Chapters = { title: string; goal: string }[];
export const CHAPTERS: Chapters = [
  { title: 'Why Bake at Home', goal: 'Decide what you want from your own bread and cakes.' },
  { title: 'Tools Worth Buying', goal: 'Equip a small kitchen for baking without waste.' },
  { title: 'Flour, Explained', goal: 'Choose the right flour for each bake.' },
  { title: 'Weighing, Not Scooping', goal: 'Measure by weight and get the same result every time.' },
  { title: 'Yeast and Time', goal: 'Read how yeast behaves and plan around it.' },
  { title: 'Your First Loaf', goal: 'Bake a plain white loaf from start to finish.' },
  { title: 'Kneading by Hand', goal: 'Knead until the dough passes the windowpane test.' },
  { title: 'Shaping Rounds and Batards', goal: 'Shape dough so it holds its height in the oven.' },
  { title: 'Proofing in a Cold Kitchen', goal: 'Proof dough well in any season.' },
  { title: 'Scoring the Crust', goal: 'Score a loaf so it opens where you want.' },
  { title: 'Steam in a Home Oven', goal: 'Get a crisp crust without a steam oven.' },
  { title: 'Starting a Sourdough Starter', goal: 'Raise a lively starter in seven days.' },
  { title: 'Feeding Schedules', goal: 'Keep a starter healthy around a working week.' },
  { title: 'A Weekday Sourdough', goal: 'Fit a sourdough loaf around a full-time job.' },
  { title: 'Whole Grain Breads', goal: 'Bake soft loaves with whole wheat and rye.' },
  { title: 'Enriched Doughs', goal: 'Handle butter, eggs and sugar in a dough.' },
  { title: 'Flatbreads in a Pan', goal: 'Make flatbreads on the stove in twenty minutes.' },
  { title: 'Pizza Night', goal: 'Stretch and bake a pizza base at home.' },
  { title: 'Quick Breads', goal: 'Bake soda bread and muffins without yeast.' },
  { title: 'Pastry Basics', goal: 'Make a short crust that does not shrink.' },
  { title: 'Laminated Dough', goal: 'Fold butter into dough for flaky layers.' },
  { title: 'Cookies That Spread Right', goal: 'Control how far a cookie spreads.' },
  { title: 'Sponge Cakes', goal: 'Whisk a light sponge that rises evenly.' },
  { title: 'Butter Cakes', goal: 'Cream butter and sugar for a tender crumb.' },
  { title: 'Frosting and Fillings', goal: 'Make a buttercream and a pastry cream.' },
  { title: 'Baking for Allergies', goal: 'Swap eggs, dairy and gluten with care.' },
  { title: 'Fixing Common Faults', goal: 'Tell what went wrong from the finished bake.' },
  { title: 'Storing and Freezing', goal: 'Keep bakes fresh for days or months.' },
  { title: 'Baking for a Crowd', goal: 'Scale recipes up without losing quality.' },
  { title: 'A Baking Year', goal: 'Plan seasonal bakes for every month.' },
];

/**
 * Reads every `pollMs` until `settled` holds (at most ten minutes: a book started beside others may wait minutes behind
 * them), and answers the last value read.
 */
async function pollUntil<T>(read: () => Promise<T>, settled: (value: T) => boolean, pollMs: number): Promise<T> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const value = await read();
    if (settled(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** A new project of the user's with `chapters` as its plan, ready to be written: its route. */
export async function planBook(baseUrl: string, user: BenchUser, chapters: Chapters = CHAPTERS) {
  const project = await api(baseUrl, user, 'POST', '/api/projects', { title: 'The Home Baker' });
  const route = `/api/projects/${z.object({ id: z.uuid() }).parse(project.body).id}`;
  const plan = { title: 'The Home Baker', subtitle: 'Bread and Cakes', authorName: 'Mara Lind', isbn: '' };
  await api(baseUrl, user, 'PUT', `${route}/plan`, { ...plan, chapters });
  return route;
}

/**
 * Writes the planned book at `route` as the user does, reading how it stands every `pollMs`: ms from the start to the
 * run completed and to the files.
 */
export async function writeBook(baseUrl: string, user: BenchUser, route: string, pollMs = POLL_MS) {
  const started = performance.now();
  const start = await api(baseUrl, user, 'POST', `${route}/book`, {});
  if (start.status !== 202) throw new Error(`POST ${route}/book answered ${start.status}, not 202`);
  const readRun = async () => bookView.parse((await api(baseUrl, user, 'GET', `${route}/book`)).body).run;
  const run = await pollUntil(readRun, (run) => run?.status !== 'running', pollMs);
  if (run?.status !== 'completed') throw new Error(`the run did not complete: ${JSON.stringify(run)}`);
  const runMs = performance.now() - started;
  const readFiles = async () => documentStatus.parse((await api(baseUrl, user, 'GET', `${route}/documents`)).body);
  const files = await pollUntil(readFiles, (files) => files.documentsStatus !== 'generating', pollMs);
  if (files.documentsStatus !== 'completed') throw new Error(`the files were not made: ${JSON.stringify(files)}`);
  return { projectId: run.projectId, runMs, filesMs: performance.now() - started };
}

const engine = createAiEngine({ config: { provider: 'offline', model: 'infoforge-offline' } });

/** One section written by the offline writer, streamed to the end as a job streams it: its markdown. */
export async function writeOffline(request: ContentRequest): Promise<string> {
  const stream = await engine.streamContent(request);
  for await (const chunk of stream.textStream) void chunk;
  return (await stream.finished).text;
}

/** The run's writing wall time from its rows, and its requests made again through a bare offline engine here. */
async function measureParts(database: DatabaseHandle, projectId: string) {
  const { db } = database;
  const row = await db
    .selectFrom('book_runs')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  const { plan, steps, contentType } = readRunRow(row);
  const parts = await db
    .selectFrom('book_run_parts')
    .innerJoin('generated_content', 'generated_content.id', 'book_run_parts.content_id')
    .select(['book_run_parts.step', 'book_run_parts.created_at', 'generated_content.content'])
    .where('book_run_parts.run_id', '=', row.id)
    .execute();
  const summaries = new Map<number, string>();
  for (const part of parts) {
    const number = steps[part.step]?.number;
    if (typeof number === 'number') summaries.set(number, summarizeChapter(part.content));
  }
  const requests = steps.map((step) => partRequest({ plan, contentType, ideaContext: undefined, summaries }, step));
  for (const request of requests) await writeOffline(request); // warm-up
  const started = performance.now();
  for (const request of requests) await writeOffline(request);
  const bareMs = performance.now() - started;
  const lastSaved = Math.max(...parts.map((part) => new Date(part.created_at).getTime()));
  const wallMs = lastSaved - new Date(row.created_at).getTime();
  return { parts: parts.length, wall: wallMs / parts.length, bare: bareMs / parts.length };
}

async function benchOne(dialect: 'sqlite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `infoforge-bench-book-run-${dialect}-`));
  const env = { NODE_ENV: 'production', AI_PROVIDER: 'offline', AI_OFFLINE_STREAM_DELAY_MS: '0' };
  let server: RunningServer | undefined;
  let database: DatabaseHandle | undefined;
  try {
    server = await startServer({ dialect, dataDir, databaseUrl, adminEmails: '', env });
    database = openServerDatabase(server);
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      const user = await signUp(server.baseUrl, i);
      const { projectId, runMs, filesMs } = await writeBook(server.baseUrl, user, await planBook(server.baseUrl, user));
      const parts = await measureParts(database, projectId);
      samples.push({ runMs, filesMs, ...parts, overhead: parts.wall - parts.bare });
    }
    console.log(
      `\nBook run, ${dialect}: ${CHAPTERS.length}-chapter plan (${samples[0]!.parts} parts), offline writer, production mode, ${RUNS} runs`,
    );
    console.log(`${''.padEnd(26)} ${'median'.padStart(11)}   ${'all runs'.padEnd(28)} target`);
    const rows: [string, number[], number?][] = [
      ['start → run completed', samples.map((s) => s.runMs)],
      ['start → files made', samples.map((s) => s.filesMs), TARGETS.filesMs],
      ['writing wall per part', samples.map((s) => s.wall)],
      ['bare generation per part', samples.map((s) => s.bare)],
      ['job overhead per part', samples.map((s) => s.overhead), TARGETS.overheadMs],
    ];
    for (const [name, values, target] of rows) {
      const verdict = target === undefined ? '—' : `< ${target} ms ${median(values) < target ? 'met' : 'MISSED'}`;
      const all = values.map((value) => value.toFixed(1)).join(', ');
      console.log(`${name.padEnd(26)} ${ms(median(values)).padStart(11)}   ${`[${all}]`.padEnd(28)} ${verdict}`);
    }
  } finally {
    await database?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * "Write the book" on a 30-chapter plan against the built server, on SQLite and, when one is reachable, a throwaway
 * PostgreSQL database (docs/decisions/0029-book-runs.md): time from the start to the run completed and to the files
 * made, and the job's overhead per part beside the same requests to a bare offline engine.
 */
export async function benchBookRun(): Promise<void> {
  if (!existsSync(path.join(root, 'build/server/index.js'))) {
    throw new Error('build/server/index.js is missing: run `node scripts/build.mjs` first');
  }
  await benchOne('sqlite');
  await onThrowawayPostgres('Book run', 'infoforge_bench_book_run', (url) => benchOne('postgres', url));
}
