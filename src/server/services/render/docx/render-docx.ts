import { readFileSync } from 'node:fs';
import {
  AlignmentType,
  BorderStyle,
  convertInchesToTwip,
  Document,
  Footer,
  Header,
  HeadingLevel,
  HorizontalPositionRelativeFrom,
  ImageRun,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  type ISectionOptions,
  ShadingType,
  TableOfContents,
  TextRun,
  TextWrappingType,
  VerticalAlignSection,
  VerticalPositionRelativeFrom,
} from 'docx';
import { BOOK_FONTS, fontFile } from '../book-fonts.js';
import type { BookModel, BookSection } from '../book-model.js';
import { copyrightLines, draftMarked, metadataTitle } from '../printed-text.js';
import { TRIM_SIZES, type TrimSize } from '../trim-size.js';
import { blocksToDocx } from './blocks-to-docx.js';
import { type ListCounter, listNumbering } from './list-numbering.js';
import { pngSize } from './png-size.js';

const INK = '1F2A44';
const ACCENT = '2F5D8A';
const SOFT = '5D6575';
const PX_PER_INCH = 96;
const EMU_PER_PX = 9525;
const inches = (value: number) => convertInchesToTwip(value);

/**
 * The book as a DOCX: cover page, title page, copyright page, a contents field, then the sections with running heads
 * (the book's title on even pages, the section's on odd ones) and folios.
 */
export async function renderDocx(book: BookModel): Promise<Buffer> {
  const trim = TRIM_SIZES[book.productType];
  const lists: ListCounter = { next: 1, starts: new Set() };
  const textWidth = inches(trim.width - trim.margin.inside - trim.margin.outside);
  const page = (margin: TrimSize['margin'] | null) => ({
    size: { width: inches(trim.width), height: inches(trim.height) },
    margin: margin
      ? {
          top: inches(margin.top),
          bottom: inches(margin.bottom),
          left: inches(margin.inside),
          right: inches(margin.outside),
        }
      : { top: 0, bottom: 0, left: 0, right: 0, header: 0, footer: 0 },
  });
  const sections: ISectionOptions[] = [
    ...(book.cover
      ? [
          {
            properties: { page: page(null) },
            children: [coverParagraph(book.cover, trim)],
          },
        ]
      : []),
    { properties: { page: page(trim.margin) }, children: titlePage(book) },
    {
      properties: { page: page(trim.margin), verticalAlign: VerticalAlignSection.BOTTOM },
      children: copyrightLines(book).map(
        (line) => new Paragraph({ style: 'Copyright', children: [new TextRun(line)] }),
      ),
    },
    { properties: { page: page(trim.margin) }, children: contents() },
    // One section per chapter, so its opening page can go without the running head, as the PDF's does, and its odd
    // pages carry its own title. Only the first defines the even pages' head (the book's title), the opening pages'
    // and the footers; the others inherit them, so a buyer edits them once.
    ...book.sections.map((section, i): ISectionOptions => ({
      properties: {
        page: { ...page(trim.margin), ...(i === 0 ? { pageNumbers: { start: 1 } } : {}) },
        titlePage: true,
      },
      headers: {
        default: runningHead(draftMarked(book, section.title)),
        ...(i === 0 ? { even: runningHead(draftMarked(book, book.title)), first: new Header({ children: [] }) } : {}),
      },
      ...(i === 0 ? { footers: { default: folio(), even: folio(), first: folio() } } : {}),
      children: [chapterHeading(section), ...blocksToDocx(section.blocks, { lists, textWidth })],
    })),
  ];
  const doc = new Document({
    title: metadataTitle(book),
    subject: book.description,
    description: book.description,
    creator: book.author,
    lastModifiedBy: book.author,
    evenAndOddHeaderAndFooters: true,
    features: { updateFields: true },
    hyphenation: { autoHyphenation: true },
    fonts: embeddedFonts(),
    numbering: listNumbering(lists),
    styles: styles(trim),
    sections,
  });
  return Packer.toBuffer(doc);
}

/** The longest side a drawing may have: Word opens none over 2³¹ − 1 EMUs, and the docx package refuses one. */
const MAX_DRAWING_EMU = 2 ** 31 - 1;

/**
 * The cover filling its page edge to edge, cropped to the page's shape as the PDF's is: a picture behind the text,
 * anchored to the page, scaled to cover it and centred, its overflow cut off by the page's edges. An image so much
 * narrower or wider than the page that covering it would pass the longest drawing is fitted inside the page instead.
 */
