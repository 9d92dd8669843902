import * as mupdf from 'mupdf';

/** One page of a PDF as the print checks read it: its size, and the box around its ink of text, in inches. */
export interface PrintedPage {
  /** 1-based: odd pages are rectos (bound on the left), even pages versos (bound on the right). */
  number: number;
  width: number;
  height: number;
  /** The text's extent from each edge: null on a page with no text. */
  text: { left: number; right: number; top: number; bottom: number } | null;
  /** Its text, characters joined. */
  words: string;
  annotations: number;
  links: number;
}

const INCH = 72;

/**
 * Reads a PDF with mupdf: its outline (null when it has none), its metadata's title and author, and each page's
 * size, annotations, links and the extent of its word boxes (whitespace that mupdf adds between words left out).
 */
export function readPrintedPdf(bytes: Uint8Array) {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: PrintedPage[] = [];
  for (let index = 0; index < doc.countPages(); index++) {
    const page = doc.loadPage(index) as mupdf.PDFPage;
    const [x0, y0, x1, y1] = page.getBounds();
    let box: { minX: number; maxX: number; minY: number; maxY: number } | null = null;
    let words = '';
    page.toStructuredText('').walk({
      onChar(char, _origin, _font, _size, quad) {
        words += char;
        if (!char.trim()) return;
        const xs = [quad[0], quad[2], quad[4], quad[6]];
        const ys = [quad[1], quad[3], quad[5], quad[7]];
        box = {
          minX: Math.min(box?.minX ?? Infinity, ...xs),
          maxX: Math.max(box?.maxX ?? -Infinity, ...xs),
          minY: Math.min(box?.minY ?? Infinity, ...ys),
          maxY: Math.max(box?.maxY ?? -Infinity, ...ys),
        };
      },
    });
    const ink = box as { minX: number; maxX: number; minY: number; maxY: number } | null;
    pages.push({
      number: index + 1,
      width: (x1 - x0) / INCH,
      height: (y1 - y0) / INCH,
      text: ink && {
        left: (ink.minX - x0) / INCH,
        right: (x1 - ink.maxX) / INCH,
        top: (ink.minY - y0) / INCH,
        bottom: (y1 - ink.maxY) / INCH,
      },
      words,
      annotations: page.getAnnotations().length,
      links: page.getLinks().length,
    });
  }
  return {
    outline: doc.loadOutline(),
    title: doc.getMetaData('info:Title'),
    author: doc.getMetaData('info:Author'),
    pages,
  };
}

/**
 * How many characters each full line of body text holds, spaces included: lines set wholly in the body face at the
 * body size (the size most characters have), as wide as the widest of them (a justified line runs the whole measure;
 * a paragraph's last line, a heading, a running head or a folio does not).
 */
export function bodyLineLengths(bytes: Uint8Array, bodyFace: RegExp): number[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const lines: Array<{ length: number; width: number; size: number | null }> = [];
  const sizes = new Map<number, number>();
  for (let index = 0; index < doc.countPages(); index++) {
    let line = { text: '', left: Infinity, right: -Infinity, size: null as number | null, body: true };
    doc
      .loadPage(index)
      .toStructuredText('preserve-whitespace')
      .walk({
        beginLine: () => (line = { text: '', left: Infinity, right: -Infinity, size: null, body: true }),
        onChar(char, _origin, font, size, quad) {
          line.text += char;
          sizes.set(size, (sizes.get(size) ?? 0) + 1);
          if (!bodyFace.test(font.getName()) || (line.size !== null && line.size !== size)) line.body = false;
          line.size = size;
          if (!char.trim()) return;
          line.left = Math.min(line.left, quad[0], quad[6]);
          line.right = Math.max(line.right, quad[2], quad[4]);
        },
        endLine: () => {
          if (line.body && line.text.trim())
            lines.push({ length: line.text.trim().length, width: line.right - line.left, size: line.size });
        },
      });
  }
  const bodySize = [...sizes.entries()].reduce((most, entry) => (entry[1] > most[1] ? entry : most))[0];
  const body = lines.filter((line) => line.size === bodySize);
  const measure = Math.max(...body.map((line) => line.width));
  return body.filter((line) => line.width > measure - 1).map((line) => line.length);
}
