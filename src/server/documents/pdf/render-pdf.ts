import { readFileSync } from 'node:fs';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { BOOK_FONT_FILES } from '../book-fonts.js';
import type { BookModel } from '../book-model.js';
import { bookToTypst, COVER_FILE } from './book-typst.js';

const WORKSPACE = '/infoforge-book';
const MAIN = `${WORKSPACE}/book.typ`;

let compiler: NodeCompiler | null = null;

/** One compiler per process, created on first use and kept warm: fonts load once, later books compile faster. */
function warmCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({
    workspace: WORKSPACE,
    fontArgs: [{ fontBlobs: BOOK_FONT_FILES.map((file) => readFileSync(file)) }],
  });
  return compiler;
}

/** The book as a PDF. Throws with Typst's diagnostics when it does not compile. */
export function renderPdf(book: BookModel): Buffer {
  const typst = warmCompiler();
  typst.resetShadow();
  typst.mapShadow(MAIN, Buffer.from(bookToTypst(book)));
  if (book.cover) typst.mapShadow(`${WORKSPACE}/${COVER_FILE}`, Buffer.from(book.cover));
  try {
    const result = typst.compile({ mainFilePath: MAIN });
    const error = result.takeError();
    if (error || !result.result) {
      const messages = error ? typst.fetchDiagnostics(error).map((d: { message?: string }) => d.message) : [];
      throw new Error(`The PDF could not be typeset: ${messages.join('; ') || 'no document'}`);
    }
    return typst.pdf(result.result);
  } finally {
    typst.resetShadow();
    // Books differ from job to job, so memoised layout rarely helps the next one: drop it rather than let it pile up.
    typst.evictCache(0);
  }
}