function coverParagraph(cover: Uint8Array, trim: TrimSize): Paragraph {
  const { width, height } = pngSize(cover);
  const page = { width: trim.width * PX_PER_INCH, height: trim.height * PX_PER_INCH };
  const covering = Math.max(page.width / width, page.height / height);
  const drawable = Math.ceil(Math.max(width, height) * covering) * EMU_PER_PX <= MAX_DRAWING_EMU;
  const scale = drawable ? covering : Math.min(page.width / width, page.height / height);
  const size = { width: Math.ceil(width * scale), height: Math.ceil(height * scale) };
  const offset = (pageSide: number, side: number) => Math.round(((pageSide - side) / 2) * EMU_PER_PX);
  return new Paragraph({
    spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO },
    children: [
      new ImageRun({
        type: 'png',
        data: cover,
        transformation: size,
        floating: {
          horizontalPosition: { relative: HorizontalPositionRelativeFrom.PAGE, offset: offset(page.width, size.width) },
          verticalPosition: { relative: VerticalPositionRelativeFrom.PAGE, offset: offset(page.height, size.height) },
          behindDocument: true,
          allowOverlap: true,
          wrap: { type: TextWrappingType.NONE },
        },
        altText: { name: 'Cover', description: 'Cover', title: 'Cover' },
      }),
    ],
  });
}

function titlePage(book: BookModel): Paragraph[] {
  return [
    new Paragraph({ style: 'Title', spacing: { before: 2400 }, children: [new TextRun(book.title)] }),
    ...(book.subtitle.trim() ? [new Paragraph({ style: 'Subtitle', children: [new TextRun(book.subtitle)] })] : []),
    new Paragraph({ style: 'BookAuthor', children: [new TextRun(book.author.toUpperCase())] }),
  ];
}

/**
 * A section's Heading 1: its label ('Chapter 3') on a line above its title, a hidden colon between them, so the
 * contents Word builds from it reads as the PDF's and the EPUB's: 'Chapter 3: Tools and Set-Up'.
 */
function chapterHeading({ label, title }: BookSection): Paragraph {
  const labelled = label
    ? [new TextRun({ text: label, style: 'ChapterLabel' }), new TextRun({ text: ':', vanish: true })]
    : [];
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    children: [...labelled, new TextRun({ text: title, break: label ? 1 : 0 })],
  });
}

function contents() {
  return [
    new Paragraph({ style: 'ContentsTitle', children: [new TextRun('Contents')] }),
    new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-1' }),
  ];
}

function runningHead(title: string): Header {
  return new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'D9DEE7', space: 4 } },
        children: [
          new TextRun({
            text: title.toUpperCase(),
            font: BOOK_FONTS.sans,
            size: 14,
            color: SOFT,
            characterSpacing: 20,
          }),
        ],
      }),
    ],
  });
}

function folio(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: [PageNumber.CURRENT], font: BOOK_FONTS.sans, size: 16, color: SOFT })],
      }),
    ],
  });
}

/** Source Serif 4 and Inter travel inside the file, so Word and LibreOffice show the book as it was set. */
function embeddedFonts() {
  return [
    {
      name: BOOK_FONTS.body,
      data: readFileSync(fontFile('body')),
      bold: readFileSync(fontFile('bodyBold')),
      italic: readFileSync(fontFile('bodyItalic')),
      boldItalic: readFileSync(fontFile('bodyBoldItalic')),
    },
    { name: BOOK_FONTS.sans, data: readFileSync(fontFile('sans')), bold: readFileSync(fontFile('sansBold')) },
  ];
}

