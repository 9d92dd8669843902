/**
 * What became of a generation's print interior (docs/decisions/0050-print-edition.md): made, with its final page
 * count; refused, with why; or not asked for (no print settings, or a draft copy).
 */
export type PrintOutcome = { pageCount: number } | { refused: string } | null;

/** Why a print interior was not made when Typst could not lay it out; the ebook edition is made all the same. */
export const PRINT_NOT_TYPESET =
  'The print interior could not be typeset. Generate the files again, or simplify the book.';

/** Why a print edition was not made when its full-wrap cover could not be drawn for a reason not the creator's to fix. */
export const WRAP_COVER_NOT_DRAWN =
  'The paperback cover could not be drawn. Generate the files again, or choose another cover.';
