/**
 * How deep markdown nests quotes and lists (docs/decisions/0045-bounded-markdown.md), read line by line without
 * parsing: each line's leading `>` markers and list markers are matched against the quotes and list items still
 * open, by CommonMark's rules of continuation (a `>` continues a quote, indentation up to an item's text continues
 * the item), and by the GFM parser's rule that a line interrupting a paragraph or code opens no empty list item and
 * no ordered one but '1.' (see `scanNesting`). Where it cannot tell (a line that may continue a paragraph lazily, a
 * fenced code block), it counts the deeper way, so it may say a text nests deeper than a parser would, never shallower.
 */

/**
 * The deepest quotes, lists and footnotes may nest, together. Real books nest a list three or four levels and a
 * quote one or two; Word's lists stop at nine levels; and each level of list multiplies the PDF's typesetting time
 * (a 400-word item: 0.13 s one level in, 2.9 s eight levels in, 14 s sixteen levels in).
 */
export const MAX_MARKDOWN_NESTING = 8;

const TAB_STOP = 4;
/**
 * An open container: a quote, a footnote definition, or a list item as the width of indent that continues it,
 * counted from where the text of the container around it starts.
 */
const QUOTE = -1;
const FOOTNOTE = -2;
/** Indentation from which a line's text is code or a continuation, never a new quote or list item. */
const CODE_INDENT = 4;
/** Spaces after a list marker beyond which its text is indented code: the item's text starts one space in. */
const MARKER_SPACES_MAX = 4;

/** A footnote definition's text is indented this far into its container. */
const FOOTNOTE_INDENT = 4;

const LIST_MARKER = /[-*+]|\d{1,9}[.)]/y;
/** The rest of a footnote definition marker after '[^': its label (`\\]` escaped, no spaces), then ']:'. */
const FOOTNOTE_LABEL = /(?:\\[[\\\]]|\\(?![[\\\]])|[^\s[\]\\]){1,999}\]:/y;
const THEMATIC_BREAK = /([-*_])(?:[ \t]*\1){2,}[ \t]*$/y;

type Place = { index: number; column: number };

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
const advance = (column: number, char: string) =>
  char === '\t' ? column + TAB_STOP - (column % TAB_STOP) : column + 1;

/** Past the spaces and tabs at `from`. */
function pastSpaces(line: string, from: Place): Place {
  let { index, column } = from;
  while (isSpace(line[index])) column = advance(column, line[index++]!);
  return { index, column };
}

/** Past spaces and tabs at `from` until `column` is reached (a tab may carry past it). */
function spacesUpTo(line: string, from: Place, column: number): Place {
  let place = from;
  while (place.column < column && isSpace(line[place.index]))
    place = { index: place.index + 1, column: advance(place.column, line[place.index]!) };
  return place;
}

/** The list marker at `index` ('-', '*', '+', '1.', '12)') followed by a space or the line's end, or null. */
function listMarkerAt(line: string, index: number): string | null {
  LIST_MARKER.lastIndex = index;
  const marker = LIST_MARKER.exec(line)?.[0];
  if (marker === undefined) return null;
  const after = line[index + marker.length];
  if (after !== undefined && !isSpace(after)) return null;
  THEMATIC_BREAK.lastIndex = index;
  return THEMATIC_BREAK.test(line) ? null : marker;
}

/** Where the footnote definition marker at `index` ('[^note]:') ends, or null. */
function footnoteMarkerEnd(line: string, index: number): number | null {
  if (!line.startsWith('[^', index)) return null;
  FOOTNOTE_LABEL.lastIndex = index + 2;
  return FOOTNOTE_LABEL.test(line) ? FOOTNOTE_LABEL.lastIndex : null;
}

/**
 * A container a line opens: what it is (QUOTE, FOOTNOTE or an item's width), where its text starts, the column
 * a further marker on the line is measured from, where its marker is, whether it is an item that opens only where
 * the line interrupts nothing (see `scanNesting`), and whether it is an empty list item.
 */
type Opened = { container: number; text: Place; base: number; marker: number; yields: boolean; empty: boolean };

/**
 * The quote, list item or footnote definition whose marker sits at `at` (at most three columns into `base`), or null.
 * Where the line interrupts what the line before left open (`interrupting`), the GFM parser opens no empty list item
 * and no ordered one but '1.' or '1)': their markers are text.
 */
