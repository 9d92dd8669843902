import { BLEED_INCHES, trimSize } from '../../../shared/kdp-paperback.js';
import { PRINT_TRIMS } from '../../../shared/schemas/print-edition.js';
import { pdfPageWords, PT, readPdf, type PdfFacts } from '../render/read-back/read-pdf.js';

/** Half a point: how far a measured size may differ from a trim and still be it. */
const SIZE_TOLERANCE_PT = 0.5;

/** The printed text's distance from each edge of one page, in inches; the inside edge is the binding. */
export interface PageMargins {
  page: number;
  inside: number;
  outside: number;
  top: number;
  bottom: number;
}

/** A print interior as the checks see it: its PDF facts, its trim and bleed, and the margins of every printed page. */
export interface PrintInteriorFacts extends PdfFacts {
  /** The KDP trim its pages are cut to, in inches, and whether they carry bleed; null when no trim matches. */
  trim: { width: number; height: number; bleed: boolean } | null;
  margins: PageMargins[];
}

const near = (points: number, inches: number) => Math.abs(points - inches * PT) <= SIZE_TOLERANCE_PT;

/** The KDP trim a page of this size is, with or without bleed (0.125" on the outside, top and bottom). */
function trimOf({ width, height }: { width: number; height: number }) {
  for (const bleed of [false, true]) {
    const extra = bleed ? BLEED_INCHES : 0;
    const match = PRINT_TRIMS.map(trimSize).find(
      (trim) => near(width, trim.width + extra) && near(height, trim.height + 2 * extra),
    );
    if (match) return { ...match, bleed };
  }
  return null;
}

/**
 * Reads a print interior: page 1 is a right-hand page, so odd pages bind on their left edge and even pages on their
 * right. A page's margins are measured from its words' boxes; blank pages have none.
 */
export function readPrintInterior(bytes: Uint8Array): PrintInteriorFacts {
  const facts = readPdf(bytes);
  const margins = pdfPageWords(bytes).flatMap(({ width, height, words }, index) => {
    if (words.length === 0) return [];
    const left = Math.min(...words.map((word) => word.xMin));
    const right = width - Math.max(...words.map((word) => word.xMax));
    const recto = index % 2 === 0;
    return [
      {
        page: index + 1,
        inside: (recto ? left : right) / PT,
        outside: (recto ? right : left) / PT,
        top: Math.min(...words.map((word) => word.yMin)) / PT,
        bottom: (height - Math.max(...words.map((word) => word.yMax))) / PT,
      },
    ];
  });
  const sizes = facts.pageSizes.map(trimOf);
  const [first] = sizes;
  const uniform = first && sizes.every((size) => size && size.width === first.width && size.bleed === first.bleed);
  return { ...facts, trim: uniform ? first : null, margins };
}
