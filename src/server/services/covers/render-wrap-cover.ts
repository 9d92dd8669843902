import { drawWrapArtwork } from '../../covers/paperback/draw-wrap-artwork.js';
import { wrapGeometry, type PaperKind, type Trim } from '../../covers/paperback/wrap-geometry.js';
import { COVER_FONT_FILES, type FontFace } from '../../covers/fonts.js';
import type { CoverSpec } from '../../covers/render-cover.js';
import { renderWrapCoverPdf } from '../../documents/pdf/render-wrap-cover-pdf.js';

export interface WrapCoverInput {
  /** The project's cover design, as `renderCover` takes it; its title and author are the front's. */
  cover: CoverSpec;
  /** In inches. */
  trim: Trim;
  paper: PaperKind;
  /** Printed bleed is part of every wrap cover (KDP's rule); the interior's bleed setting does not change it. */
  bleed: boolean;
  /** The print interior's final page count. */
  pageCount: number;
  title: string;
  author: string;
  /** The back cover's text; the back shows only the author when it is empty. */
  description: string;
}

const typstFace = ({ family, weight, italic }: FontFace) => ({ family, weight, italic });

/**
 * The KDP full-wrap paperback cover as a one-page PDF: back, spine and front with 0.125" bleed, the spine as wide
 * as the page count on the paper, the front laid out for the trim's shape at 300 DPI, title and author on the spine
 * above 79 pages, the description and author on the back with the barcode area left blank. A page count outside
 * 24–828 is refused with the limit.
 */
export async function renderWrapCover(input: WrapCoverInput): Promise<Buffer> {
  const geometry = wrapGeometry(input.trim, input.paper, input.pageCount);
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
      },
    },
    artwork,
    COVER_FONT_FILES,
  );
}
