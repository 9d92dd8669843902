import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildBookModel, type BookInput } from '../src/server/documents/book-model.js';
import { renderDocx } from '../src/server/documents/docx/render-docx.js';
import { renderEpub } from '../src/server/documents/epub/render-epub.js';
import { renderPdf } from '../src/server/documents/pdf/render-pdf.js';
import { median, ms } from './stats.js';

const RUNS = 5;
const BOOK_DIR = path.resolve(import.meta.dirname, '../../shared/bench-data/book-45k');
const referenceBook = z.object({
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  cover: z.string(),
  sections: z.array(z.object({ title: z.string(), markdown: z.string() })),
});

type Timing = { wall: number; cpu: number };

/**
 * Medians of RUNS timed calls after one warm-up call: wall time, and this process's CPU time, which says more than
 * wall time when other work shares the machine's two cores.
 */
async function timed(run: () => unknown): Promise<Timing> {
  await run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await run();
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/** pandoc converting the same markdown, the whole process as a user would run it; a note when it is missing. */
async function pandoc(markdown: string, format: 'docx' | 'epub'): Promise<string> {
  if (spawnSync('pandoc', ['--version']).error) return 'not installed';
  const dir = mkdtempSync(path.join(tmpdir(), 'infoforge-pandoc-'));
  try {
    const source = path.join(dir, 'book.md');
    writeFileSync(source, markdown);
    return ms((await timed(() => spawnSync('pandoc', [source, '-o', path.join(dir, `book.${format}`)]))).wall);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Render time of the reference book (30 sections, ~47,000 words) per format, beside pandoc when it is installed. */
export async function benchDocumentRender(): Promise<void> {
  const file = path.join(BOOK_DIR, 'book.json');
  if (!existsSync(file)) {
    console.log(`\nDocument render: skipped, the reference book ${file} is missing`);
    return;
  }
  const book = referenceBook.parse(JSON.parse(readFileSync(file, 'utf8')));
  const input: BookInput = {
    title: book.title,
    subtitle: book.subtitle,
    author: book.author,
    productType: 'ebook',
    cover: readFileSync(path.join(BOOK_DIR, book.cover)),
    sections: book.sections.map((section) => ({ heading: section.title, markdown: section.markdown })),
  };
  const words = book.sections.reduce((sum, section) => sum + section.markdown.split(/\s+/).length, 0);
  const model = buildBookModel(input);
  const markdown = book.sections.map((section) => `# ${section.title}\n\n${section.markdown}`).join('\n\n');
  const rows: [string, Timing, string][] = [
    ['book model (parse markdown)', await timed(() => buildBookModel(input)), ''],
    ['PDF (Typst, warm compiler)', await timed(() => renderPdf(model)), ''],
    ['DOCX', await timed(() => renderDocx(model)), await pandoc(markdown, 'docx')],
    ['EPUB', await timed(() => renderEpub(model)), await pandoc(markdown, 'epub')],
  ];
  console.log(`\nDocument render: reference book, ${book.sections.length} sections, ${words} words, median of ${RUNS}`);
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
  console.log('format                          wall       CPU        pandoc (wall)');
  for (const [name, ours, theirs] of rows) {
    console.log(`${name.padEnd(30)} ${ms(ours.wall).padStart(10)} ${ms(ours.cpu).padStart(10)} ${theirs.padStart(13)}`);
  }
  console.log(`peak RSS of this process so far: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}
