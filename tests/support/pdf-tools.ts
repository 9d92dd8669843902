import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a poppler tool (pdftotext, pdffonts, pdfinfo) on the PDF bytes and returns what it prints. */
export function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Uint8Array, args: string[] = []): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'infoforge-pdf-')), 'book.pdf');
  writeFileSync(file, pdf);
  const output = tool === 'pdftotext' ? [file, '-'] : [file];
  return execFileSync(tool, [...args, ...output], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** The text of each page, in order. */
export function pdfPages(pdf: Uint8Array): string[] {
  return poppler('pdftotext', pdf, ['-layout']).split('\f').slice(0, -1);
}