function openedAt(line: string, at: Place, base: number, interrupting: boolean): Opened | null {
  if (at.column - base >= CODE_INDENT) return null;
  if (line[at.index] === '>') {
    // One column of the space or tab after '>' belongs to the marker; the rest of a tab is indent.
    const marker = { index: at.index + 1, column: at.column + 1 };
    const base = isSpace(line[marker.index]) ? marker.column + 1 : marker.column;
    const text = spacesUpTo(line, marker, base);
    return { container: QUOTE, text, base, marker: at.index, yields: false, empty: false };
  }
  const footnote = footnoteMarkerEnd(line, at.index);
  if (footnote !== null) {
    // A footnote's text goes on in lines indented four columns into where its marker could start.
    const text = pastSpaces(line, { index: footnote, column: at.column + footnote - at.index });
    return { container: FOOTNOTE, text, base: text.column, marker: at.index, yields: false, empty: false };
  }
  const marker = listMarkerAt(line, at.index);
  if (marker === null) return null;
  const end = { index: at.index + marker.length, column: at.column + marker.length };
  const spaces = pastSpaces(line, end);
  const blank = spaces.index === line.length;
  const yields = blank || (/\d/.test(marker) && marker !== '1.' && marker !== '1)');
  if (interrupting && yields) return null;
  const column = blank || spaces.column - end.column > MARKER_SPACES_MAX ? end.column + 1 : spaces.column;
  // An ordered marker reads as text with its '.' or ')' escaped; any other with its first character.
  const text = spacesUpTo(line, end, column);
  const index = at.index + marker.length - 1;
  return { container: column - base, text, base: column, marker: index, yields, empty: blank };
}

/** How far a line goes on the open containers: how many, and where their text starts. */
type Continued = { matched: number; place: Place; base: number };

/**
 * The open containers the line goes on, in order: a quote by its '>', a list item by its width of indent, a footnote
 * definition by four columns, or (as the GFM parser reads it) by none right after a footnote definition that took
 * four. A blank line goes on every list item and footnote.
 */
function continued(line: string, open: number[]): Continued {
  let place: Place = { index: 0, column: 0 };
  let base = 0;
  // Where the spaces before the next marker end: only a quote's marker moves it.
  let at = pastSpaces(line, place);
  let afterFootnoteIndent = false;
  const blank = at.index === line.length;
  for (let matched = 0; matched < open.length; matched++) {
    const container = open[matched]!;
    const width = container === FOOTNOTE ? FOOTNOTE_INDENT : container;
    if (container === QUOTE) {
      const quote = at.column - base < CODE_INDENT && line[at.index] === '>' ? openedAt(line, at, base, false) : null;
      if (!quote) return { matched, place, base };
      place = quote.text;
      base = quote.base;
      at = pastSpaces(line, place);
    } else if (blank || at.column >= base + width) {
      base += width;
      place = spacesUpTo(line, place, base);
    } else if (!(container === FOOTNOTE && afterFootnoteIndent && place.index === at.index)) {
      return { matched, place, base };
    }
    afterFootnoteIndent = container === FOOTNOTE;
  }
  return { matched: open.length, place, base };
}

/**
 * What the GFM parser's flow (the blocks in the deepest open container) holds after a line, as far as the scan can be
 * sure. It follows no fenced code or HTML block, which may end on any later line, so after a line that may begin one
 * it is sure of nothing more.
 */
type Flow =
  /** Nothing. */
  | 'none'
  /** A paragraph (or a table's head row, read on as a paragraph if no delimiter row follows): a blank line ends it. */
  | 'paragraph'
  /** Indented code: a blank line leaves it open. */
  | 'code'
  /** No paragraph, maybe indented code. */
  | 'clear'
  /** Any of these, or a table, each of whose rows the parser ends with the line. */
  | 'unsure'
  /** Any of these, or a fenced code or HTML block. */
  | 'raw';

