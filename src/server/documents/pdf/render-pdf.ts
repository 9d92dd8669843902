import { BOOK_FONT_FILES } from '../book-fonts.js';
import type { BookModel } from '../book-model.js';
import { bookToTypst, COVER_FILE } from './book-typst.js';
import { warmTypesetter } from './typeset-typst.js';

const typesetBook = warmTypesetter('/infoforge-book', BOOK_FONT_FILES);

/** The book as a PDF. Throws with Typst's diagnostics when it does not compile. */
export function renderPdf(book: BookModel): Buffer {
  return typesetBook({ source: bookToTypst(book), files: book.cover ? { [COVER_FILE]: book.cover } : {} });
}
