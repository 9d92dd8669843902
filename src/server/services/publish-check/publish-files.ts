import { dublinCoreTitle } from '../render/read-back/dublin-core-title.js';
import { readEpub, type EpubFacts } from '../render/read-back/read-epub.js';
import { zipEntryText } from '../render/read-back/read-zip.js';
import {
  pdfPageTexts,
  pdfPageWords,
  readPdf,
  readPdfTitle,
  type PdfFacts,
  type PdfWord,
} from '../render/read-back/read-pdf.js';
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
  /** The title each file's metadata gives the book (the PDF's and print interior's, the DOCX's and EPUB's dc:title). */
  titles: () => { name: string; title: string | null }[];
  /** The text of the PDF's first two pages: its cover (the words its picture prints) and its title page. */
  pdfOpening: () => { cover: string; titlePage: string };
  printInterior: () => PrintInteriorFacts | null;
  wrapCover: () => PdfFacts | null;
  /** The words set on the wrap cover's sheet (the front's type is drawn as outlines, so not among them). */
  wrapCoverWords: () => PdfWord[];
}

const once = <T>(read: () => T) => {
  let value: { read: T } | null = null;
  return () => (value ??= { read: read() }).read;
};

/** What a reader finds in a file, or null when the file is not of its kind (other rules say so where it matters). */
const readable = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

export function checkedFiles(files: PublishFiles): CheckedFiles {
  const epub = once(() => readEpub(files.epub.bytes));
  const printInterior = once(() => (files.printInterior ? readPrintInterior(files.printInterior.bytes) : null));
  return {
    files,
    listingFiles: [files.pdf, files.docx, files.epub],
    epub,
    titles: once(() => [
      { name: files.pdf.name, title: readable(() => readPdfTitle(files.pdf.bytes)) },
      {
        name: files.docx.name,
        title: readable(() => dublinCoreTitle(zipEntryText(files.docx.bytes, 'docProps/core.xml'))),
      },
      { name: files.epub.name, title: epub().title },
      ...(files.printInterior ? [{ name: files.printInterior.name, title: printInterior()!.title }] : []),
    ]),
    printInterior,
    pdfOpening: once(() => {
      const [cover = '', titlePage = ''] = readable(() => pdfPageTexts(files.pdf.bytes, undefined, 2)) ?? [];
      return { cover, titlePage };
    }),
    wrapCover: once(() => (files.wrapCover ? readPdf(files.wrapCover.bytes) : null)),
    wrapCoverWords: once(() => (files.wrapCover ? (pdfPageWords(files.wrapCover.bytes)[0]?.words ?? []) : [])),
  };
}
