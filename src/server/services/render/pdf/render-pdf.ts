import { BOOK_FONT_FILES } from '../book-fonts.js';
import type { BookModel } from '../book-model.js';
import { bookToTypst, COVER_FILE } from './book-typst.js';
import { licenseToTypst } from './license-typst.js';
import { FILL_SPOT_LABEL, fillSpotsOf, type FillSpot } from './fill-spots.js';
import { warmTypesetter, type TypesetTools } from './typeset-typst.js';

const bookTypesetter = warmTypesetter('/infoforge-book', BOOK_FONT_FILES);

const filesOf = (book: BookModel): Record<string, Uint8Array> => (book.cover ? { [COVER_FILE]: book.cover } : {});

/** Runs `use` with the book's cover given to the book's typesetter (see `Typesetter`), for as many layouts as it needs. */
export const withTypesetter = <T>(book: BookModel, use: (tools: TypesetTools) => T): T =>
  bookTypesetter(filesOf(book), use);

/**
 * The book as the ebook edition's PDF, and where its layout placed each spot a reader writes or ticks in (the
 * fillable PDF's fields: fill-spots.ts), read from the same layout. Throws with Typst's diagnostics when it does not
 * compile.
 */
export const renderPdfWithSpots = (book: BookModel): { pdf: Buffer; spots: FillSpot[] } =>
  withTypesetter(book, ({ typeset, pdf, metadata }) => {
    const doc = typeset(bookToTypst(book));
    return { pdf: pdf(doc), spots: fillSpotsOf(metadata(doc, FILL_SPOT_LABEL)) };
  });

/** The book as the ebook edition's PDF. Throws with Typst's diagnostics when it does not compile. */
export const renderPdf = (book: BookModel): Buffer =>
  withTypesetter(book, ({ typeset, pdf }) => pdf(typeset(bookToTypst(book))));

/** A licensed product's license file (license-typst.ts); null for a product sold with none. */
export const renderLicensePdf = (book: BookModel): Buffer | null => {
  const { license } = book;
  if (license.preset === 'none') return null;
  return withTypesetter(book, ({ typeset, pdf }) => pdf(typeset(licenseToTypst(book, license))));
};
