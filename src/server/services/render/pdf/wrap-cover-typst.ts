import { TEMPLATE_TEXT_DRAFT } from '../printed-text.js';
import { typstString } from './typst-markup.js';

/** A rectangle on the sheet, in inches from its top left corner. */
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A face as Typst selects it. */
export interface TypstFace {
  family: string;
  weight: number;
  italic: boolean;
}

/** Everything the full-wrap cover's sheet shows, placed: sizes in inches, colours as hex. */
export interface WrapCoverSheet {
  width: number;
  height: number;
  frontBleed: Rect;
  frontTrim: Rect;
  barcode: Rect;
  spineText: Rect | null;
  /** Where the back says the book is a draft of template text; none for a book of real text. */
  draftMark: Rect | null;
  backCopy: Rect;
  backAuthor: Rect;
  ground: string;
  ink: string;
  title: string;
  author: string;
  /** The back's text: paragraphs split at blank lines. */
  description: string;
  faces: { title: TypstFace; author: TypstFace; text: TypstFace; mark: TypstFace };
}

/** The names the sheet's pictures are given to the typesetter under. */
export const WRAP_COVER_FILES = {
  backGround: 'back-ground.png',
  frontBleed: 'front-bleed.png',
  frontGround: 'front-ground.png',
  frontType: 'front-type.svg',
} as const;

const inches = (value: number) => `${value.toFixed(4)}in`;
const at = ({ x, y }: Rect, body: string) => `#place(top + left, dx: ${inches(x)}, dy: ${inches(y)}, ${body})\n`;
const image = (file: string, { width, height }: Rect) =>
  `image(${typstString(file)}, width: ${inches(width)}, height: ${inches(height)})`;
const face = ({ family, weight, italic }: TypstFace) =>
  `font: ${typstString(family)}, weight: ${weight}, style: ${typstString(italic ? 'italic' : 'normal')}`;

/** The back's description at the largest size that fits its box, cut short with '…' when even the smallest does not. */
function backCopy(sheet: WrapCoverSheet): string {
  const paragraphs = sheet.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);
  if (paragraphs.length === 0) return '';
  const words = paragraphs.map((paragraph) => `(${paragraph.map(typstString).join(', ')},)`).join(', ');
  const { width, height } = sheet.backCopy;
  return at(sheet.backCopy, `fitted(${inches(width)}, ${inches(height)}, (${words},), (${face(sheet.faces.text)}))`);
}

/** The draft mark's red, in a white box so that it reads on any ground. */
const DRAFT_RED = '#b42318';

/**
 * 'Draft – template text' in a white box across the back's top, in the words the files' running heads and metadata
 * title say it (docs/decisions/0038-honest-offline-drafts.md).
 */
function draftMark(sheet: WrapCoverSheet): string {
  if (!sheet.draftMark) return '';
  const { width, height } = sheet.draftMark;
  const words = `text(${face(sheet.faces.mark)}, size: 18pt, fill: rgb(${typstString(DRAFT_RED)}), ${typstString(TEMPLATE_TEXT_DRAFT)})`;
  return at(
    sheet.draftMark,
    `box(width: ${inches(width)}, height: ${inches(height)}, fill: white, stroke: 1.5pt + rgb(${typstString(DRAFT_RED)}), radius: 3pt, align(center + horizon, ${words}))`,
  );
}

/** Title and author along the spine, turned a quarter clockwise, at the size its width and length allow. */
function spine(sheet: WrapCoverSheet): string {
  if (!sheet.spineText) return '';
  const { width, height } = sheet.spineText;
  const turned = `spine-line(${inches(height)}, ${inches(width)}, text(${face(sheet.faces.title)}, ${typstString(
    sheet.title,
  )}), text(${face(sheet.faces.author)}, ${typstString(sheet.author)}))`;
  return at(
    sheet.spineText,
    `box(width: ${inches(width)}, height: ${inches(height)}, rotate(90deg, reflow: true, ${turned}))`,
  );
}

/**
 * The full-wrap paperback cover as one Typst page: the front's pictures, the back's description and author with the
 * barcode area left blank paper (below a draft mark while the book is template text), and the spine's type. Every text
 * is real type in the design's faces.
 */
export function wrapCoverToTypst(sheet: WrapCoverSheet): string {
  const { frontBleed, frontTrim, barcode } = sheet;
  const backAndSpine = { x: 0, y: 0, width: frontTrim.x, height: sheet.height };
  return `#set page(width: ${inches(sheet.width)}, height: ${inches(sheet.height)}, margin: 0pt, fill: rgb(${typstString(sheet.ground)}))
#set text(fill: rgb(${typstString(sheet.ink)}), fallback: true)
#set document(title: none, author: ())

// The description's paragraphs (arrays of words) at the largest size that fits the box; at the smallest, as many
// words as fit, then '…', so no text runs past the box.
#let fitted(width, height, paragraphs, face) = context {
  let total = paragraphs.map(words => words.len()).sum()
  let body(size, count) = {
    set text(..face, size: size, hyphenate: false)
    set par(leading: 0.62em, spacing: 1em)
    let left = count
    for words in paragraphs {
      if left <= 0 { break }
      let shown = words.slice(0, calc.min(left, words.len())).join(" ")
      left -= words.len()
      par(if left < 0 or (left == 0 and count < total) { shown + "…" } else { shown })
    }
  }
  let fits(size, count) = measure(block(width: width, body(size, count))).height <= height
  let sizes = (13pt, 12pt, 11.5pt, 11pt, 10.5pt, 10pt, 9.5pt, 9pt, 8.5pt, 8pt)
  let size = sizes.find(size => fits(size, total))
  if size != none {
    block(width: width, body(size, total))
  } else {
    let (low, high) = (0, total)
    while high - low > 1 {
      let middle = calc.quo(low + high, 2)
      if fits(sizes.last(), middle) { low = middle } else { high = middle }
    }
    block(width: width, body(sizes.last(), low))
  }
}

// One line along the spine: the title from its top, the author at its foot, no taller than the spine allows.
#let spine-line(length, thickness, title, author) = context {
  let largest = calc.min(thickness / 1.5, 18pt)
  let line(size) = {
    set text(size: size, top-edge: "ascender", bottom-edge: "descender")
    stack(dir: ltr, spacing: size * 2, title, author)
  }
  let natural = measure(line(largest)).width
  let size = if natural <= length { largest } else { largest * (length / natural) }
  set text(size: size, top-edge: "ascender", bottom-edge: "descender")
  box(width: length, height: thickness, align(horizon, stack(dir: ltr, title, h(1fr), author)))
}

${at(backAndSpine, `image(${typstString(WRAP_COVER_FILES.backGround)}, width: ${inches(backAndSpine.width)}, height: ${inches(backAndSpine.height)}, fit: "stretch")`)}${at(frontBleed, image(WRAP_COVER_FILES.frontBleed, frontBleed))}${at(frontTrim, image(WRAP_COVER_FILES.frontGround, frontTrim))}${at(frontTrim, image(WRAP_COVER_FILES.frontType, frontTrim))}${at(barcode, `rect(width: ${inches(barcode.width)}, height: ${inches(barcode.height)}, fill: white, stroke: none)`)}${draftMark(sheet)}${backCopy(sheet)}${at(
    sheet.backAuthor,
    `block(width: ${inches(sheet.backAuthor.width)}, height: ${inches(sheet.backAuthor.height)}, align(left + bottom, text(${face(sheet.faces.author)}, size: 13pt, ${typstString(sheet.author)})))`,
  )}${spine(sheet)}`;
}
