import { readEpub, type EpubFacts } from '../documents/render/read-back/read-epub.js';
import { pdfPageWords, readPdf, type PdfFacts, type PdfWord } from '../documents/render/read-back/read-pdf.js';
import type { PrintPaper } from '../../../shared/schemas/print-edition.js';
import { readPrintInterior, type PrintInteriorFacts } from './print-interior-facts.js';

/** One file a creator uploads, by the name it is downloaded under. */
export interface NamedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * The files of a copy for sale a publish check reads: the ebook edition's PDF, DOCX and EPUB, and, once a print
 * edition is made, its interior and its full-wrap cover with the paper it is printed on.
 */
export interface PublishFiles {
  pdf: NamedFile;
  docx: NamedFile;
  epub: NamedFile;
  printInterior?: NamedFile;
  wrapCover?: NamedFile & { paper: PrintPaper };
}

/** The files and what their readers find in them, each read once and only when a rule asks. */
export interface CheckedFiles {
  files: PublishFiles;
  /** The files a buyer downloads from a listing: the ebook edition's. */
  listingFiles: NamedFile[];
  epub: () => EpubFacts;
  printInterior: () => PrintInteriorFacts | null;
  wrapCover: () => PdfFacts | null;
  /** The words set on the wrap cover's sheet (the front's type is drawn as outlines, so not among them). */
  wrapCoverWords: () => PdfWord[];
}

const once = <T>(read: () => T) => {
  let value: { read: T } | null = null;
  return () => (value ??= { read: read() }).read;
};

export function checkedFiles(files: PublishFiles): CheckedFiles {
  return {
    files,
    listingFiles: [files.pdf, files.docx, files.epub],
    epub: once(() => readEpub(files.epub.bytes)),
    printInterior: once(() => (files.printInterior ? readPrintInterior(files.printInterior.bytes) : null)),
    wrapCover: once(() => (files.wrapCover ? readPdf(files.wrapCover.bytes) : null)),
    wrapCoverWords: once(() => (files.wrapCover ? (pdfPageWords(files.wrapCover.bytes)[0]?.words ?? []) : [])),
  };
}
