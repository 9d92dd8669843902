import * as mupdf from 'mupdf';
import { z } from 'zod';

/** Points per inch. */
export const PT = 72;

/** A rectangle in points from the page's top left: [x0, y0, x1, y1]. */
export type PdfRect = [number, number, number, number];
export interface PdfPageSize {
  width: number;
  height: number;
}
export interface PdfFont {
  name: string;
  embedded: boolean;
}
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
export interface PdfPageWords extends PdfPageSize {
  words: PdfWord[];
}

/** What a PDF holds that stores ask about, read from its bytes. */
export interface PdfFacts {
  pageCount: number;
  /** Each page's MediaBox, in points. */
  pageSizes: PdfPageSize[];
  /** Bookmarks, nested ones included. */
  outlineEntries: number;
  /** Annotations of every page, links included, by their subtype. */
  annotations: string[];
  fonts: PdfFont[];
  title: string;
  author: string;
  subject: string;
}

/** Opens the bytes as a PDF, hands it to `use` and frees it afterwards. */
function withPdf<T>(bytes: Uint8Array, use: (doc: mupdf.PDFDocument) => T): T {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf').asPDF();
  if (!doc) throw new Error('The file is not a PDF');
  try {
    return use(doc);
  } finally {
    doc.destroy();
  }
}

interface OutlineEntry {
  down?: OutlineEntry[];
}
const countOutline = (items: OutlineEntry[] | null | undefined): number =>
  (items ?? []).reduce((sum, item) => sum + 1 + countOutline(item.down), 0);

const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'];

/** A font dictionary's name and whether its glyphs travel in the file (a Type 3 font draws its own). */
function fontOf(font: mupdf.PDFObject): PdfFont {
  const name = font.get('BaseFont').isName() ? font.get('BaseFont').asName() : '';
  const subtype = font.get('Subtype').isName() ? font.get('Subtype').asName() : '';
  if (subtype === 'Type3') return { name: name || 'Type3', embedded: true };
  const described = subtype === 'Type0' ? font.get('DescendantFonts').get(0) : font;
  const descriptor = described.get('FontDescriptor');
  return { name, embedded: FONT_FILES.some((key) => !descriptor.get(key).isNull()) };
}

/** Every font a page's resources use, those of its form XObjects included, each object once. */
function collectFonts(resources: mupdf.PDFObject, fonts: Map<string, PdfFont>, seen: Set<string>) {
  if (resources.isNull()) return;
  resources.get('Font').forEach((font) => {
    const key = font.isIndirect() ? `obj ${font.asIndirect()}` : `${fonts.size}:${font.toString()}`;
    if (!fonts.has(key)) fonts.set(key, fontOf(font.resolve()));
  });
  resources.get('XObject').forEach((xobject) => {
    const key = xobject.isIndirect() ? String(xobject.asIndirect()) : null;
    if (key === null || seen.has(key)) return;
    seen.add(key);
    collectFonts(xobject.get('Resources'), fonts, seen);
  });
}

const info = (doc: mupdf.Document, key: string) => doc.getMetaData(key) ?? '';

/** The PDF's document information title ('' without one), read without walking its pages. */
export const readPdfTitle = (bytes: Uint8Array): string =>
  withPdf(bytes, (doc) => info(doc, mupdf.Document.META_INFO_TITLE));

/** The PDF's page count, sizes, bookmarks, annotations, fonts and document information. */
export function readPdf(bytes: Uint8Array): PdfFacts {
  return withPdf(bytes, (doc) => {
    const pageSizes: PdfPageSize[] = [];
    const annotations: string[] = [];
    const fonts = new Map<string, PdfFont>();
    const seen = new Set<string>();
    for (let index = 0; index < doc.countPages(); index++) {
      const page = doc.loadPage(index);
      const [x0, y0, x1, y1] = page.getBounds('MediaBox');
      pageSizes.push({ width: x1 - x0, height: y1 - y0 });
      page
        .getObject()
        .get('Annots')
        .forEach((annot) => annotations.push(annot.get('Subtype').asName()));
      collectFonts(page.getObject().getInheritable('Resources'), fonts, seen);
      page.destroy();
    }
    return {
      pageCount: pageSizes.length,
      pageSizes,
      outlineEntries: countOutline(doc.loadOutline()),
      annotations,
      fonts: [...fonts.values()],
      title: info(doc, mupdf.Document.META_INFO_TITLE),
      author: info(doc, mupdf.Document.META_INFO_AUTHOR),
      subject: info(doc, mupdf.Document.META_INFO_SUBJECT),
    };
  });
}

