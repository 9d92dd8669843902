import type { PrintSettings } from '../../../../shared/schemas/print-edition.js';
import { trimLabel } from '../../../../shared/schemas/print-edition.js';
import type { BookModel } from '../book-model.js';
import { gutterFor, PRINT_PAGE_LIMITS } from '../../../../shared/kdp-paperback.js';
import { printPage, wordsPerPage } from '../print-page.js';
import { bookToTypst } from './book-typst.js';
import { bookWords } from '../book-words.js';
import { withTypesetter } from './render-pdf.js';

/** The setting that fills a short book with lined Notes pages, as the project page names it. */
export const NOTES_PAGES_SETTING = 'Add lined notes pages to reach 24';

/** A print interior whose page count is outside KDP's limits: the message says by how much, in words. */
export class PrintPageCountRefused extends Error {}

const roughly = (words: number) => (Math.ceil(words / 100) * 100).toLocaleString('en-US');

function refusal(pages: number, settings: PrintSettings): PrintPageCountRefused {
  const { min: least, max: most } = PRINT_PAGE_LIMITS;
  const trim = trimLabel(settings.trim);
  const words = (count: number) => roughly(count * wordsPerPage(settings));
  if (pages < least)
    return new PrintPageCountRefused(
      `A print edition needs at least ${least} pages; this book makes ${pages} at ${trim}. Add roughly ` +
        `${words(least - pages)} more words, or turn on "${NOTES_PAGES_SETTING}".`,
    );
  return new PrintPageCountRefused(
    `A print edition can have at most ${most} pages; this book makes ${pages} at ${trim}. Choose a larger trim, or ` +
      `shorten it by roughly ${words(pages - most)} words.`,
  );
}

/**
 * The book's print interior (docs/decisions/0050-print-edition.md) and its final page count. The inside margin
 * depends on the page count, which depends on the margin: laid out first at the gutter of the page count its words
 * suggest (estimatedPages), then again at the gutter its count asks for until the count stays in its band. A wider
 * gutter only adds pages and a narrower one only takes them away, so from any start it settles within the five
 * bands; a good first guess saves laying a long book out twice, each time seconds. A book under 24 pages gets lined
 * Notes pages up to 24 when its settings ask for them; otherwise, or past 828 pages, it is refused with the limit and
 * how far off it is in words.
 */
export function renderPrintInterior(book: BookModel, settings: PrintSettings): { pdf: Buffer; pageCount: number } {
  return withTypesetter(book, ({ typeset, pdf }) => {
    const layOut = (gutter: number, notesPages = 0) =>
      typeset(bookToTypst(book, { page: printPage(settings, gutter), notesPages }));
    let gutter = gutterFor(estimatedPages(book, settings));
    let doc = layOut(gutter);
    while (doc.numOfPages <= PRINT_PAGE_LIMITS.max && gutterFor(doc.numOfPages) !== gutter) {
      gutter = gutterFor(doc.numOfPages);
      doc = layOut(gutter);
    }
    const pages = doc.numOfPages;
    if (pages < PRINT_PAGE_LIMITS.min && settings.notesPages) doc = layOut(gutter, PRINT_PAGE_LIMITS.min - pages);
    if (doc.numOfPages < PRINT_PAGE_LIMITS.min || doc.numOfPages > PRINT_PAGE_LIMITS.max)
      throw refusal(doc.numOfPages, settings);
    return { pdf: pdf(doc), pageCount: doc.numOfPages };
  });
}

/** Pages before the first chapter: the title page, the copyright page and the contents with its blank verso. */
const FRONT_MATTER_PAGES = 4;

/**
 * The print interior's page count as the book's words suggest it: full pages of body text, and about one more page a
 * section for its opener's sink and last page's space, and the blank verso half of them get to open on a recto.
 */
function estimatedPages(book: BookModel, settings: PrintSettings): number {
  return Math.ceil(bookWords(book) / wordsPerPage(settings)) + book.sections.length + FRONT_MATTER_PAGES;
}
