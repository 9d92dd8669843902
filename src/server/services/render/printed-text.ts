import type { ProductType } from '../../../shared/catalog.js';
import type { BookModel } from './book-model.js';
import {
  LICENSE_FILE_LABEL,
  LICENSE_LABELS,
  LICENSE_RIGHTS,
  RIGHT_LABELS,
  type LicenseRight,
  type ProductLicense,
} from '../../../shared/schemas/license.js';

// What every format prints in the same words: the copyright page, the draft mark (the wrap cover's too), the author
// notes' label and the task boxes.

/** The label on each author note of a draft copy. */
export const AUTHOR_NOTE_LABEL = 'Author note';

/** Ticked and open task boxes, drawn by the body font of every format. */
export const TASK_BOX = { checked: '\u2611', open: '\u2610' } as const;

/** What a draft copy puts before its title in the metadata and before its running heads. */
export const DRAFT_MARK = 'Draft \u2013 ';
/** What a book says of itself while template text by the built-in writer is left in it: it is no book for sale. */
export const TEMPLATE_TEXT_DRAFT = 'Draft \u2013 template text';
/** Its mark before the metadata title and the running heads ('Draft – template text – Prep Once'). */
export const TEMPLATE_TEXT_MARK = `${TEMPLATE_TEXT_DRAFT} \u2013 `;

/** The mark before the metadata title and the running heads: the template text's, a draft copy's, or none. */
export const draftMarkOf = (book: BookModel): string =>
  book.templateText ? TEMPLATE_TEXT_MARK : book.draft ? DRAFT_MARK : '';

/** A text as a draft marks it ('Draft – Prep Once', 'Draft – template text – Prep Once'); unchanged otherwise. */
export const draftMarked = (book: BookModel, text: string): string => `${draftMarkOf(book)}${text}`;

/** The title the files' metadata carry: the book's, marked in a draft copy. */
export const metadataTitle = (book: BookModel): string => draftMarked(book, book.title);

/** A companion file's subtitle: the book's with the file's label after it ("Family Money · Answer Key"). */
export const subtitleWithLabel = (subtitle: string, label: string): string =>
  subtitle.trim() ? `${subtitle} \u00b7 ${label}` : label;

/** What the files call themselves on their copyright page: a course's are its workbook, a template pack's the pack. */
const SELF_NOUN: Record<ProductType, string> = {
  ebook: 'book',
  course: 'workbook',
  guide: 'guide',
  workbook: 'workbook',
  template: 'pack',
  plr: 'book',
};

/** A right as a line of the copyright page lists it: "sell it", "publish it on Amazon KDP". */
const rightPhrase = (right: LicenseRight) => {
  const label = RIGHT_LABELS[right];
  return label.charAt(0).toLowerCase() + label.slice(1);
};

/**
 * What a product's files say of its rights, line by line: the usual reservation of them, or the license it is sold
 * with, what it lets its buyer do and what not, and where its rights table is (docs/decisions/0079-plr-license.md).
 * `noun` is what the files call the product ("book", "pack"), `title` names its license file.
 */
export function rightsLines(license: ProductLicense, noun: string, title: string): string[] {
  if (license.preset === 'none')
    return [
      'All rights reserved.',
      `No part of this ${noun} may be reproduced, stored or shared in any form or by any means without written ` +
        'permission from the author, except for brief quotations in a review.',
    ];
  const given = LICENSE_RIGHTS.filter((right) => license.rights[right]);
  const refused = LICENSE_RIGHTS.filter((right) => !license.rights[right]);
  return [
    `Sold with ${LICENSE_LABELS[license.preset]}.`,
    ...(given.length > 0 ? [`You may: ${given.map(rightPhrase).join('; ')}.`] : []),
    ...(refused.length > 0 ? [`You may not: ${refused.map(rightPhrase).join('; ')}.`] : []),
    `Every right is listed YES or NO in the ${noun}'s license file, "${title} (${LICENSE_FILE_LABEL}).pdf".`,
  ];
}

/**
 * The copyright page, line by line, as a KDP-ready book has it: the notice, the usual reservation of rights or the
 * license the product is sold with, the ISBN when the book has one, and in a draft copy what makes it one; each calls
 * the product what it is.
 */
export function copyrightLines(book: BookModel): string[] {
  const owner = book.author.trim();
  const noun = SELF_NOUN[book.productType];
  const [rights, ...terms] = rightsLines(book.license, noun, book.title);
  return [
    `\u00a9 ${book.year}${owner ? ` ${owner}` : ''}. ${rights}`,
    ...terms,
    ...(book.isbn.trim() ? [`ISBN ${book.isbn.trim()}`] : []),
    ...(book.draft ? ["Draft copy: it includes the author's notes and is not for sale."] : []),
    ...(book.templateText
      ? [
          `Template text: parts of this ${noun} were drafted by Infoforge's built-in writer, which gives a ${noun} ` +
            'its structure, not its subject matter. Edit them, or connect an AI provider, before you sell it.',
        ]
      : []),
  ];
}
