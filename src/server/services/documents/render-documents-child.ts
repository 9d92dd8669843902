import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBookModel } from '../../documents/book-model.js';
import { renderDocx } from '../../documents/docx/render-docx.js';
import { renderEpub } from '../../documents/epub/render-epub.js';
import { renderPdf } from '../../documents/pdf/render-pdf.js';
import { renderRequest } from './render-request.js';

/**
 * The child process that renders one book (see render-documents.ts): reads the request as JSON on stdin, writes
 * book.pdf, book.docx and book.epub into the folder it names, and exits; a failure goes to stderr, exit code 1.
 */
async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  const request = renderRequest.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  const cover = request.book.cover === null ? null : new Uint8Array(Buffer.from(request.book.cover, 'base64'));
  const book = buildBookModel({ ...request.book, cover });
  writeFileSync(path.join(request.outDir, 'book.pdf'), renderPdf(book));
  writeFileSync(path.join(request.outDir, 'book.docx'), await renderDocx(book));
  writeFileSync(path.join(request.outDir, 'book.epub'), await renderEpub(book));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
