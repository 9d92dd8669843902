import {
  LICENSE_FILE_LABEL,
  LICENSE_LABELS,
  LICENSE_RIGHTS,
  RIGHT_LABELS,
  rightsEdited,
  type LicenseRights,
  type RightsLicense,
} from '../../../../shared/schemas/license.js';
import { BOOK_FONTS, FALLBACK_FONTS } from '../book-fonts.js';
import type { BookModel } from '../book-model.js';
import { copyrightLines, metadataTitle, TEMPLATE_TEXT_DRAFT } from '../printed-text.js';
import { typstString } from './typst-markup.js';

const YES = 'YES';
const NO = 'NO';

/** A right's row of the table: what it lets the buyer do, and YES in green or NO in red. */
const rightRow = (rights: LicenseRights) =>
  LICENSE_RIGHTS.map((right) => {
    const given = rights[right];
    const answer = `text(weight: "bold", fill: rgb(${typstString(given ? '#166534' : '#991b1b')}), ${typstString(given ? YES : NO)})`;
    return `[#${typstString(RIGHT_LABELS[right])}], [#${answer}]`;
  }).join(',\n  ');

/**
 * A licensed product's license file as one Typst page (docs/decisions/0079-plr-license.md): the product's title and
 * author, the license it is sold with, every right in a table, YES or NO, what no right allows, and the copyright
 * lines of its files at the foot; the template text's mark in its header while the product has some.
 */
export function licenseToTypst(book: BookModel, license: RightsLicense): string {
  const author = book.author.trim();
  const label = LICENSE_LABELS[license.preset];
  const byline = [book.subtitle.trim(), author && `by ${author}`].filter(Boolean).join(' · ');
  const intro =
    `${book.title} is sold with ${label}${rightsEdited(license) ? ', as its author set them out below' : ''}. ` +
    'This table says what you, its buyer, may do with it: a right marked NO is not given to you.';
  const limits =
    'A right this table does not list is not given. Whatever it allows, you may not use the product in a way that ' +
    'breaks the law or the terms of the store or platform you sell it on, nor make claims for it its text does not ' +
    'support.';
  const keeps =
    `${author || 'Its author'} keeps the copyright in ${book.title}, except where a right above gives it to you. ` +
    'These terms summarise common practice and are not legal advice.';
  const [notice] = copyrightLines(book);
  const fonts = (main: string) => `(${[main, ...FALLBACK_FONTS].map(typstString).join(', ')})`;
  return `#set document(title: ${typstString(`${metadataTitle(book)} (${LICENSE_FILE_LABEL})`)}, author: ${typstString(author)})
#set page(paper: "us-letter", margin: (x: 0.9in, y: 0.8in),
  header: align(right, text(size: 7.5pt, fill: rgb("#6b7280"), ${typstString(book.templateText ? TEMPLATE_TEXT_DRAFT : '')})),
  footer: text(size: 7.5pt, fill: rgb("#6b7280"), ${typstString(notice ?? '')}))
#set text(font: ${fonts(BOOK_FONTS.body)}, size: 10.5pt)
#set par(justify: false, leading: 0.6em)
#text(font: ${fonts(BOOK_FONTS.display)}, weight: "bold", size: 26pt)[${LICENSE_FILE_LABEL}]
#v(0.1in)
#text(font: ${fonts(BOOK_FONTS.display)}, size: 14pt)[#${typstString(book.title)}]
${byline ? `\\ #text(size: 10pt, fill: rgb("#374151"))[#${typstString(byline)}]` : ''}
#v(0.25in)
#text(font: ${fonts(BOOK_FONTS.sans)}, weight: "bold", size: 12pt)[#${typstString(label)}]
#v(0.05in)
#${typstString(intro)}
#v(0.1in)
#text(font: ${fonts(BOOK_FONTS.sans)}, size: 9.5pt, table(
  columns: (1fr, 0.9in),
  inset: (x: 7pt, y: 5.5pt),
  stroke: 0.5pt + rgb("#cbd5e1"),
  fill: (_, y) => if y == 0 { rgb("#1f3a5f") } else if calc.even(y) { rgb("#f1f5f9") },
  align: (x, _) => if x == 1 { center + horizon } else { left + horizon },
  table.header([#text(weight: "bold", fill: white)[What you may do]], [#text(weight: "bold", fill: white)[Yes or no]]),
  ${rightRow(license.rights)},
))
#v(0.15in)
#${typstString(limits)}

#${typstString(keeps)}
`;
}
