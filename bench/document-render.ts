import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { buildBookModel, type BookInput } from '../src/server/services/render/book-model.js';
import { renderDocx } from '../src/server/services/render/docx/render-docx.js';
import { renderEpub } from '../src/server/services/render/epub/render-epub.js';
import { renderPdf } from '../src/server/services/render/pdf/render-pdf.js';
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

/** The reference book as a project would give it to the renderers, or null when the file is missing. */
export function referenceBookInput(): BookInput | null {
  const file = path.join(BOOK_DIR, 'book.json');
  if (!existsSync(file)) return null;
  const book = referenceBook.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    title: book.title,
    subtitle: book.subtitle,
    author: book.author,
    description: book.subtitle,
    isbn: '',
    year: new Date().getUTCFullYear(),
    draft: false,
    templateText: false,
    license: { preset: 'none' },
    productType: 'ebook',
    cover: readFileSync(path.join(BOOK_DIR, book.cover)),
    coverWords: null,
    ebookCover: null,
    sections: book.sections.map((section) => ({ heading: section.title, markdown: section.markdown })),
  };
}

const BUILT_DOCUMENTS = path.resolve(import.meta.dirname, '../build/server/services/render');
const SOURCE_DOCUMENTS = path.resolve(import.meta.dirname, '../src/server/services/render');

/**
 * Peak RSS of a fresh process that renders the book once in every format, as a generation job's child process does:
 * with the built code `npm run bench` has just compiled, or under tsx when there is no build. Measured apart from the
 * timings: Typst keeps memory it never gives back (docs/decisions/0014-*), so the repeated renders of the timing runs
 * pile up in this process in a way no job's child ever sees. The peak is the child's VmHWM, not getrusage's maxRSS:
 * a child spawned from this process, hundreds of MB after the timing runs, inherits that figure through fork and exec.
 */
function peakRssOfOneRender(input: BookInput): string {
  const built = existsSync(path.join(BUILT_DOCUMENTS, 'book-model.js'));
  const module = (name: string) =>
    JSON.stringify(
      pathToFileURL(built ? path.join(BUILT_DOCUMENTS, `${name}.js`) : path.join(SOURCE_DOCUMENTS, `${name}.ts`)).href,
    );
  const script = `const { buildBookModel } = await import(${module('book-model')});
    const { renderPdf } = await import(${module('pdf/render-pdf')});
    const { renderDocx } = await import(${module('docx/render-docx')});
    const { renderEpub } = await import(${module('epub/render-epub')});
    let json = '';
    for await (const chunk of process.stdin) json += chunk;
    const input = JSON.parse(json);
    const book = buildBookModel({ ...input, cover: input.cover && new Uint8Array(Buffer.from(input.cover, 'base64')) });
    renderPdf(book);
    await renderDocx(book);
    await renderEpub(book);
    const { readFileSync } = await import('node:fs');
    console.log(/VmHWM:\\s*(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);`;
  const child = spawnSync(
    process.execPath,
    [...(built ? [] : ['--import', 'tsx']), '--input-type=module', '-e', script],
    {
      input: JSON.stringify({ ...input, cover: input.cover && Buffer.from(input.cover).toString('base64') }),
      encoding: 'utf8',
    },
  );
  const kb = Number(child.stdout.trim());
  if (child.status !== 0 || !(kb > 0)) return `failed: ${child.stderr.trim().split('\n')[0]}`;
  return `${(kb / 1024).toFixed(0)} MB (${built ? 'built code' : 'under tsx, no build'})`;
}

/** Render time of the reference book (30 sections, ~47,000 words) per format, beside pandoc when it is installed. */
export async function benchDocumentRender(): Promise<void> {
  const input = referenceBookInput();
  if (!input) {
    console.log(`\nDocument render: skipped, the reference book in ${BOOK_DIR} is missing`);
    return;
  }
  const words = input.sections.reduce((sum, section) => sum + section.markdown.split(/\s+/).length, 0);
  const model = buildBookModel(input);
  const markdown = input.sections.map((section) => `# ${section.heading}\n\n${section.markdown}`).join('\n\n');
  const rows: [string, Timing, string][] = [
    ['book model (parse markdown)', await timed(() => buildBookModel(input)), ''],
    ['PDF (Typst, warm compiler)', await timed(() => renderPdf(model)), ''],
    ['DOCX', await timed(() => renderDocx(model)), await pandoc(markdown, 'docx')],
    ['EPUB', await timed(() => renderEpub(model)), await pandoc(markdown, 'epub')],
  ];
  console.log(
    `\nDocument render: reference book, ${input.sections.length} sections, ${words} words, median of ${RUNS}`,
  );
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
  console.log('format                          wall       CPU        pandoc (wall)');
  for (const [name, ours, theirs] of rows) {
    console.log(`${name.padEnd(30)} ${ms(ours.wall).padStart(10)} ${ms(ours.cpu).padStart(10)} ${theirs.padStart(13)}`);
  }
  console.log(
    `peak RSS rendering the book once in all three formats, in a fresh process: ${peakRssOfOneRender(input)}`,
  );
}
