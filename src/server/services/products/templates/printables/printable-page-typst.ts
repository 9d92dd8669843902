import { BOOK_FONTS } from '../../../render/book-fonts.js';
import { typstString } from '../../../render/pdf/typst-markup.js';
import type { TemplateColumn, TemplatePaper, TemplateSpec } from '../../../../../shared/schemas/template-plan.js';

/** Each paper a printable page is made for, as Typst names it. */
const TYPST_PAPERS: Record<TemplatePaper, string> = { letter: 'us-letter', a4: 'a4' };

/** What a printable page is made from: the template's title and goal, the pack's author and its columns and examples. */
export interface PrintableSource {
  title: string;
  goal: string;
  author: string;
  spec: TemplateSpec;
}

const MARGIN = 0.55;
/** The height of a blank row to write in. */
const ROW = 0.36;
/** More columns than this turn the page sideways, so each has room to write in. */
const PORTRAIT_COLUMNS = 5;

/** A column's header: its name, and under it what a buyer writes there when that is not plain text. */
function header(column: TemplateColumn): string {
  const hint =
    column.type === 'choice'
      ? column.choices.join(' / ')
      : column.type === 'formula'
        ? column.formula.replace(/[{}]/g, '')
        : '';
  const name = `#text(weight: "bold", fill: white)[#${typstString(column.name)}]`;
  return hint ? `[${name} \\ #text(size: 7pt, fill: rgb("#dbe4f0"))[#${typstString(hint)}]]` : `[${name}]`;
}

/** How wide a column is against the others: room for its name, and for writing when it holds text. */
const shareOf = (column: TemplateColumn) =>
  Math.max(column.type === 'text' ? 3 : 1.4, Math.min(4, column.name.length / 8));

/**
 * A template as a printable page (docs/decisions/0078-template-pack.md): its title and goal, then its columns as a
 * ruled table to write in, the example rows in grey italics and blank rows sharing the rest of the page; a choice
 * column's header lists its choices and a formula column's says what to work out. Portrait for up to five columns,
 * landscape for more; the author in the footer.
 */
export function printablePageToTypst({ title, goal, author, spec }: PrintableSource, paper: TemplatePaper): string {
  const landscape = spec.columns.length > PORTRAIT_COLUMNS;
  const examples = spec.examples.flatMap((row) =>
    spec.columns.map((column, index) => {
      const value = column.type === 'formula' ? '' : (row[index] ?? '');
      return value ? `[#text(size: 8pt, fill: rgb("#6b7280"), style: "italic")[#${typstString(value)}]]` : '[]';
    }),
  );
  const footer = author ? `© ${author}` : '';
  return `#set document(title: ${typstString(title)}, author: ${typstString(author)})
#set page(paper: ${typstString(TYPST_PAPERS[paper])}, flipped: ${landscape}, margin: ${MARGIN}in,
  footer: align(right, text(size: 7pt, fill: rgb("#6b7280"), ${typstString(footer)})))
#set text(font: ${typstString(BOOK_FONTS.sans)}, size: 9.5pt)
#block(spacing: 0.2in)[
  #text(font: ${typstString(BOOK_FONTS.display)}, weight: "bold", size: 20pt)[#${typstString(title)}]
  ${goal ? `#v(0.08in) #text(size: 10pt, fill: rgb("#374151"))[#${typstString(goal)}]` : ''}
]
#let columns = (${spec.columns.map((column) => `${shareOf(column).toFixed(2)}fr`).join(', ')})
#let sheet(blank-rows) = table(
  columns: columns,
  rows: (auto,) * ${spec.examples.length + 1} + (${ROW}in,) * blank-rows,
  inset: (x: 5pt, y: 6pt),
  stroke: 0.5pt + rgb("#9ca3af"),
  fill: (_, y) => if y == 0 { rgb("#1f3a5f") },
  align: left + horizon,
  table.header(${spec.columns.map(header).join(', ')}),
  ${examples.length > 0 ? `${examples.join(', ')},` : ''}
  ..range(blank-rows * columns.len()).map(_ => []),
)
// As many blank rows as the page has room for under the heading, the header and the examples, however tall they are.
#layout(size => {
  let top = here().position().y - ${MARGIN}in
  let used = measure(block(width: size.width, sheet(0))).height
  sheet(calc.max(1, calc.floor((size.height - top - used) / ${ROW}in)))
})
`;
}
