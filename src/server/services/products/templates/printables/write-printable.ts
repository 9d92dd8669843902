import { BOOK_FONT_FILES } from '../../../render/book-fonts.js';
import { typesetPdf, warmTypesetter } from '../../../render/pdf/typeset-typst.js';
import type { TemplatePaper } from '../../../../../shared/schemas/template-plan.js';
import { printablePageToTypst, type PrintableSource } from './printable-page-typst.js';

/** Kept warm for the life of the thread that writes template files: its fonts are loaded once. */
const typesetter = warmTypesetter('/infoforge-printable', BOOK_FONT_FILES);

/** A template as a printable PDF page for `paper` (printable-page-typst.ts). */
export const writePrintable = (source: PrintableSource, paper: TemplatePaper): Uint8Array =>
  new Uint8Array(typesetPdf(typesetter, printablePageToTypst(source, paper)));
