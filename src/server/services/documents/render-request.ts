import { z } from 'zod';
import { PRODUCT_TYPE_VALUES } from '../../../shared/catalog.js';
import { printSettings } from '../../../shared/schemas/print-edition.js';
import { coverStyle } from '../../../shared/schemas/cover.js';
import { productLicense } from '../../../shared/schemas/license.js';

/** A cover's design (project-cover-design.ts), which the EPUB's cover and the full-wrap cover are drawn from. */
const coverDesign = z.object({
  title: z.string(),
  authorName: z.string(),
  style: coverStyle,
  colorScheme: z.string(),
  customPrompt: z.string().optional(),
  additionalDetails: z.string().optional(),
});

/**
 * What the render child is sent as its `request` frame: the book's text; the design its cover was saved with, which
 * the child draws again at the ebook shape for the EPUB's cover (docs/decisions/0051-cover-shapes-and-wrap-cover.md);
 * and the print edition's settings with the cover design for the plan when the print interior and the full-wrap cover
 * are to be made too. The cover's PNG and the art under it follow as frames of their own.
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
  license: productLicense.default({ preset: 'none' }),
  sections: z.array(z.object({ heading: z.string(), markdown: z.string() })),
  ebookCoverDesign: coverDesign.nullable().default(null),
  print: printSettings.nullable().default(null),
  coverDesign: coverDesign.nullable().default(null),
});
export type RenderRequest = z.input<typeof renderRequest>;
/** The request as the child reads it, its defaults filled in. */
export type ReadRenderRequest = z.output<typeof renderRequest>;

/**
 * A book as a project gives it to be rendered: its text, the storage key of its cover's PNG when it has one, and of
 * the art an image model painted under it when a cover is drawn again over some (the EPUB's or the wrap cover).
 */
export type BookSource = RenderRequest & {
  coverKey: string | null;
  coverArtKey: string | null;
};
