import { Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { buildBookModel, buildBookSection } from '../../documents/book-model.js';
import { renderDocx } from '../../documents/docx/render-docx.js';
import { renderEpub } from '../../documents/epub/render-epub.js';
import { renderPdf } from '../../documents/pdf/render-pdf.js';
import { PrintPageCountRefused, renderPrintInterior } from '../../documents/pdf/render-print-interior.js';
import { frameHeader, readFrames, writeChunk } from './render-frames.js';
import { OVER_BUDGET } from './render-progress.js';
import { renderRequest, type ReadRenderRequest } from './render-request.js';
import type { BookModel } from '../../documents/book-model.js';
import type { PrintSettings } from '../../../shared/schemas/print-edition.js';
import { PRINT_NOT_TYPESET, WRAP_COVER_NOT_DRAWN } from './print-outcome.js';
import { AppError } from '../../errors/app-error.js';
import { trimSize } from '../../../shared/kdp-paperback.js';
import { artMimeType } from '../covers/cover-files.js';
import { coverSpecOf } from '../covers/project-cover-design.js';
import { renderWrapCover } from '../covers/render-wrap-cover.js';

/**
 * The child process that renders one book (see render-documents.ts): reads the `request` frame and, when the book has
 * them, the `cover` and `ebook-cover` frames on stdin; parses the sections one by one, telling the parent on fd 3 which it begins
 * (`parsing`, its index) and when all are done (`parsed`), so a render that runs out of time names the section that
 * held it (render-progress.ts); renders the PDF, DOCX and EPUB one after the other, handing each to the parent on
 * fd 3 before the next is made, then the print edition when the request has print settings: the interior (`print`),
 * the full-wrap cover (`wrap-cover`) and the page count (`print-pages`), or why it could not be made
 * (`print-refused`), which leaves the ebook edition as it is
 * (docs/decisions/0050-print-edition.md); and exits. A failure goes to stderr, exit code 1. Its one argument is its
 * CPU budget in milliseconds.
 */
async function main() {
  stopAtCpuBudget(Number(process.argv[2]));
  let request: ReadRenderRequest | null = null;
  let cover: Uint8Array | null = null;
  let art: Buffer | null = null;
  let ebookCover: Uint8Array | null = null;
  for await (const frame of readFrames(process.stdin)) {
    if (frame.name === 'request') request = renderRequest.parse(JSON.parse(frame.bytes.toString('utf8')));
    else if (frame.name === 'cover') cover = frame.bytes;
    else if (frame.name === 'cover-art') art = Buffer.from(frame.bytes);
    else if (frame.name === 'ebook-cover') ebookCover = frame.bytes;
  }
  if (!request) throw new Error('The renderer was sent no book');
  const files = new Socket({ fd: 3, readable: false });
  const send = async (name: string, bytes: Uint8Array) => {
    await writeChunk(files, frameHeader(name, bytes.byteLength));
    if (bytes.byteLength > 0) await writeChunk(files, bytes);
  };
  const sections = [];
  for (const [index, section] of request.sections.entries()) {
    await send('parsing', Buffer.from(String(index)));
    sections.push(buildBookSection(section, request.draft));
  }
  await send('parsed', new Uint8Array());
  const book = buildBookModel({ ...request, cover, ebookCover }, sections);
  await send('pdf', renderPdf(book));
  await send('docx', await renderDocx(book));
  await send('epub', await renderEpub(book));
  if (request.print) {
    const print = await printEdition(book, request, request.print, art);
    if ('refused' in print) await send('print-refused', Buffer.from(print.refused, 'utf8'));
    else {
      await send('print', print.pdf);
      if (print.wrapCover) await send('wrap-cover', print.wrapCover);
      await send('print-pages', Buffer.from(String(print.pageCount), 'utf8'));
    }
  }
  await new Promise<void>((resolve) => files.end(resolve));
}

/**
 * The print interior and, when the request carries the cover design, the full-wrap cover sized by the interior's
 * final page count; or why the print edition could not be made: its page count's limit, a cover image too small to
 * print, or a layout Typst refused. Either file failing fails both, so no half of a print edition is served.
 */
async function printEdition(
  book: BookModel,
  request: ReadRenderRequest,
  settings: PrintSettings,
  art: Buffer | null,
): Promise<{ refused: string } | { pdf: Buffer; pageCount: number; wrapCover: Buffer | null }> {
  let interior;
  try {
    interior = renderPrintInterior(book, settings);
  } catch (error) {
    if (error instanceof PrintPageCountRefused) return { refused: error.message };
    return { refused: PRINT_NOT_TYPESET };
  }
  if (!request.coverDesign) return { ...interior, wrapCover: null };
  try {
    const wrapCover = await renderWrapCover({
      cover: coverSpecOf(request.coverDesign, art && { bytes: art, mimeType: artMimeType(art) }),
      trim: trimSize(settings.trim),
      paper: settings.paper,
      bleed: settings.bleed,
      pageCount: interior.pageCount,
      title: request.title,
      author: request.author,
      description: request.backCover,
    });
    return { ...interior, wrapCover };
  } catch (error) {
    return { refused: error instanceof AppError ? error.message : WRAP_COVER_NOT_DRAWN };
  }
}

/**
 * Kills this process with OVER_BUDGET once it has used `budgetMs` of CPU time, all its threads together. A
 * worker thread keeps watch, since Typst's compile holds the main thread until it ends.
 */
function stopAtCpuBudget(budgetMs: number) {
  const watch = `
    setInterval(() => {
      const { user, system } = process.cpuUsage();
      if ((user + system) / 1000 >= ${budgetMs}) process.kill(process.pid, '${OVER_BUDGET}');
    }, 50);
  `;
  new Worker(watch, { eval: true }).unref();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
