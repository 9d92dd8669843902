import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  pdfPageTexts,
  pdfPageWords,
  type PdfPageWords,
  type PdfWord,
  readPdf,
  renderPdfPage,
} from '../../src/server/documents/read-back/read-pdf.js';
import { zipEntryNames, zipEntryText } from '../../src/server/documents/read-back/read-zip.js';

/** Runs `use` on a temporary file holding the bytes, removed afterwards. */
export function withTempFile<T>(name: string, bytes: Uint8Array, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'infoforge-doc-'));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The names of the entries of a zip file (DOCX, EPUB), in order. */
export const zipEntries = zipEntryNames;

/** One entry of a zip file as text; a missing entry fails the test, naming it. */
export function zipText(zip: Uint8Array, entry: string): string {
  const text = zipEntryText(zip, entry);
  if (text === null) throw new Error(`The zip file has no ${entry}`);
  return text;
}

/** The text of each page, in order, one printed line per line. */
export const pdfPages = pdfPageTexts;

/** The whole text of the PDF, each page ended by a form feed, as a reader copying it all would get it. */
export const pdfText = (pdf: Uint8Array): string =>
  pdfPageTexts(pdf)
    .map((page) => `${page}\f`)
    .join('');

export type { PdfPageWords, PdfWord };
/** The words of each page with their boxes, in points from the page's top left. */
export const pdfWords = pdfPageWords;

/** The PDF's page count and sizes, bookmarks, annotations, fonts, title, author and subject. */
export const pdfInfo = readPdf;

/** One page (from 0) drawn at a resolution, as RGB pixels. */
export const pdfRender = renderPdfPage;

export const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';

/** epubcheck's report on the EPUB bytes. Throws, naming the package to install, when epubcheck is missing. */
export function epubcheck(epub: Uint8Array): string {
  if (!existsSync(EPUBCHECK_JAR)) {
    throw new Error(`epubcheck is not installed: ${EPUBCHECK_JAR} is missing (apt-get install epubcheck)`);
  }
  return withTempFile('book.epub', epub, (file) => {
    const result = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', EPUBCHECK_JAR, file], {
      encoding: 'utf8',
    });
    return `${result.stdout}${result.stderr}`;
  });
}
