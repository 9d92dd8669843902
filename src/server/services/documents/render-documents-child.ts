import { Socket } from 'node:net';
import { buildBookModel } from '../../documents/book-model.js';
import { renderDocx } from '../../documents/docx/render-docx.js';
import { renderEpub } from '../../documents/epub/render-epub.js';
import { renderPdf } from '../../documents/pdf/render-pdf.js';
import { frameHeader, readFrames, writeChunk } from './render-frames.js';
import { renderRequest, type RenderRequest } from './render-request.js';

/**
 * The child process that renders one book (see render-documents.ts): reads the `request` frame and, when the book has
 * one, the `cover` frame on stdin; renders the PDF, DOCX and EPUB one after the other, handing each to the parent on
 * fd 3 before the next is made, and exits; a failure goes to stderr, exit code 1.
 */
async function main() {
  let request: RenderRequest | null = null;
  let cover: Uint8Array | null = null;
  for await (const frame of readFrames(process.stdin)) {
    if (frame.name === 'request') request = renderRequest.parse(JSON.parse(frame.bytes.toString('utf8')));
    else if (frame.name === 'cover') cover = frame.bytes;
  }
  if (!request) throw new Error('The renderer was sent no book');
  const book = buildBookModel({ ...request, cover });
  const files = new Socket({ fd: 3, readable: false });
  const send = async (name: string, bytes: Uint8Array) => {
    await writeChunk(files, frameHeader(name, bytes.byteLength));
    await writeChunk(files, bytes);
  };
  await send('pdf', renderPdf(book));
  await send('docx', await renderDocx(book));
  await send('epub', await renderEpub(book));
  await new Promise<void>((resolve) => files.end(resolve));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
