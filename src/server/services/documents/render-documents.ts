import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { RENDER_PACE } from '../../limits.js';
import type { FileStorage, StoredFile } from '../storage/backends/file-storage.js';
import {
  ANSWER_KEY_FORMATS,
  STORED_FORMATS,
  DOCUMENT_FORMATS,
  type StoredFormat,
} from '../book-model/stored-documents.js';
import type { PrintOutcome } from './print-outcome.js';
import { frameHeader, readFrames, writeChunk } from './render-frames.js';
import { createRenderProgress, OVER_BUDGET, type RenderProgress } from './render-progress.js';
import type { BookSource, RenderRequest } from './render-request.js';
import type { RenderPart } from './render-parts.js';

/** How much CPU time a render's children may each use, and at what niceness they run (RENDER_PACE). */
export interface RenderPace {
  budgetMs: number;
  niceness: number;
}

/** Where a render reads the book's cover and writes its files: the app's storage, each format under its key. */
export interface RenderStorage {
  storage: FileStorage;
  fileKey: (format: StoredFormat) => string;
}

/**
 * A render that ran out of its budget, naming the section that held it (render-progress.ts): it would run out again,
 * so it is not tried again, and the creator is told which section to simplify.
 */
export class RenderOverBudget extends Error {
  constructor(readonly section: string | null) {
    super(
      `The files could not be made in time: ${section === null ? 'the book' : `"${section}"`} is too complex to typeset`,
    );
  }
}

/** The child's file beside this one: .ts under tsx (dev, tests), .js when built. */
const CHILD = path.join(import.meta.dirname, `render-documents-child${path.extname(import.meta.filename)}`);
// `--expose-gc`: the book's part frees each Typst layout as soon as its file is written (render-documents-child.ts);
// a young generation of 4 MB (16 by default) keeps the parser's garbage from growing the heap the layouts come on top of.
const CHILD_ARGS = [
  '--expose-gc',
  '--max-semi-space-size=4',
  ...(CHILD.endsWith('.ts') ? ['--import', 'tsx'] : []),
  CHILD,
];

/** What the children handed over so far: the formats stored, what became of the print interior, the EPUB's cover. */
interface Made extends RenderOutcome {
  saved: StoredFormat[];
  ebookCover: Buffer | null;
}

/**
 * What a render made besides the ebook edition: what became of the print interior, how many fields the fillable PDF
 * has and how many model answers the answer key (each null when it made none).
 */
export interface RenderOutcome {
  print: PrintOutcome;
  fillableFields: number | null;
  modelAnswers: number | null;
}

/** A render's outcome when it made nothing besides the ebook edition. */
export const EBOOK_ONLY: RenderOutcome = { print: null, fillableFields: null, modelAnswers: null };

/**
 * Renders the book's PDF, DOCX and EPUB in child processes and stores each file as a child hands it over: Typst's
 * compile is synchronous and keeps memory it never gives back, so the server's event loop stays free and its memory
 * flat; a child's is gone when it exits (docs/decisions/0014-document-render-memory-and-docx-sections.md). The
 * render is made in parts, a child each, one after the other (render-parts.ts), so no process holds the cover
 * renderers' memory and Typst's at once: the EPUB's cover at the ebook shape when the request carries the cover's
 * design, then the book, then the full-wrap cover when the print interior was made and the request carries the
 * design for it (docs/decisions/0064-render-parts-and-memory.md). The cover and the art under it are streamed from
 * storage into the stdin of the child that reads them, and the files come back raw on a pipe of their own (fd 3), one
 * at a time, so this process holds at most one file (and the EPUB's cover, for the book's child) and nothing is
 * written to a temporary folder (docs/decisions/0031-document-pipeline-on-the-server.md). Aborting `signal` kills the
 * running child. Each child stops itself once it has used its pace's budget of CPU time, and the render fails with
 * RenderOverBudget: CPU time, not time on the clock, so a book is judged by its own work, not by how many others
 * share the cores; the children run at a lower priority than the server, so requests are answered first
 * (docs/decisions/0044-fair-background-work.md), and a long render's lower than a quick one's
 * (docs/decisions/0069-quick-lane.md). Answers what became of the print interior, which the request asks
 * for with its print settings (docs/decisions/0050-print-edition.md); a wrap cover that cannot be drawn refuses the
 * print edition, and the interior already stored goes. Answers too how many fields the fillable PDF has, when the
 * book's child made one (docs/decisions/0076-fillable-pdf.md), and how many model answers its answer key and teacher's
 * edition hold, when it made them (docs/decisions/0077-answer-key.md).
 */
export async function renderDocuments(
  { coverKey, coverArtKey, ...request }: BookSource,
  { storage, fileKey }: RenderStorage,
  signal: AbortSignal,
  pace: RenderPace = RENDER_PACE.long,
): Promise<RenderOutcome> {
  const art = () => (coverArtKey === null ? null : storage.open(coverArtKey));
  const made: Made = { ...EBOOK_ONLY, saved: [], ebookCover: null };
  const run = async (part: RenderPart, files: [string, StoredFile | Uint8Array | null][]) =>
    runPart(part, request, files, { storage, fileKey, made }, signal, pace);
  if (request.ebookCoverDesign) await run('ebook-cover', [['cover-art', await art()]]);
  const cover = coverKey === null ? null : await storage.open(coverKey);
  await run('book', [
    ['cover', cover],
    ['ebook-cover', made.ebookCover],
  ]);
  const interior = made.print;
  if (interior !== null && 'pageCount' in interior && request.coverDesign) {
    await run('wrap-cover', [
      ['cover-art', await art()],
      ['print-pages', Buffer.from(String(interior.pageCount), 'utf8')],
    ]);
    if (made.print !== interior) await storage.remove(fileKey('print'));
  }
  const { saved, print, fillableFields, modelAnswers } = made;
  const printed =
    print === null || 'refused' in print
      ? []
      : ['print' as const, ...(request.coverDesign ? ['wrap-cover' as const] : [])];
  const expected = [
    ...DOCUMENT_FORMATS,
    ...printed,
    ...(fillableFields === null ? [] : ['fillable' as const]),
    ...(modelAnswers === null ? [] : ANSWER_KEY_FORMATS),
    ...(!request.draft && request.license && request.license.preset !== 'none' ? ['license' as const] : []),
  ];
  const missing = expected.filter((format) => !saved.includes(format));
  if (missing.length > 0) throw new Error(`The renderer made no ${missing.join(', ')}`);
  return { print, fillableFields, modelAnswers };
}

