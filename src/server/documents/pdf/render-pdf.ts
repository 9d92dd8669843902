import { readFileSync } from 'node:fs';
import { NodeCompiler, type NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';
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

/** Lays out one Typst source of the book; throws with Typst's diagnostics when it does not compile. */
export type Typeset = (source: string) => NodeTypstDocument;

/**
 * Runs `use` with the book's cover given to the compiler and a way to lay out sources of it (as many as it needs),
 * and a way to write a laid-out document as PDF; the compiler's files and memoised layout are dropped after.
 */
export function withTypesetter<T>(
  book: BookModel,
  use: (typeset: Typeset, pdf: (doc: NodeTypstDocument) => Buffer) => T,
): T {
  const typst = warmCompiler();
  typst.resetShadow();
  if (book.cover) typst.mapShadow(`${WORKSPACE}/${COVER_FILE}`, Buffer.from(book.cover));
  const typeset: Typeset = (source) => {
    typst.mapShadow(MAIN, Buffer.from(source));
    const result = typst.compile({ mainFilePath: MAIN });
    const error = result.takeError();
    if (error || !result.result) {
      const messages = error ? typst.fetchDiagnostics(error).map((d: { message?: string }) => d.message) : [];
      throw new Error(`The PDF could not be typeset: ${messages.join('; ') || 'no document'}`);
    }
    return result.result;
  };
  try {
    return use(typeset, (doc) => typst.pdf(doc));
  } finally {
    typst.resetShadow();
    // Books differ from job to job, so memoised layout rarely helps the next one: drop it rather than let it pile up.
    typst.evictCache(0);
  }
}

/** The book as the ebook edition's PDF. Throws with Typst's diagnostics when it does not compile. */
export function renderPdf(book: BookModel): Buffer {
  return withTypesetter(book, (typeset, pdf) => pdf(typeset(bookToTypst(book))));
}
