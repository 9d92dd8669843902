import type { BookModel } from '../book-model.js';

/** The conformance a copy for sale claims (docs/decisions/0048-accessible-epub.md). */
export const CONFORMANCE = 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA';

export type PackageMeta = { property: string; value: string };

/**
 * What the package document says of the book's accessibility, in schema.org's and EPUB Accessibility 1.1's terms. A
 * book is text alone: markdown images become their alt text, and the cover is artwork repeating the title page, which
 * DAISY's guidance leaves out of the access modes. Every chapter and section has its heading, the contents link every
 * chapter and the spine is the reading order. A copy for sale claims conformance in its publisher's name; a draft
 * copy (author notes, template text) is no publication to claim it for.
 */
export function accessibilityMetadata(book: BookModel, publisher: string): PackageMeta[] {
  const forSale = !book.draft && !book.templateText;
  return [
    { property: 'schema:accessMode', value: 'textual' },
    { property: 'schema:accessModeSufficient', value: 'textual' },
    ...['structuralNavigation', 'tableOfContents', 'readingOrder'].map((value) => ({
      property: 'schema:accessibilityFeature',
      value,
    })),
    { property: 'schema:accessibilityHazard', value: 'none' },
    { property: 'schema:accessibilitySummary', value: accessibilitySummary(book, forSale) },
    ...(forSale
      ? [
          { property: 'dcterms:conformsTo', value: CONFORMANCE },
          { property: 'a11y:certifiedBy', value: publisher },
        ]
      : []),
  ];
}

function accessibilitySummary(book: BookModel, forSale: boolean): string {
  return [
    'A reflowable book of text alone: the reader chooses its font, size and colours.',
    'The contents link every chapter; each chapter opens with a heading, its sections have headings below it, and ' +
      'the reading order is the order of the chapters.',
    ...(book.cover ? ['The cover is artwork showing the title and author, which the title page gives as text.'] : []),
    'Nothing flashes, moves or plays sound.',
    forSale
      ? 'It meets EPUB Accessibility 1.1 at WCAG 2.1 Level AA.'
      : 'This is a draft copy: it makes no conformance claim.',
  ].join(' ');
}
