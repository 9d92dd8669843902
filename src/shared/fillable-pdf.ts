import type { ProductType } from './catalog.js';

/**
 * The products whose buyers write in them, whose files for sale include a fillable PDF beside the printable one
 * (docs/decisions/0076-fillable-pdf.md): a workbook, and a course, whose editions are its workbook.
 */
export const FILLABLE_PRODUCT_TYPES: readonly ProductType[] = ['workbook', 'course'];

export const isFillableProduct = (productType: ProductType): boolean => FILLABLE_PRODUCT_TYPES.includes(productType);

/**
 * Whether a copy of a project's files has the PDFs a workbook's buyer writes in or checks against — the fillable PDF,
 * the answer key and the teacher's edition (docs/decisions/0076-fillable-pdf.md, 0077-answer-key.md): a workbook's or
 * course's copy for sale, never a draft copy.
 */
export const hasWorkbookFiles = (copy: { draft: boolean; productType: ProductType }): boolean =>
  !copy.draft && isFillableProduct(copy.productType);

/** What the fillable PDF is called beside the book's title in its file's name: "<title> (Fillable).pdf". */
export const FILLABLE_LABEL = 'Fillable';

/** Where it goes, as the project page and the README of the download of everything say it. */
export const FILLABLE_WHERE =
  'Etsy, Gumroad, Payhip or your own shop, beside the printable PDF: buyers type into it and save it in Adobe Acrobat Reader, Preview, Edge, Chrome or a tablet’s PDF app.';
