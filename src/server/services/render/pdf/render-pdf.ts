import { BOOK_FONT_FILES } from '../book-fonts.js';
import type { BookModel } from '../book-model.js';
import { bookToTypst, COVER_FILE } from './book-typst.js';
import { typesetPdf, warmTypesetter, type Typeset } from './typeset-typst.js';
import type { NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';

const bookTypesetter = warmTypesetter('/infoforge-book', BOOK_FONT_FILES);

const filesOf = (book: BookModel): Record<string, Uint8Array> => (book.cover ? { [COVER_FILE]: book.cover } : {});

/** Runs `use` with the book's cover given to the book's typesetter (see `Typesetter`), for as many layouts as it needs. */
export const withTypesetter = <T>(
  book: BookModel,
  use: (typeset: Typeset, pdf: (doc: NodeTypstDocument) => Buffer) => T,
): T => bookTypesetter(filesOf(book), use);

/** The book as the ebook edition's PDF. Throws with Typst's diagnostics when it does not compile. */
export const renderPdf = (book: BookModel): Buffer => typesetPdf(bookTypesetter, bookToTypst(book), filesOf(book));