function styles(trim: TrimSize) {
  const size = Math.round(trim.bodySize * 2);
  // Headings carry their outline level, or LibreOffice's navigator and Word's navigation pane show no outline.
  const heading = (outlineLevel: number, halfPoints: number, before: number, after: number) => ({
    run: { font: BOOK_FONTS.sans, size: halfPoints, bold: true, color: INK },
    paragraph: {
      outlineLevel,
      keepNext: true,
      keepLines: true,
      alignment: AlignmentType.LEFT,
      spacing: { before, after },
    },
  });
  return {
    default: {
      document: {
        run: { font: BOOK_FONTS.body, size },
        paragraph: {
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 140, line: 288, lineRule: LineRuleType.AUTO },
        },
      },
      heading1: heading(0, size * 2 + 8, 1800, 480),
      heading2: heading(1, Math.round(size * 1.3), 360, 160),
      heading3: heading(2, Math.round(size * 1.08), 280, 140),
      title: {
        run: { font: BOOK_FONTS.body, size: size * 3, bold: true, color: INK },
        paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
      },
    },
    paragraphStyles: [
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        run: { italics: true, size: Math.round(size * 1.3), color: SOFT },
        paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 0 } },
      },
      {
        id: 'BookAuthor',
        name: 'Book Author',
        basedOn: 'Normal',
        run: { font: BOOK_FONTS.sans, bold: true, size, color: INK, characterSpacing: 30 },
        paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 1600 } },
      },
      {
        id: 'Copyright',
        name: 'Copyright',
        basedOn: 'Normal',
        run: { size: size - 4, color: SOFT },
        paragraph: { alignment: AlignmentType.LEFT, spacing: { after: 120 } },
      },
      {
        id: 'AuthorNoteLabel',
        name: 'Author Note Label',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: BOOK_FONTS.sans, bold: true, size: size - 5, color: '8A6414', characterSpacing: 16 },
        paragraph: { alignment: AlignmentType.LEFT, keepNext: true, spacing: { after: 100 } },
      },
      {
        id: 'ContentsTitle',
        name: 'Contents Title',
        basedOn: 'Normal',
        run: { font: BOOK_FONTS.sans, bold: true, size: size * 2, color: INK },
        paragraph: { alignment: AlignmentType.LEFT, spacing: { before: 1200, after: 480 } },
      },
      {
        // Word's own style for the contents' entries, set as the PDF's are.
        id: 'TOC1',
        name: 'toc 1',
        basedOn: 'Normal',
        next: 'Normal',
        run: { font: BOOK_FONTS.sans, size: size - 2 },
        paragraph: { alignment: AlignmentType.LEFT, spacing: { before: 60, after: 60 } },
      },
      {
        id: 'BookQuote',
        name: 'Book Quote',
        basedOn: 'Normal',
        run: { italics: true, color: '2F3645' },
        paragraph: {
          indent: { left: 360, right: 240 },
          border: { left: { style: BorderStyle.SINGLE, size: 18, color: ACCENT, space: 10 } },
          shading: { type: ShadingType.CLEAR, fill: 'F6F7FA', color: 'auto' },
        },
      },
      {
        id: 'CodeBlock',
        name: 'Code Block',
        basedOn: 'Normal',
        run: { font: 'Courier New', size: size - 3 },
        paragraph: {
          alignment: AlignmentType.LEFT,
          spacing: { before: 120, after: 240, line: 260, lineRule: LineRuleType.AUTO },
          indent: { left: 160, right: 160 },
          border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'C5CCD8', space: 8 } },
          shading: { type: ShadingType.CLEAR, fill: 'F4F6F9', color: 'auto' },
        },
      },
      {
        id: 'TableText',
        name: 'Table Text',
        basedOn: 'Normal',
        run: { size: size - 2 },
        paragraph: { alignment: AlignmentType.LEFT, spacing: { after: 0, line: 252, lineRule: LineRuleType.AUTO } },
      },
      {
        id: 'TableHeading',
        name: 'Table Heading',
        basedOn: 'TableText',
        run: { font: BOOK_FONTS.sans, bold: true, color: 'FFFFFF' },
      },
      {
        id: 'TableGap',
        name: 'Table Gap',
        basedOn: 'Normal',
        paragraph: { spacing: { before: 0, after: 0, line: 200, lineRule: LineRuleType.EXACT } },
      },
      {
        id: 'SectionBreak',
        name: 'Section Break',
        basedOn: 'Normal',
        paragraph: {
          indent: { left: 2400, right: 2400 },
          spacing: { before: 240, after: 360 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: SOFT, space: 1 } },
        },
      },
    ],
    characterStyles: [
      {
        id: 'InlineCode',
        name: 'Inline Code',
        run: {
          font: 'Courier New',
          size: size - 3,
          shading: { type: ShadingType.CLEAR, fill: 'EEF1F5', color: 'auto' },
        },
      },
      { id: 'Hyperlink', name: 'Hyperlink', run: { color: ACCENT, underline: {} } },
      {
        // The 'Chapter 3' above a section's title, smaller than the title it stands over.
        id: 'ChapterLabel',
        name: 'Chapter Label',
        run: { font: BOOK_FONTS.sans, size: size - 2, color: ACCENT, characterSpacing: 16 },
      },
    ],
  };
}
