import { z } from 'zod';
import { PRODUCT_TYPE_VALUES } from '../../../shared/catalog.js';
import { printSettings } from '../../../shared/schemas/print-edition.js';
import { coverStyle } from '../../../shared/schemas/cover.js';

/** The project's cover design (project-cover-design.ts), which the full-wrap cover is drawn from. */
const coverDesign = z.object({
  title: z.string(),
  authorName: z.string(),
  style: coverStyle,
  colorScheme: z.string(),
  customPrompt: z.string().optional(),
  additionalDetails: z.string().optional(),
});

/**
 * What the render child is sent as its `request` frame: the book's text, and the print edition's settings with the
 * cover design when the print interior and the full-wrap cover are to be made too; the cover's PNG and the art under
 * it follow as frames of their own.
 */
export const renderRequest = z.object({
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  description: z.string(),
  /** The wrap cover's back: the listing's blurb, else the description (printedBackCover). */
  backCover: z.string(),
  isbn: z.string(),
  year: z.number().int(),
  draft: z.boolean(),
  templateText: z.boolean(),
  productType: z.enum(PRODUCT_TYPE_VALUES),
  sections: z.array(z.object({ heading: z.string(), markdown: z.string() })),
  print: printSettings.nullable().default(null),
  coverDesign: coverDesign.nullable().default(null),
});
export type RenderRequest = z.input<typeof renderRequest>;
/** The request as the child reads it, its defaults filled in. */
export type ReadRenderRequest = z.output<typeof renderRequest>;

/**
 * A book as a project gives it to be rendered: its text, the storage key of its cover's PNG when it has one and of
 * the art an image model painted under it when the wrap cover is drawn over some, and the EPUB's cover (a JPEG at the
 * ebook shape) when its cover has a design to draw it from.
 */
export type BookSource = RenderRequest & {
  coverKey: string | null;
  coverArtKey: string | null;
  ebookCover: Uint8Array | null;
};