/** Runs one part of the render in a child of its own (render-documents-child.ts), noting what it hands over in `made`. */
async function runPart(
  part: RenderPart,
  request: RenderRequest,
  files: [string, StoredFile | Uint8Array | null][],
  into: RenderStorage & { made: Made },
  signal: AbortSignal,
  { budgetMs, niceness }: RenderPace,
) {
  const child = spawn(process.execPath, [...CHILD_ARGS, String(budgetMs), part], {
    stdio: ['pipe', 'ignore', 'pipe', 'pipe'],
    signal,
  });
  const exited = exitOf(child);
  if (child.pid !== undefined) setPriority(child.pid, niceness);
  const failures: unknown[] = [];
  const stop = (error: unknown) => {
    failures.push(error);
    child.kill();
  };
  const progress = createRenderProgress();
  await Promise.all([
    sendBook(child.stdin!, request, files).catch(stop),
    saveFiles(filesPipe(child), into, progress).catch(stop),
  ]);
  const { code, stoppedBy, reason } = await exited;
  if (stoppedBy === OVER_BUDGET) {
    const held = progress.heldBy();
    throw new RenderOverBudget(held === null ? null : (request.sections[held]?.heading ?? null));
  }
  // The child's own words when it failed and said why; else what failed here (a file not stored, a pipe that broke
  // as the child stopped); else how it stopped.
  if (code !== 0 && reason) throw new Error(reason);
  if (failures.length > 0) throw failures[0];
  if (code !== 0) throw new Error(`The renderer stopped (${stoppedBy ?? `exit ${code}`})`);
}

/** The pipe on the child's fd 3, through which it hands over its files. */
function filesPipe(child: ChildProcess): Readable {
  const pipe = child.stdio[3];
  if (!(pipe instanceof Readable)) throw new Error('The renderer has no pipe for its files');
  return pipe;
}

/**
 * The `request` frame, then each file the part reads (the cover's bytes and the art under it as they are read from
 * storage), then the end of the child's stdin.
 */
async function sendBook(stdin: Writable, request: RenderRequest, files: [string, StoredFile | Uint8Array | null][]) {
  // A write that fails rejects; the stream's own error event has nothing to add.
  stdin.on('error', () => {});
  const json = Buffer.from(JSON.stringify(request), 'utf8');
  await writeChunk(stdin, Buffer.concat([frameHeader('request', json.length), json]));
  for (const [name, file] of files) {
    if (!file) continue;
    if (file instanceof Uint8Array) {
      await writeChunk(stdin, Buffer.concat([frameHeader(name, file.byteLength), file]));
      continue;
    }
    await writeChunk(stdin, frameHeader(name, file.size));
    for await (const chunk of file.body) await writeChunk(stdin, chunk);
  }
  stdin.end();
}

/**
 * Stores each file the child hands over under its format's key, and notes its progress between, what became of the
 * print interior and the EPUB's cover, which the book's child is sent.
 */
async function saveFiles(
  files: Readable,
  { storage, fileKey, made }: RenderStorage & { made: Made },
  progress: RenderProgress,
) {
  for await (const { name, bytes } of readFrames(files)) {
    if (name === 'print-pages') {
      made.print = { pageCount: Number(bytes.toString('utf8')) };
      continue;
    }
    if (name === 'fillable-fields') {
      made.fillableFields = Number(bytes.toString('utf8'));
      continue;
    }
    if (name === 'model-answers') {
      made.modelAnswers = Number(bytes.toString('utf8'));
      continue;
    }
    if (name === 'print-refused') {
      made.print = { refused: bytes.toString('utf8') };
      continue;
    }
    if (name === 'parsing') {
      progress.parsing(Number(bytes.toString('utf8')));
      continue;
    }
    if (name === 'parsed') {
      progress.parsed();
      continue;
    }
    if (name === 'ebook-cover') {
      made.ebookCover = bytes;
      continue;
    }
    const format = STORED_FORMATS.find((known) => known === name);
    if (!format) throw new Error(`The renderer sent an unknown file: ${name}`);
    await storage.save(fileKey(format), bytes);
    made.saved.push(format);
  }
}

/** How the child ended: its exit code, or the signal that stopped it, and why in its own words when it said so. */
function exitOf(child: ChildProcess) {
  let stderr = '';
  let spawnError = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // A spawn that fails or is aborted closes as well, with a code that is not 0.
  child.on('error', (error) => (spawnError = error.message));
  return new Promise<{ code: number | null; stoppedBy: NodeJS.Signals | null; reason: string }>((resolve) =>
    child.on('close', (code, stoppedBy) => resolve({ code, stoppedBy, reason: stderr.trim() || spawnError })),
  );
}