const inside = (clip: PdfRect | undefined, [x, y]: mupdf.Point) =>
  !clip || (x >= clip[0] && x <= clip[2] && y >= clip[1] && y <= clip[3]);

/** A printed line's characters and the box of each. */
interface TextLine {
  chars: string[];
  boxes: mupdf.Quad[];
}

/** The text of each line of a page, in the order the walker meets them. */
const lineTexts = (text: mupdf.StructuredText): string[] =>
  z
    .object({ blocks: z.array(z.object({ lines: z.array(z.object({ text: z.string() })).optional() })) })
    .parse(JSON.parse(text.asJSON()))
    .blocks.flatMap((block) => (block.lines ?? []).map((line) => line.text));

/**
 * Each page's size and lines, each character with its box, in points from the page's top left. With `clip`, only
 * characters whose origin lies inside it count. The walker hands over each character cut to 16 bits (an emoji comes
 * out as a private-use character), so a line's characters are taken from its text as the page's JSON spells it.
 */
function readPages<T>(
  bytes: Uint8Array,
  read: (page: { size: PdfPageSize; lines: TextLine[] }) => T,
  { clip, first = Infinity }: { clip?: PdfRect; first?: number } = {},
): T[] {
  return withPdf(bytes, (doc) => {
    const pages: T[] = [];
    for (let index = 0; index < Math.min(doc.countPages(), first); index++) {
      const page = doc.loadPage(index);
      const [x0, y0, x1, y1] = page.getBounds('MediaBox');
      const text = page.toStructuredText('preserve-whitespace');
      const spelled = lineTexts(text);
      const lines: TextLine[] = [];
      let line: TextLine & { inside: boolean[] } = { chars: [], boxes: [], inside: [] };
      text.walk({
        beginLine: () => (line = { chars: [], boxes: [], inside: [] }),
        onChar: (char, origin, _font, _size, quad) => {
          line.chars.push(char);
          line.boxes.push(quad);
          line.inside.push(inside(clip, origin));
        },
        endLine: () => {
          const whole = Array.from(spelled[lines.length] ?? '');
          const chars = whole.length === line.chars.length ? whole : line.chars;
          const kept = (_: unknown, i: number) => line.inside[i];
          lines.push({ chars: chars.filter(kept), boxes: line.boxes.filter(kept) });
        },
      });
      pages.push(
        read({ size: { width: x1 - x0, height: y1 - y0 }, lines: lines.filter(({ chars }) => chars.length > 0) }),
      );
      text.destroy();
      page.destroy();
    }
    return pages;
  });
}

/** Each page's text, one line of the page per line, optionally only what lies inside `clip`, of the `first` pages. */
export function pdfPageTexts(bytes: Uint8Array, clip?: PdfRect, first?: number): string[] {
  return readPages(bytes, ({ lines }) => lines.map(({ chars }) => `${chars.join('')}\n`).join(''), { clip, first });
}

/** Each page's size and words, with the box of each. */
export function pdfPageWords(bytes: Uint8Array): PdfPageWords[] {
  return readPages(bytes, ({ size, lines }) => {
    const words: PdfWord[] = [];
    for (const { chars, boxes } of lines) {
      let word: PdfWord | null = null;
      chars.forEach((char, i) => {
        if (/\s/.test(char)) {
          if (word) words.push(word);
          word = null;
          return;
        }
        const quad = boxes[i]!;
        const xs = [quad[0], quad[2], quad[4], quad[6]];
        const ys = [quad[1], quad[3], quad[5], quad[7]];
        const box = { xMin: Math.min(...xs), yMin: Math.min(...ys), xMax: Math.max(...xs), yMax: Math.max(...ys) };
        word = word
          ? {
              text: word.text + char,
              xMin: Math.min(word.xMin, box.xMin),
              yMin: Math.min(word.yMin, box.yMin),
              xMax: Math.max(word.xMax, box.xMax),
              yMax: Math.max(word.yMax, box.yMax),
            }
          : { text: char, ...box };
      });
      if (word) words.push(word);
    }
    return { ...size, words };
  });
}

/** One page drawn at `dpi` as RGB pixels, three bytes each, row after row. */
export interface PdfRender {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Draws page `index` (from 0) at `dpi`. */
export function renderPdfPage(bytes: Uint8Array, index: number, dpi: number): PdfRender {
  return withPdf(bytes, (doc) => {
    const page = doc.loadPage(index);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false);
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const source = pixmap.getPixels();
    const pixels = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) pixels.set(source.subarray(y * stride, y * stride + width * 3), y * width * 3);
    pixmap.destroy();
    page.destroy();
    return { width, height, pixels };
  });
}
