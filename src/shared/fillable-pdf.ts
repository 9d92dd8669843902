import type { ProductType } from './catalog.js';

/**
 * The products whose buyers write in them, whose files for sale include a fillable PDF beside the printable one
 * (docs/decisions/0076-fillable-pdf.md): a workbook, and a course, whose editions are its workbook.
 */
export const FILLABLE_PRODUCT_TYPES: readonly ProductType[] = ['workbook', 'course'];

export const isFillableProduct = (productType: ProductType): boolean => FILLABLE_PRODUCT_TYPES.includes(productType);

/** What the fillable PDF is called beside the book's title in its file's name: "<title> (Fillable).pdf". */
export const FILLABLE_LABEL = 'Fillable';

/** Where it goes, as the project page and the README of the download of everything say it. */
export const FILLABLE_WHERE =
  'Etsy, Gumroad, Payhip or your own shop, beside the printable PDF: buyers type into it and save it in Adobe Acrobat Reader, Preview, Edge, Chrome or a tablet’s PDF app.';
