import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderCoverShape } from '../src/server/covers/cover-shapes.js';
import { diskStorage } from '../src/server/storage/disk-storage.js';
import { documentKey } from '../src/server/services/documents/document-files.js';
import type * as RenderDocuments from '../src/server/services/documents/render-documents.js';
import type { BookSource } from '../src/server/services/documents/render-request.js';
import { coverSpecOf } from '../src/server/services/covers/project-cover-design.js';
import type { GenerateCoverImageInput } from '../src/shared/schemas/cover.js';
import { referenceBookInput } from './document-render.js';
import { median } from './stats.js';

const RUNS = 3;
const TARGET_RATIO = 2;
const TARGET_PEAK_MB = 500;
const BUILT = path.resolve(import.meta.dirname, '../build/server/services/documents/render-documents.js');
const COVER_KEY = 'covers/bench/cover.png';

/**
 * The render as a generation job runs it, from the built code `npm run bench` has just compiled, so its child starts
 * as in production; under tsx when there is no build (the child then loads tsx too, which the figures include).
 */
async function loadRenderDocuments(): Promise<{ render: typeof RenderDocuments.renderDocuments; built: boolean }> {
  const built = existsSync(BUILT);
  const loaded: unknown = await import(
    built ? pathToFileURL(BUILT).href : '../src/server/services/documents/render-documents.js'
  );
  if (!isRenderDocuments(loaded)) throw new Error('render-documents has no renderDocuments');
  return { render: loaded.renderDocuments, built };
}

const isRenderDocuments = (loaded: unknown): loaded is typeof RenderDocuments =>
  typeof loaded === 'object' && loaded !== null && 'renderDocuments' in loaded;

/** CPU time of this process's children that have ended (utime + stime of the waited-for ones), in ms. */
function endedChildrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // Fields 16 and 17 of stat (cutime, cstime), counted from the state field, the 3rd.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

/** The pid of this process's render child, or null while there is none (tsx's esbuild is a child too). */
function renderChild(): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]!.split(' ')[1]) !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('render-documents-child')) return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  return null;
}

/**
 * Watches the render child while `run` goes on: its peak resident memory (VmHWM, which only grows, read every 10 ms
 * until it ends, so the last reading is its peak but for its last moments).
 */
async function withPeakRss(run: () => Promise<unknown>): Promise<number> {
  let peakKb = 0;
  let done = false;
  const watch = (async () => {
    let pid: number | null = null;
    while (!done) {
      pid ??= renderChild();
      if (pid !== null) {
        try {
          const kb = Number(/VmHWM:\s*(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
          peakKb = Math.max(peakKb, kb);
        } catch {
          pid = null;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, pid === null ? 2 : 10));
    }
  })();
  try {
    await run();
  } finally {
    done = true;
    await watch;
  }
  return peakKb / 1024;
}

interface Sample {
  wall: number;
  cpu: number;
  peakMb: number;
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/**
 * All editions and covers of the reference book (30 chapters, ~47,000 words) beside today's three files, each made
 * as a generation job makes them: one render child per run. Today's three: the ebook PDF, DOCX and EPUB with the
 * stored cover. All of it: the same with the EPUB's cover drawn at the ebook shape, the 6×9 print interior and the
 * full-wrap cover, and the listing shapes (banner and square) drawn in this process as their download draws them.
 * Runs alternate between the two, so a change in the machine's load falls on both.
 */
export async function benchEditions(): Promise<void> {
  const input = referenceBookInput();
  if (!input?.cover) {
    console.log('\nEditions: skipped, the reference book is missing');
    return;
  }
  const { render, built } = await loadRenderDocuments();
  const dir = mkdtempSync(path.join(tmpdir(), 'infoforge-editions-bench-'));
  const storage = diskStorage(dir);
  await storage.save(COVER_KEY, Buffer.from(input.cover));
  const design: GenerateCoverImageInput = {
    title: input.title,
    authorName: input.author,
    style: 'professional',
    colorScheme: 'navy and gold',
  };
  const text = {
    title: input.title,
    subtitle: input.subtitle,
    author: input.author,
    description: input.description,
    backCover: input.description,
    isbn: input.isbn,
    year: input.year,
    draft: false,
    templateText: false,
    productType: input.productType,
    sections: input.sections,
    coverKey: COVER_KEY,
    coverArtKey: null,
  } satisfies BookSource;
  const threeFiles: BookSource = text;
  const everything: BookSource = {
    ...text,
    ebookCoverDesign: design,
    print: { trim: '6x9', paper: 'white', bleed: false, notesPages: false },
    coverDesign: design,
  };
  const [owner, project] = [randomUUID(), randomUUID()];
  let printPages = 0;
  const run = async (source: BookSource, listingShapes: boolean): Promise<Sample> => {
    const started = performance.now();
    const cpuBefore = endedChildrenCpuMs();
    const usage = process.cpuUsage();
    const peakMb = await withPeakRss(async () => {
      const print = await render(
        source,
        { storage, fileKey: (format) => documentKey(owner, project, null, format) },
        new AbortController().signal,
      );
      if (print && 'refused' in print) throw new Error(`The print edition was refused: ${print.refused}`);
      if (print) printPages = print.pageCount;
    });
    if (listingShapes)
      for (const shape of ['banner', 'square'] as const) await renderCoverShape(coverSpecOf(design, null), shape);
    const own = process.cpuUsage(usage);
    return {
      wall: performance.now() - started,
      cpu: endedChildrenCpuMs() - cpuBefore + (listingShapes ? (own.user + own.system) / 1000 : 0),
      peakMb,
    };
  };
  const today: Sample[] = [];
  const all: Sample[] = [];
  try {
    await run(threeFiles, false);
    await run(everything, true);
    for (let i = 0; i < RUNS; i++) {
      today.push(await run(threeFiles, false));
      all.push(await run(everything, true));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const summary = (samples: Sample[]) => ({
    wall: median(samples.map((sample) => sample.wall)),
    cpu: median(samples.map((sample) => sample.cpu)),
    peakMb: Math.max(...samples.map((sample) => sample.peakMb)),
  });
  const [mine, theirs] = [summary(all), summary(today)];
  const ratio = mine.wall / theirs.wall;
  const cpuRatio = mine.cpu / theirs.cpu;
  console.log(
    `\nEditions: reference book, ${input.sections.length} sections, median of ${RUNS} runs each, one render child` +
      ` per run (${built ? 'built code' : 'under tsx, no build'}); print interior 6×9 white, ${printPages} pages`,
  );
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
  console.log('files                                      wall        CPU     peak RSS of the render child');
  const row = (name: string, { wall, cpu, peakMb }: ReturnType<typeof summary>) =>
    console.log(
      `${name.padEnd(40)} ${seconds(wall).padStart(9)} ${seconds(cpu).padStart(9)} ${`${peakMb.toFixed(0)} MB`.padStart(10)}`,
    );
  row("today's three (PDF, DOCX, EPUB)", theirs);
  row('all editions and covers', mine);
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `ratio (target < ${TARGET_RATIO}×): ${ratio.toFixed(2)}× wall ${verdict(ratio < TARGET_RATIO)}, ` +
      `${cpuRatio.toFixed(2)}× CPU ${verdict(cpuRatio < TARGET_RATIO)}; ` +
      `peak ${mine.peakMb.toFixed(0)} MB (target < ${TARGET_PEAK_MB} MB) ${verdict(mine.peakMb < TARGET_PEAK_MB)}`,
  );
}
