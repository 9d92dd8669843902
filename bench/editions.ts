import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { renderCoverShape } from '../src/server/services/covers/draw/cover-shapes.js';
import { diskStorage } from '../src/server/services/storage/backends/disk-storage.js';
import { documentKey } from '../src/server/services/book-model/stored-documents.js';
import type { BookSource } from '../src/server/services/documents/render-request.js';
import { coverSpecOf } from '../src/server/services/covers/project-cover-design.js';
import type { GenerateCoverImageInput } from '../src/shared/schemas/cover.js';
import { referenceBookInput } from './document-render.js';
import { median } from './stats.js';
import { endedChildrenCpuMs, loadRenderDocuments, peakMbOf, withPeakRss } from './render-children.js';

const RUNS = 3;
const TARGET_RATIO = 2;
const TARGET_PEAK_MB = 500;
const COVER_KEY = 'covers/bench/cover.png';

interface Sample {
  wall: number;
  cpu: number;
  /** The peak RSS of each part's child. */
  peaks: Map<string, number>;
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/**
 * All editions and covers of the reference book (30 chapters, ~47,000 words) beside today's three files, each made
 * as a generation job makes them: a render child per part of each run. Today's three: the ebook PDF, DOCX and EPUB with the
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
    const peaks = await withPeakRss(async () => {
      const { print } = await render(
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
      // The children's and this process's own: streaming the files, storing them and drawing the listing shapes.
      cpu: endedChildrenCpuMs() - cpuBefore + (own.user + own.system) / 1000,
      peaks,
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
    peakMb: Math.max(...samples.flatMap((sample) => [...sample.peaks.values()])),
  });
  const [mine, theirs] = [summary(all), summary(today)];
  const ratio = mine.wall / theirs.wall;
  const cpuRatio = mine.cpu / theirs.cpu;
  console.log(
    `\nEditions: reference book, ${input.sections.length} sections, median of ${RUNS} runs each, a render child` +
      ` per part, one after another (${built ? 'built code' : 'under tsx, no build'}); print interior 6×9 white,` +
      ` ${printPages} pages`,
  );
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
  console.log('files                                      wall        CPU   highest peak RSS of a process');
  const row = (name: string, { wall, cpu, peakMb }: ReturnType<typeof summary>) =>
    console.log(
      `${name.padEnd(40)} ${seconds(wall).padStart(9)} ${seconds(cpu).padStart(9)} ${`${peakMb.toFixed(0)} MB`.padStart(10)}`,
    );
  row("today's three (PDF, DOCX, EPUB)", theirs);
  row('all editions and covers', mine);
  console.log('peak RSS of each process            median     highest');
  const processRow = (name: string, peaks: number[]) =>
    console.log(
      `${name.padEnd(34)} ${`${median(peaks).toFixed(0)} MB`.padStart(8)} ${`${Math.max(...peaks).toFixed(0)} MB`.padStart(10)}`,
    );
  for (const [name, samples] of [
    ["today's three", today],
    ['all', all],
  ] as const)
    for (const part of new Set(samples.flatMap((sample) => [...sample.peaks.keys()])))
      processRow(
        `${name}: ${part} child`,
        samples.map((sample) => sample.peaks.get(part) ?? 0),
      );
  // This process stands in for the server: it streams the files to and from the children, stores them, and draws the
  // listing shapes as their download does. Its peak covers every run and the tsx loader.
  processRow('this process (the server, all runs)', [peakMbOf('self') ?? 0]);
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `ratio (target < ${TARGET_RATIO}×): ${ratio.toFixed(2)}× wall ${verdict(ratio < TARGET_RATIO)}, ` +
      `${cpuRatio.toFixed(2)}× CPU ${verdict(cpuRatio < TARGET_RATIO)}; ` +
      `highest peak of a render child ${mine.peakMb.toFixed(0)} MB (target < ${TARGET_PEAK_MB} MB) ` +
      verdict(mine.peakMb < TARGET_PEAK_MB),
  );
}
