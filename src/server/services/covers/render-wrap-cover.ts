import * as mupdf from 'mupdf';
import { drawWrapArtwork, PRINT_DPI } from './draw/paperback/draw-wrap-artwork.js';
import { wrapGeometry, type SheetRect, type Trim } from './draw/paperback/wrap-geometry.js';
import type { PrintPaper } from '../../../shared/schemas/print-edition.js';
import { AppError } from '../../errors/app-error.js';
import { COVER_FONT_FILES, FONTS, type FontFace } from './draw/fonts.js';
import type { CoverSpec } from './draw/render-cover.js';
import { renderWrapCoverPdf } from '../render/pdf/render-wrap-cover-pdf.js';

export interface WrapCoverInput {
  /** The project's cover design, as `renderCover` takes it; its title and author are the front's. */
  cover: CoverSpec;
  /** In inches. */
  trim: Trim;
  paper: PrintPaper;
  /** Printed bleed is part of every wrap cover (KDP's rule); the interior's bleed setting does not change it. */
  bleed: boolean;
  /** The print interior's final page count. */
  pageCount: number;
  title: string;
  author: string;
  /** The back cover's text; the back shows only the author when it is empty. */
  description: string;
  /** The book is still template text by the built-in writer: the back says it is a draft. */
  templateText: boolean;
}

const typstFace = ({ family, weight, italic }: FontFace) => ({ family, weight, italic });

/**
 * Refuses art too small to cover the front with its bleed at 300 DPI, naming the size it needs: the front would print
 * blurred.
 */
function requirePrintableArt(art: CoverSpec['art'], front: SheetRect) {
  if (!art) return;
  const image = new mupdf.Image(art.bytes);
  const [width, height] = [image.getWidth(), image.getHeight()];
  const needed = { width: Math.ceil(front.width * PRINT_DPI), height: Math.ceil(front.height * PRINT_DPI) };
  if (width >= needed.width && height >= needed.height) return;
  throw new AppError(
    'BAD_REQUEST',
    `The cover's image is ${width}×${height} pixels; a paperback cover at this trim needs at least ` +
      `${needed.width}×${needed.height} pixels to print at ${PRINT_DPI} DPI. Draw the cover again or choose a larger ` +
      'image.',
  );
}

/**
 * The KDP full-wrap paperback cover as a one-page PDF: back, spine and front with 0.125" bleed, the spine as wide
 * as the page count on the paper, the front laid out for the trim's shape at 300 DPI, title and author on the spine
 * above 79 pages, the description and author on the back with the barcode area left blank, and above them, while
 * the book is template text, a mark saying it is a draft. A page count outside 24–828 is refused with the limit, and
 * art too small to print at 300 DPI with the size it needs.
 */
export async function renderWrapCover(input: WrapCoverInput): Promise<Buffer> {
  const geometry = wrapGeometry(input.trim, input.paper, input.pageCount, { draftMarked: input.templateText });
  requirePrintableArt(input.cover.art, geometry.frontBleed);
  const artwork = await drawWrapArtwork(input.cover, geometry);
  return renderWrapCoverPdf(
    {
      ...geometry,
      ground: artwork.ground,
      ink: artwork.ink,
      title: input.title,
      author: input.author,
      description: input.description,
      faces: {
        title: typstFace(artwork.titleFace),
        author: typstFace(artwork.authorFace),
        text: typstFace(artwork.textFace),
        mark: typstFace(FONTS.interSemiBold),
      },
    },
    artwork,
    COVER_FONT_FILES,
  );
}