const ATX_HEADING = /#{1,6}(?:[ \t]|$)/y;
const FENCE = /```|~~~/y;
/** '-' or '=' alone: a paragraph's underline, which ends it, where one is open. */
const SETEXT_UNDERLINE = /(?:=+|-+)[ \t]*$/y;
/** A table's delimiter row, which ends its head ('|', ':' and '-' only, with a '-' and a '|' or ':'). */
const TABLE_DELIMITER = /(?=[-:| \t]*$)[ \t]*(?=[^-]*-)(?=.*[|:])/y;

const startsWith = (pattern: RegExp, line: string, index: number) => {
  pattern.lastIndex = index;
  return pattern.test(line);
};

/**
 * What the flow holds after a line (not raw before, and not blank past the containers it goes on) whose text past
 * all its containers starts at `place`, indented from column `base`: `before` is what it held before the line (or
 * 'none' where the line opened a container, whose flow starts with it), and `lazy` whether the line went on fewer
 * containers than are open and opened none (the parser ends indented code with such a line). A marker counted as
 * text past the limit is text here too.
 */
function flowAfter(line: string, place: Place, base: number, before: Flow, lazy: boolean): Flow {
  const text = pastSpaces(line, place);
  if (text.index === line.length) return 'none';
  const noParagraph = before === 'none' || before === 'code' || before === 'clear';
  if (text.column - base >= CODE_INDENT) {
    // More of the paragraph, or code.
    if (before === 'paragraph') return 'paragraph';
    if (noParagraph) return lazy ? 'clear' : 'code';
    return 'unsure';
  }
  if (line[text.index] === '<' || startsWith(FENCE, line, text.index)) return 'raw';
  if (startsWith(ATX_HEADING, line, text.index) || startsWith(THEMATIC_BREAK, line, text.index)) return 'none';
  if (startsWith(SETEXT_UNDERLINE, line, text.index) || startsWith(TABLE_DELIMITER, line, text.index))
    return noParagraph ? 'paragraph' : 'unsure';
  // Text: a paragraph goes on or starts, unless it is a table's row.
  return before === 'unsure' ? 'unsure' : 'paragraph';
}

/** A block that may interrupt a paragraph, and so close a lazy line's containers, where a line starts with it. */
const MAY_INTERRUPT = /#{1,6}(?:[ \t]|$)|```|~~~|<[A-Za-z!?/]|([-*_])(?:[ \t]*\1){2,}[ \t]*$/y;

/**
 * What a lazy line needs to go on its containers' paragraph explicitly, read the same: `prefix` (a `>` for each quote
 * and an item's indent for each list item it does not mark) at `index`, and a backslash at `escape` where its text,
 * plain where lazy, would otherwise underline the paragraph into a heading or make it a table's head.
 */
type ExplicitLine = { index: number; prefix: string; escape: number | null };

/**
 * How a lazy line (one that goes on a paragraph in quotes and list items it does not mark) is written explicitly, or
 * null where it may start a block of its own rather than go on the paragraph. The parser finds a lazy line's place by
 * walking back over every event of the paragraph, so 100 KB of lazy lines in one quote took 84 s; explicit lines cost
 * it no more than other lines. The scan matches quotes' markers exactly, but a list item's indent only where the line
 * has none of its own past its markers (then it goes on no item it does not mark); an indent wider than a parser's
 * reads the same, as the paragraph's text.
 */
function explicitLine(line: string, start: number, place: Place, missing: readonly number[]): ExplicitLine | null {
  const text = pastSpaces(line, place);
  if (startsWith(MAY_INTERRUPT, line, text.index)) return null;
  if (missing.some((container) => container !== QUOTE) && text.index !== place.index) return null;
  const prefix = missing.map((container) => (container === QUOTE ? '> ' : ' '.repeat(container))).join('');
  const becomesBlock = startsWith(SETEXT_UNDERLINE, line, text.index) || startsWith(TABLE_DELIMITER, line, text.index);
  return { index: start + place.index, prefix, escape: becomesBlock ? start + text.index : null };
}

/** What the scan reports: each marker past the limit (answer false to stop), and each lazy line it is sure of. */
type NestingVisitor = { tooDeep: (markerIndex: number) => boolean; lazyLine?: (explicit: ExplicitLine) => void };

/**
 * Reads the markdown's lines in order, calling `tooDeep` with the index (in the whole text) of each marker that would
 * open a container past `limit`, which it then counts as text, and `lazyLine` with each line it is sure goes on a
 * paragraph lazily, in quotes and list items; stops early when `tooDeep` answers false.
 */
