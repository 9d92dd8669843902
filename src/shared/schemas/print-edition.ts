import { z } from 'zod';

/** The trims a print edition can have, in inches (width×height): KDP's common paperback trims. */
export const PRINT_TRIMS = ['5x8', '5.25x8', '5.5x8.5', '6x9', '7x10', '8x10', '8.5x11'] as const;
export type PrintTrim = (typeof PRINT_TRIMS)[number];

/** The papers a print edition can be printed on; the paper sets the spine's width per page. */
export const PRINT_PAPERS = ['white', 'cream', 'colour'] as const;
export type PrintPaper = (typeof PRINT_PAPERS)[number];

/** How a trim reads to a creator: 6×9 in. */
export const trimLabel = (trim: PrintTrim) => `${trim.replace('x', '×')} in`;

const listed = (values: readonly string[]) => values.join(', ');

/**
 * PUT /api/projects/:id/print: the project's print edition (docs/decisions/0050-print-edition.md). A trim or paper
 * not in the list is refused naming the allowed values; bleed adds 0.125" on the outside edge, top and bottom;
 * notesPages fills a book shorter than 24 pages with lined Notes pages up to 24.
 */
export const printSettings = z.object({
  trim: z.enum(PRINT_TRIMS, { error: `Trim must be one of ${listed(PRINT_TRIMS)} (inches)` }),
  paper: z.enum(PRINT_PAPERS, { error: `Paper must be one of ${listed(PRINT_PAPERS)}` }),
  bleed: z.boolean({ error: 'bleed must be true or false' }).default(false),
  notesPages: z.boolean({ error: 'notesPages must be true or false' }).default(false),
});
export type PrintSettings = z.output<typeof printSettings>;
export type PrintSettingsInput = z.input<typeof printSettings>;

/**
 * GET and PUT /api/projects/:id/print: the print settings (null until the creator sets them up), and the print
 * edition of the files for sale: the interior's page count and the interior's and full-wrap cover's download links
 * once made, or why they could not be made. The
 * ebook edition's files are made and served whatever becomes of the print interior.
 */
export const printEdition = z.object({
  settings: printSettings.nullable(),
  pageCount: z.number().int().nullable(),
  error: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  wrapCoverUrl: z.string().nullable(),
});
export type PrintEdition = z.output<typeof printEdition>;
