import { Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { readFrames, frameHeader, writeChunk } from './render-frames.js';
import { OVER_BUDGET } from './render-progress.js';
import { renderRequest, type ReadRenderRequest } from './render-request.js';
import { isRenderPart, type RenderPart } from './render-parts.js';
import { PRINT_NOT_TYPESET, WRAP_COVER_NOT_DRAWN } from './print-outcome.js';
import { AppError } from '../../errors/app-error.js';
import { trimSize } from '../../../shared/kdp-paperback.js';
import { hasWorkbookFiles } from '../../../shared/fillable-pdf.js';
import { coverSpecOf } from '../covers/project-cover-design.js';
import { coverPrintedWords } from '../covers/cover-differences.js';
import type { BookModel } from '../render/book-model.js';

/** What the parent sent on stdin: the `request` frame, then the files this part reads, each as a frame of its own. */
interface PartInput {
  request: ReadRenderRequest;
  frames: Map<string, Buffer>;
}

type Send = (name: string, bytes: Uint8Array) => Promise<void>;

/**
 * The child process that renders one part of a book (see render-documents.ts), named by its second argument, its
 * CPU budget in milliseconds being the first. It reads the `request` frame and the files its part reads on stdin,
 * hands what it makes to the parent on fd 3, one frame at a time, and exits; a failure goes to stderr, exit code 1.
 * Each part imports only what it draws or typesets with, so the book's part never holds the cover renderers' code and
 * memory, nor the cover parts Typst's (docs/decisions/0064-render-parts-and-memory.md).
 */
async function main() {
  const [budget, part] = process.argv.slice(2);
  stopAtCpuBudget(Number(budget));
  if (!isRenderPart(part)) throw new Error(`The renderer was asked for an unknown part: ${part}`);
  const input = await readInput();
  const files = new Socket({ fd: 3, readable: false });
  const send: Send = async (name, bytes) => {
    await writeChunk(files, frameHeader(name, bytes.byteLength));
    if (bytes.byteLength > 0) await writeChunk(files, bytes);
  };
  await PARTS[part](input, send);
  await new Promise<void>((resolve) => files.end(resolve));
}

async function readInput(): Promise<PartInput> {
  let request: ReadRenderRequest | null = null;
  const frames = new Map<string, Buffer>();
  for await (const frame of readFrames(process.stdin)) {
    if (frame.name === 'request') request = renderRequest.parse(JSON.parse(frame.bytes.toString('utf8')));
    else frames.set(frame.name, frame.bytes);
  }
  if (!request) throw new Error('The renderer was sent no book');
  return { request, frames };
}

const PARTS: Record<RenderPart, (input: PartInput, send: Send) => Promise<void>> = {
  'ebook-cover': ebookCoverPart,
  book: bookPart,
  'wrap-cover': wrapCoverPart,
};

/** The art an image model painted under the cover, as the cover renderers take it. */
async function artOf(frames: Map<string, Buffer>) {
  const art = frames.get('cover-art');
  if (!art) return null;
  const { artMimeType } = await import('../covers/cover-files.js');
  return { bytes: art, mimeType: artMimeType(art) };
}

/**
 * The EPUB's cover drawn again at the ebook shape (1600×2560 JPEG) from the design the cover was saved with, here so
 * that drawing never holds the server's event loop (docs/decisions/0051-cover-shapes-and-wrap-cover.md).
 */
async function ebookCoverPart({ request, frames }: PartInput, send: Send) {
  const design = request.ebookCoverDesign;
  if (!design) throw new Error('The renderer was sent no design for the ebook cover');
  const { renderCoverShape } = await import('../covers/draw/cover-shapes.js');
  await send('ebook-cover', (await renderCoverShape(coverSpecOf(design, await artOf(frames)), 'ebook')).bytes);
}

/**
 * The book: parses the sections one by one, telling the parent which it begins (`parsing`, its index) and when all
 * are done (`parsed`), so a render that runs out of time names the section that held it (render-progress.ts); renders
 * the PDF, DOCX and EPUB one after the other, each handed over before the next is made — after the PDF, a workbook's
 * or course's copy for sale its fillable PDF when its layout has places to write or tick in (`fillable-fields`, how
 * many, then `fillable`: docs/decisions/0076-fillable-pdf.md) and, when its text holds model answers, its answer key
 * and teacher's edition (answerKeyPart), and a licensed product's copy for sale its license file (`license`: docs/decisions/0079-plr-license.md) —
 * then the print interior when the request has print settings (`print` and `print-pages`, its page count), or why it could not be made
 * (`print-refused`), which leaves the ebook edition as it is (docs/decisions/0050-print-edition.md).
 */
async function bookPart({ request, frames }: PartInput, send: Send) {
  const [
    { buildBookModel, buildBookSection },
    { renderPdf, renderPdfWithSpots, renderLicensePdf },
    { renderDocx },
    { renderEpub },
  ] = await Promise.all([
    import('../render/book-model.js'),
    import('../render/pdf/render-pdf.js'),
    import('../render/docx/render-docx.js'),
    import('../render/epub/render-epub.js'),
  ]);
  const sections = [];
  for (const [index, section] of request.sections.entries()) {
    await send('parsing', Buffer.from(String(index)));
    sections.push(buildBookSection(section, request.draft));
  }
  await send('parsed', new Uint8Array());
  await releaseMemory();
  const design = request.ebookCoverDesign;
  const book = buildBookModel(
    {
      ...request,
      cover: frames.get('cover') ?? null,
      coverWords: design ? coverPrintedWords(design) : null,
      ebookCover: frames.get('ebook-cover') ?? null,
    },
    sections,
  );
  const { pdf, spots } = renderPdfWithSpots(book);
  await send('pdf', pdf);
  // Only a workbook's or course's copy for sale marks its places to write or tick in (book-typst.ts).
  if (spots.length > 0) {
    const [{ fillablePdf }, { fieldCount }] = await Promise.all([
      import('../render/pdf/fillable-pdf.js'),
      import('../render/pdf/fill-spots.js'),
    ]);
    await send('fillable-fields', Buffer.from(String(fieldCount(spots)), 'utf8'));
    await send('fillable', fillablePdf(pdf, spots));
  }
  if (hasWorkbookFiles(request)) await answerKeyPart(book, renderPdf, send);
  const license = request.draft ? null : renderLicensePdf(book);
  if (license) await send('license', license);
  await releaseMemory();
  await send('docx', await renderDocx(book));
  await send('epub', await renderEpub(book));
  if (!request.print) return;
  await releaseMemory();
  const { PrintPageCountRefused, renderPrintInterior } = await import('../render/pdf/render-print-interior.js');
  let interior;
  try {
    interior = renderPrintInterior(book, request.print);
  } catch (error) {
    const refused = error instanceof PrintPageCountRefused ? error.message : PRINT_NOT_TYPESET;
    await send('print-refused', Buffer.from(refused, 'utf8'));
    return;
  }
  await send('print', interior.pdf);
  await send('print-pages', Buffer.from(String(interior.pageCount), 'utf8'));
}

/**
 * The answer key of a workbook's or course's copy for sale, when its text holds model answers
 * (docs/decisions/0077-answer-key.md): how many (`model-answers`), the answer key's own PDF (`answer-key`) and the
 * teacher's edition, the book with the key at the back (`teachers-edition`).
 */
async function answerKeyPart(book: BookModel, renderPdf: (book: BookModel) => Buffer, send: Send) {
  const { answerKeyBook, answerKeySection, modelAnswerCount, teachersEdition } =
    await import('../render/answer-key.js');
  const key = answerKeySection(book.sections);
  if (!key) return;
  await releaseMemory();
  await send('model-answers', Buffer.from(String(modelAnswerCount(book.sections)), 'utf8'));
  await send('answer-key', renderPdf(answerKeyBook(book)));
  await releaseMemory();
  await send('teachers-edition', renderPdf(teachersEdition(book, key)));
}

/**
 * Frees what the last step left: the parser's garbage, the layout Typst made of the document just written, what the
 * DOCX and EPUB left on the heap. Typst's compiler hands each layout back as an object whose memory (a book's pages,
 * a couple of hundred MB) is freed only once V8 collects the object, and V8, which does not know its size, rarely
 * does: collected now and finalised on the next turn, the print interior is laid out in the memory the ebook PDF's
 * layout had, rather than beside it. The parent starts this child with `--expose-gc`.
 */
async function releaseMemory() {
  globalThis.gc?.();
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * The full-wrap cover sized by the print interior's page count (the `print-pages` frame), or why the print edition
 * cannot have one (`print-refused`): a cover image too small to print, or one the renderer could not draw.
 */
async function wrapCoverPart({ request, frames }: PartInput, send: Send) {
  const { coverDesign, print } = request;
  const pageCount = Number(frames.get('print-pages')?.toString('utf8'));
  if (!coverDesign || !print || !Number.isInteger(pageCount))
    throw new Error('The renderer was sent no design, print settings or page count for the wrap cover');
  const { renderWrapCover } = await import('../covers/render-wrap-cover.js');
  let wrapCover;
  try {
    wrapCover = await renderWrapCover({
      cover: coverSpecOf(coverDesign, await artOf(frames)),
      trim: trimSize(print.trim),
      paper: print.paper,
      bleed: print.bleed,
      pageCount,
      title: request.title,
      author: request.author,
      description: request.backCover,
      templateText: request.templateText,
    });
  } catch (error) {
    const refused = error instanceof AppError ? error.message : WRAP_COVER_NOT_DRAWN;
    await send('print-refused', Buffer.from(refused, 'utf8'));
    return;
  }
  await send('wrap-cover', wrapCover);
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