function scanNesting(markdown: string, limit: number, { tooDeep, lazyLine }: NestingVisitor): void {
  const open: number[] = [];
  let paragraph = false;
  let flow: Flow = 'none';
  // The deepest container, when it is a list item that opened empty: 'opened' on its line, 'blank' after a blank one.
  let emptyItem: 'opened' | 'blank' | null = null;
  // Whether the line before went on (or opened, or was marked to go on) every container the scan holds open.
  let marked = true;
  // Whether the list items the scan holds open are the parser's: not after a lazy line left lazy or a flow it was not
  // sure of (the scan keeps open what the parser may have closed), until it holds no item open.
  let itemsSure = true;
  let lineStart = 0;
  for (const row of markdown.split('\n')) {
    const start = lineStart;
    lineStart += row.length + 1;
    const line = row.endsWith('\r') ? row.slice(0, -1) : row;
    let { matched, place, base } = continued(line, open);
    const blank = pastSpaces(line, place).index === line.length;
    // A list item begins with at most one blank line (CommonMark; micromark's list): one that opened empty, then had a
    // blank line, goes on with no line but blank ones.
    if (emptyItem === 'blank' && !blank && matched === open.length)
      ({ matched, place, base } = continued(line, open.slice(0, -1)));
    const all = matched === open.length;
    if (blank) {
      // A blank line, or one of only markers that go on: nothing opens or closes; after a blank one no paragraph goes on.
      paragraph = line.trim() !== '';
      if (emptyItem) emptyItem = 'blank';
      if (flow === 'code') flow = all ? 'code' : 'clear';
      else if (flow !== 'raw') flow = flow === 'paragraph' || flow === 'none' ? 'none' : 'clear';
      continue;
    }
    // The GFM parser reads a line that goes on every open container, while the flow in the deepest holds a paragraph
    // or code, as interrupting it, and so every container the line opens (micromark's document sets `interrupt` for
    // the rest of the line): there an empty list item, or an ordered one not numbered 1, does not open, and its marker
    // is text ('a' then '* ' or '2. b' is one paragraph). Where the scan is not sure what the flow holds, it opens
    // such an item, as a parser would where the line interrupts nothing, and is not sure of the flow after the line.
    const interrupting = all && (flow === 'paragraph' || flow === 'code');
    let opened = false;
    let fresh = false;
    let unsure = false;
    emptyItem = null;
    for (
      let next = openedAt(line, pastSpaces(line, place), base, interrupting);
      next;
      next = openedAt(line, pastSpaces(line, place), base, interrupting)
    ) {
      // A container that opens closes the ones this line did not go on.
      if (!opened) open.length = matched;
      opened = true;
      if (open.length >= limit) {
        if (!tooDeep(start + next.marker)) return;
        break;
      }
      if (next.yields && flow !== 'none') unsure = true;
      fresh = true;
      open.push(next.container);
      place = next.text;
      base = next.base;
      if (next.empty) emptyItem = 'opened';
    }
    const lazy = !opened && !all;
    // Only after a line that marked every container the scan holds open is it sure the paragraph is in the deepest.
    const explicit: ExplicitLine | null =
      lazy &&
      marked &&
      flow === 'paragraph' &&
      lazyLine &&
      !open.includes(FOOTNOTE) &&
      (itemsSure || open.every((container) => container === QUOTE))
        ? explicitLine(line, start, place, open.slice(matched))
        : null;
    if (explicit) lazyLine?.(explicit);
    marked = !lazy || explicit !== null;
    if (lazy && explicit === null) itemsSure = false;
    // A line that goes on fewer than are open and opens none closes the rest, unless it may go on a paragraph: any
    // line but a blank one may have left one open (what looks like an empty list item may be text).
    if (!opened && !paragraph) open.length = matched;
    paragraph = true;
    // A lazy line marked explicitly goes on the paragraph, as text.
    if (explicit) flow = 'paragraph';
    else if (flow !== 'raw') flow = unsure ? 'unsure' : flowAfter(line, place, base, fresh ? 'none' : flow, lazy);
    if (flow === 'unsure' || flow === 'raw') itemsSure = false;
    else if (open.every((container) => container === QUOTE)) itemsSure = true;
  }
}

/** Whether the markdown nests quotes, lists and footnotes at most MAX_MARKDOWN_NESTING deep. */
export function nestsWithinLimit(markdown: string): boolean {
  let within = true;
  scanNesting(markdown, MAX_MARKDOWN_NESTING, { tooDeep: () => (within = false) });
  return within;
}

/** The markdown with each text inserted at its index (in order). */
function withInsertions(markdown: string, insertions: readonly [index: number, text: string][]): string {
  let edited = '';
  let from = 0;
  for (const [index, text] of insertions) {
    edited += markdown.slice(from, index) + text;
    from = index;
  }
  return edited + markdown.slice(from);
}

/**
 * The markdown with every container marker past `limit` (MAX_MARKDOWN_NESTING) escaped, so what it would have opened
 * reads as text inside the deepest container allowed: nothing typed is lost, and no parser nests deeper.
 */
export function flattenedMarkdown(markdown: string, limit = MAX_MARKDOWN_NESTING): string {
  const escapes: [number, string][] = [];
  scanNesting(markdown, limit, { tooDeep: (markerIndex) => escapes.push([markerIndex, '\\']) > 0 });
  return escapes.length === 0 ? markdown : withInsertions(markdown, escapes);
}

/**
 * The markdown with each lazy line the scan is sure goes on a paragraph in quotes and list items marked with their
 * `>`s and indents (`explicitLine`): the parser reads it the same, in time linear in its lines.
 */
export function explicitLazyLines(markdown: string): string {
  const insertions: [number, string][] = [];
  scanNesting(markdown, Infinity, {
    tooDeep: () => true,
    lazyLine: ({ index, prefix, escape }) => {
      insertions.push([index, prefix]);
      if (escape !== null) insertions.push([escape, '\\']);
    },
  });
  return insertions.length === 0 ? markdown : withInsertions(markdown, insertions);
}
