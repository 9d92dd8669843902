import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

/** The names of the entries of a zip file (DOCX, EPUB), in order. */
export function zipEntries(zip: Uint8Array): string[] {
  return withTempFile('file.zip', zip, (file) => run('unzip', ['-Z1', file]).split('\n').filter(Boolean));
}

/** One entry of a zip file as text. */
export function zipText(zip: Uint8Array, entry: string): string {
  // unzip reads entry names as wildcard patterns: `[Content_Types].xml` needs its brackets escaped.
  return withTempFile('file.zip', zip, (file) => run('unzip', ['-p', file, entry.replace(/[[\]*?]/g, '\\$&')]));
}

/** Runs a poppler tool (pdftotext, pdffonts, pdfinfo) on the PDF bytes and returns what it prints. */
export function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Uint8Array, args: string[] = []): string {
  return withTempFile('book.pdf', pdf, (file) => run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]));
}

/** The text of each page, in order. */
export function pdfPages(pdf: Uint8Array): string[] {
  return poppler('pdftotext', pdf, ['-layout']).split('\f').slice(0, -1);
}

export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
export type PdfPageWords = { width: number; height: number; words: PdfWord[] };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The words of each page with their boxes, in points from the page's top left, as `pdftotext -bbox` finds them. */
export function pdfWords(pdf: Uint8Array): PdfPageWords[] {
  const number = '"(-?[\\d.]+)"';
  const word = new RegExp(`<word xMin=${number} yMin=${number} xMax=${number} yMax=${number}>([^<]*)</word>`, 'g');
  return poppler('pdftotext', pdf, ['-bbox'])
    .split('<page ')
    .slice(1)
    .map((page) => {
      const [, width, height] = /^width="([\d.]+)" height="([\d.]+)"/.exec(page) ?? [];
      const words = [...page.matchAll(word)].map(([, xMin, yMin, xMax, yMax, text]) => ({
        text: text!.replace(/&\w+;/g, (entity) => ENTITIES[entity] ?? entity),
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      }));
      return { width: Number(width), height: Number(height), words };
    });
}

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
