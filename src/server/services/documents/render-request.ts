import { z } from 'zod';
import { PRODUCT_TYPE_VALUES } from '../../../shared/catalog.js';

/** What the parent sends the render child: the book (cover as base64) and the folder to write the files into. */
export const renderRequest = z.object({
  outDir: z.string(),
  book: z.object({
    title: z.string(),
    subtitle: z.string(),
    author: z.string(),
    description: z.string(),
    isbn: z.string(),
    year: z.number().int(),
    draft: z.boolean(),
    productType: z.enum(PRODUCT_TYPE_VALUES),
    cover: z.string().nullable(),
    sections: z.array(z.object({ heading: z.string(), markdown: z.string() })),
  }),
});
export type RenderRequest = z.input<typeof renderRequest>;
