import { BOOK_FONTS, FALLBACK_FONTS } from '../book-fonts.js';
import { contentsEntry, type BookModel, type BookSection } from '../book-model.js';
import { AUTHOR_NOTE_LABEL, copyrightLines, draftMarkOf, metadataTitle } from '../printed-text.js';
import { TRIM_SIZES, type TrimSize } from '../trim-size.js';
import { blocksToTypst, LONG_RUN, typstString } from './typst-markup.js';
import { hasWorkbookFiles } from '../../../../shared/fillable-pdf.js';

/** The path under which the cover PNG is given to the compiler, next to the book's source. */
export const COVER_FILE = 'cover.png';

/**
 * How the print interior differs from the ebook edition's PDF (docs/decisions/0050-print-edition.md): its page, margins
 * (the inside one from the final page count) and bleed already worked out, and how many lined Notes pages end it.
 */
export interface PrintLayout {
  page: TrimSize;
  notesPages: number;
}

/**
 * The whole book as one Typst source: styles, cover, title page, copyright page, contents, then one page run per
 * section, its running heads the book's title on even pages and the section's on odd ones. With a print layout it is
 * the print interior: no cover, no bookmarks, links or metadata, each chapter opening on a recto, and Notes pages last.
 */
export function bookToTypst(book: BookModel, print: PrintLayout | null = null): string {
  const trim = print?.page ?? TRIM_SIZES[book.productType];
  const marking = marksFillSpots(book, print);
  const sections = book.sections
    .map(
      (section) =>
        `${chapterHeading(section)}\n${marking ? fillSection(section) : ''}\n\n${blocksToTypst(section.blocks)}`,
    )
    .join('\n\n');
  const copyright = copyrightLines(book).map(typstString).join(', ');
  const coverWords = book.coverWords ? `(${book.coverWords.map(typstString).join(', ')},)` : '()';
  const cover = book.cover
    ? `#cover-image(${typstString(COVER_FILE)}, ${coverWords})`
    : '#cover-plain(book-title, book-subtitle, book-author)';
  return `${styles(book, trim, print !== null, marking)}
${print ? '' : cover}
#title-page(book-title, book-subtitle, book-author)
#copyright-page((${copyright},))
#outline(title: [Contents], depth: 1)
${print ? '#pagebreak(to: "odd")' : ''}
#set page(header: running-head(${typstString(draftMarkOf(book))}), footer: folio, numbering: "1")
#counter(page).update(1)
${sections}
${print && print.notesPages > 0 ? `#set page(header: none)\n#notes-pages(${print.notesPages})` : ''}
`;
}

/**
 * Whether the layout marks where each place to write or tick lies: only the PDF a fillable PDF is made from, a
 * workbook's or course's copy for sale (docs/decisions/0076-fillable-pdf.md). Marking costs the layout a quarter of
 * its time on a workbook (a context and a measure for every place), so every other PDF draws the places unmarked.
 */
const marksFillSpots = (book: BookModel, print: PrintLayout | null) => print === null && hasWorkbookFiles(book);

/** Where a section begins among the fill spots, so each spot is named after its section (fill-spots.ts). */
const fillSection = (section: BookSection) =>
  `#metadata((kind: "section", name: ${typstString(contentsEntry(section))})) <fill-spot>`;

/**
 * A section's heading: its title, with its label ('Chapter 3') as supplement for the opening page and, followed by a
 * colon, as numbering for the contents and the PDF's bookmarks ('Chapter 3: Tools and Set-Up').
 */
function chapterHeading({ label, title }: BookSection): string {
  if (label === null) return `#heading(level: 1, ${typstString(title)})`;
  const numbering = `(..) => ${typstString(`${label}:`)}`;
  return `#heading(level: 1, numbering: ${numbering}, supplement: ${typstString(label)}, ${typstString(title)})`;
}

/**
 * What sets the ebook edition's PDF apart from the print interior: its metadata, bookmarks and links, and chapters
 * that open on the next page; the print interior has none of the three (KDP refuses them) and opens each chapter on a
 * recto, a blank verso before it when needed.
 */
function editionRules(book: BookModel, print: boolean): { rules: string; chapterBreak: string; entry: string } {
  const line = `text(fill: ink, grid(
    columns: (1fr, auto), column-gutter: 0.4em, align: (start, bottom + end),
    [#if it.prefix() != none [#it.prefix() ]#it.body() #box(width: 1fr, it.fill)],
    it.page(),
  ))`;
  if (print)
    return {
      // No punctuation or hyphen hangs into the margins, which are measured against KDP's least ones.
      rules:
        '#set document(date: none)\n#set heading(bookmarked: false)\n#show link: it => it.body\n#set text(overhang: false)',
      chapterBreak:
        '[#metadata(none) <chapter-break>]\n  pagebreak(weak: true, to: "odd")\n  [#metadata(none) <chapter-open>]',
      entry: `it => ${line}`,
    };
  const author = book.author.trim() ? `(${typstString(book.author)},)` : '()';
  const description = book.description.trim() ? typstString(book.description) : 'none';
  return {
    rules: `#set document(title: ${typstString(metadataTitle(book))}, author: ${author}, description: ${description})
#show link: set text(fill: accent)`,
    chapterBreak: 'pagebreak(weak: true)',
    entry: `it => link(it.element.location(), ${line})`,
  };
}

/**
 * A place the reader writes or ticks, drawn as it is and marked with its box for the fillable PDF (fill-spots.ts): its
 * kind, the name it is given, where it starts and how big it is, and for a table cell the cell's inset around it.
 */
const FILL_SPOT_MARKED = `#let fill-spot(kind, name, body, pad: (x: 0pt, y: 0pt)) = box(context {
  let size = measure(body)
  [#metadata((kind: kind, name: name, at: here().position(), width: size.width, height: size.height, pad: pad)) <fill-spot>]
  body
})`;
/** The same place drawn alone, where no fillable PDF is made from the layout. */
const FILL_SPOT_DRAWN = '#let fill-spot(kind, name, body, pad: (x: 0pt, y: 0pt)) = body';

function styles(book: BookModel, trim: TrimSize, print: boolean, marking: boolean): string {
  const { inside, outside, top, bottom } = trim.margin;
  const { body, display, sans, mono } = BOOK_FONTS;
  const edition = editionRules(book, print);
  return `#let book-title = ${typstString(book.title)}
#let book-subtitle = ${typstString(book.subtitle)}
#let book-author = ${typstString(book.author)}
#let ink = rgb("#1f2a44")
#let accent = rgb("#2f5d8a")
#let soft = rgb("#5d6575")
${edition.rules}
#set page(
  width: ${trim.width}in, height: ${trim.height}in,
  margin: (inside: ${inside}in, outside: ${outside}in, top: ${top}in, bottom: ${bottom}in),
)
#set text(font: ${fontChain(body)}, size: ${trim.bodySize}pt, lang: "en", hyphenate: true, fallback: false)
#set par(justify: true, leading: 0.7em, spacing: 1.05em)
#set list(indent: 0.6em, body-indent: 0.5em, marker: ([•], [–], [•]))
#set enum(indent: 0.6em, body-indent: 0.5em)
// A word longer than LONG_RUN characters (a pasted link, a 200-letter title) may break between any two of its
// characters, so a heading, a contents entry or the title page wraps it inside the type area instead of running off.
// Each character in a box of its own: lines broken at zero-width spaces overrun the measure by up to a letter.
#let break-long-words(body) = {
  show regex("\\S{${LONG_RUN + 1},}"): word => word.text.clusters().map(box).join()
  body
}
// A display line at the largest of the sizes at which it takes at most so many lines, else at the smallest: a
// 200-character title stays on its page, an ordinary one keeps the size it was designed at.
#let fitted(body, sizes, lines: 4) = layout(area => {
  let height = content => measure(width: area.width, content).height
  let fits = size => height(text(size: size, break-long-words(body))) <= height(text(size: size, (([X],) * lines).join(linebreak())))
  let size = sizes.find(fits)
  text(size: if size == none { sizes.last() } else { size }, break-long-words(body))
})
// A line that must stay one line (a running head): cut with an ellipsis where it is wider than the page.
#let one-line(line) = layout(area => {
  if measure(line).width <= area.width { return line }
  let chars = line.clusters()
  let (fits, over) = (0, chars.len())
  while over - fits > 1 {
    let mid = calc.quo(fits + over, 2)
    if measure(chars.slice(0, mid).join() + "…").width <= area.width { fits = mid } else { over = mid }
  }
  chars.slice(0, fits).join().trim() + "…"
})
#show heading: set text(font: ${fontChain(sans)}, weight: 600, fill: ink, hyphenate: false)
#show heading: set par(justify: false)
// The blank verso before a chapter that opens on a recto: a page after the one where a chapter break was asked for and
// before the one its chapter opens on. Both are marked where they fall, so each page is found from the marks' places
// alone: a state carried from break to break took a layout pass per chapter to settle, and Typst stops after five.
// Only the last break before the page can hold it open, so a page asks where two marks are, not every chapter's.
#let blank-verso() = {
  let now = here().page()
  let asked = query(selector(<chapter-break>).before(here()))
  let opened = query(<chapter-open>)
  asked.len() > 0 and opened.len() >= asked.len() and asked.last().location().page() < now and opened.at(asked.len() - 1).location().page() > now
}
#show heading.where(level: 1): it => {
  ${edition.chapterBreak}
  v(14%)
  block(width: 100%, below: 2.4em, {
    if it.numbering != none {
      block(below: 0.9em, text(font: ${fontChain(sans)}, weight: 600, size: 0.9em, fill: accent, tracking: 0.08em, it.supplement))
    }
    text(font: ${fontChain(display)}, weight: 700, fitted(it.body, (2.3em, 1.8em, 1.4em, 1.1em)))
    v(0.5em)
    line(length: 3em, stroke: 2pt + accent)
  })
}
#show heading.where(level: 2): set text(size: 1.3em)
#show heading.where(level: 2): set block(above: 1.9em, below: 0.9em)
#show heading.where(level: 3): set text(size: 1.08em)
#show heading.where(level: 3): set block(above: 1.5em, below: 0.75em)
// Last, so it is the first to meet a heading and the rules above set it with long words breakable.
#show heading: break-long-words
#show raw: set text(font: ${fontChain(mono)}, size: 1.08em, features: (calt: 0), ligatures: false)
#show raw.where(block: false): it => box(fill: rgb("#eef1f5"), outset: (x: 2pt, y: 2.5pt), radius: 2pt, it)
#let code-block(source, lang: none) = block(
  width: 100%, fill: rgb("#f4f6f9"), stroke: (left: 2pt + rgb("#c5ccd8")), inset: (x: 10pt, y: 8pt), radius: 2pt,
  above: 1.2em, below: 1.2em, text(size: 0.9em, raw(source, block: true, lang: lang)),
)
#show quote.where(block: true): it => block(
  width: 100%, fill: rgb("#f6f7fa"), stroke: (left: 2.5pt + accent), inset: (left: 14pt, right: 10pt, y: 9pt),
  above: 1.3em, below: 1.3em, text(style: "italic", fill: rgb("#2f3645"), it.body),
)
#set table(
  stroke: (x, y) => (bottom: if y == 0 { 0pt } else { 0.5pt + rgb("#d9dee7") }),
  fill: (x, y) => if y == 0 { ink } else if calc.even(y) { rgb("#f3f5f9") },
  inset: (x: 7pt, y: 5.5pt),
)
#show table: set text(size: 0.88em)
#show table: set par(justify: false)
#show table.cell.where(y: 0): set text(font: ${fontChain(sans)}, weight: 600, fill: white)
#show table: it => align(center, block(above: 1.3em, below: 1.3em, it))
#let section-break() = align(center, block(above: 1.4em, below: 1.4em, line(length: 25%, stroke: 0.6pt + soft)))
#show outline.entry.where(level: 1): set block(above: 0.95em)
// 'Chapter 3: Tools and Set-Up': the label and the title on one line, as the section's name reads. A name too long
// for the line wraps beside the page numbers' column, its last line led to its number by the dots.
#show outline.entry.where(level: 1): ${edition.entry}
#show outline.entry: set text(font: ${fontChain(sans)}, size: 0.92em)
#show outline.entry: break-long-words
// No head on front matter (it comes before the heads are set), on a section's opening page or on a blank verso; on
// the other pages the book's title when even (verso), the section's when odd (recto), after the draft mark if any.
#let running-head(mark) = context {
  let now = here().page()
  let begun = query(heading.where(level: 1, outlined: true)).filter(h => h.location().page() <= now)
  if begun.len() > 0 and begun.last().location().page() != now and not blank-verso() {
    let head = if calc.even(counter(page).get().first()) { book-title } else { begun.last().body.text }
    set text(font: ${fontChain(sans)}, size: 0.7em, fill: soft, tracking: 0.12em, hyphenate: false)
    align(center, one-line(upper(mark + head)))
    v(-0.35em)
    line(length: 100%, stroke: 0.4pt + rgb("#d9dee7"))
  }
}
#let folio = context if not blank-verso() { align(center, text(font: ${fontChain(sans)}, size: 0.78em, fill: soft, counter(page).display("1"))) }
// The whole cover, never cropped: a 2:3 cover fills a 6×9 page; another shape sits centred between white bands. The
// words its picture prints lie under it as text no one sees, for screen readers, search and the publish check.
#let cover-image(file, words) = page(margin: 0pt, {
  place(top + left, text(size: 2pt, fill: rgb(0, 0, 0, 0), words.map(word => [#word]).join(linebreak())))
  place(top + left, image(file, width: 100%, height: 100%, fit: "contain"))
})
#let cover-plain(title, subtitle, author) = page(margin: 0pt, fill: ink, place(center + horizon, block(width: 76%, {
  set align(center)
  set par(justify: false)
  set text(hyphenate: false)
  text(font: ${fontChain(display)}, weight: 700, fill: white, fitted(title, (3em, 2.2em, 1.6em, 1.2em)))
  v(1.2em)
  text(font: ${fontChain(sans)}, size: 1.05em, fill: rgb("#c9d3e6"), break-long-words(subtitle))
  v(3em)
  text(font: ${fontChain(sans)}, weight: 600, size: 0.95em, fill: white, tracking: 0.14em, break-long-words(upper(author)))
})))
#let title-page(title, subtitle, author) = page({
  set align(center)
  set par(justify: false)
  set text(hyphenate: false)
  v(20%)
  text(font: ${fontChain(display)}, weight: 700, fill: ink, fitted(title, (2.6em, 2em, 1.5em, 1.2em)))
  if subtitle.trim() != "" {
    v(1.1em)
    text(font: ${fontChain(display)}, style: "italic", size: 1.3em, fill: soft, break-long-words(subtitle))
  }
  v(1.4em)
  line(length: 3em, stroke: 1.5pt + accent)
  place(bottom + center, dy: -8%, text(font: ${fontChain(sans)}, weight: 600, size: 1em, tracking: 0.14em, fill: ink, break-long-words(upper(author))))
})
#let copyright-page(lines) = page(align(bottom + left, {
  set text(size: 0.8em, fill: soft, hyphenate: false)
  set par(justify: false, spacing: 0.9em)
  for line in lines { par(line) }
}))
// Lined pages to write on, the first headed Notes, without running heads, that bring a short print edition up to its least page count.
#let notes-pages(count) = for n in range(count) {
  pagebreak(weak: n == 0)
  if n == 0 { text(font: ${fontChain(display)}, weight: 700, size: 1.6em, fill: ink, [Notes]) }
  layout(area => {
    let rule = 0.34in
    let first = if n == 0 { 2 } else { 1 }
    for i in range(first, int(area.height / rule)) { place(top, dy: i * rule, line(length: 100%, stroke: 0.4pt + rgb("#b8bfcc"))) }
  })
}
${marking ? FILL_SPOT_MARKED : FILL_SPOT_DRAWN}
// A table cell left blank to write in: as wide as its column, a line high, within the cell's inset.
#let fill-cell(name, pad) = layout(area => fill-spot("cell", name, box(width: area.width, height: 1.2em), pad: pad))
// A label ('You will need:') never left at a page's foot without the list or block it introduces.
#let keep-with-next(body) = block(sticky: true, above: 1.05em, below: 1.05em, body)
#let author-note(body) = block(
  width: 100%, stroke: 0.8pt + rgb("#c89b3c"), fill: rgb("#fdf8ec"), inset: (x: 11pt, y: 9pt), radius: 3pt,
  above: 1.3em, below: 1.3em, {
    block(below: 0.7em, text(font: ${fontChain(sans)}, weight: 600, size: 0.78em, fill: rgb("#8a6414"), tracking: 0.08em, ${typstString(AUTHOR_NOTE_LABEL)}))
    body
  },
)
`;
}

/** A family followed by the fallbacks, so Hebrew, Arabic and emoji in any text find glyphs. */
function fontChain(family: string): string {
  return `(${[family, ...FALLBACK_FONTS].map(typstString).join(', ')})`;
}
