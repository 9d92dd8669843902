import { describe, expect, it } from 'vitest';
import { bookInput, twelveSectionBook } from '../../../../tests/support/book-fixtures.js';
import {
  epubcheck,
  pdfInfo,
  pdfPages,
  pdfText,
  xmlText,
  zipEntries,
  zipText,
} from '../../../../tests/support/document-tools.js';
import { type BookInput, buildBookModel } from './book-model.js';
import { renderDocx } from './docx/render-docx.js';
import { renderEpub } from './epub/render-epub.js';
import { renderPdf } from './pdf/render-pdf.js';

/** The three files of a book, and the text a reader (or a search) finds in each. */
async function renderAll(input: BookInput) {
  const book = buildBookModel(input);
  const pdf = renderPdf(book);
  const docx = await renderDocx(book);
  const epub = await renderEpub(book);
  const docxParts = zipEntries(docx).filter((entry) => /^word\/(document|header\d*)\.xml$/.test(entry));
  return {
    pdf,
    docx,
    epub,
    pdfText: pdfText(pdf),
    pdfInfo: pdfInfo(pdf),
    documentXml: zipText(docx, 'word/document.xml'),
    docxText: xmlText(docxParts.map((entry) => zipText(docx, entry)).join('\n')),
    coreXml: zipText(docx, 'docProps/core.xml'),
    epubText: xmlText(
      zipEntries(epub)
        .filter((entry) => entry.endsWith('.xhtml'))
        .map((entry) => zipText(epub, entry))
        .join('\n'),
    ),
    opf: zipText(epub, 'OEBPS/content.opf'),
  };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const texts = (files: Awaited<ReturnType<typeof renderAll>>) => ({
  pdf: flat(files.pdfText),
  docx: flat(files.docxText),
  epub: flat(files.epubText),
});

const input = twelveSectionBook();
const forSale = await renderAll(input);
const draft = await renderAll({ ...input, draft: true });

/** Words that appear only inside the fixture's author notes. */
const NOTE_WORDS = ['Your notes', 'Add a photo of your own', 'Sum up chapter', 'List the suppliers you trust'];

describe('the three files of a book', () => {
  it('leave every author note out of the files for sale, with the labels that introduced them', () => {
    for (const [format, text] of Object.entries(texts(forSale))) {
      for (const words of [...NOTE_WORDS, 'Author note']) expect(text, `${format}: ${words}`).not.toContain(words);
    }
    expect(forSale.pdfInfo.title).toBe('Loose Watercolor Landscapes');
    expect(forSale.pdfText).not.toMatch(/draft/i);
  });

  it('draw the notes of a draft copy as boxed notes labelled Author note, with Draft in the metadata and heads', () => {
    for (const [format, text] of Object.entries(texts(draft))) {
      for (const words of NOTE_WORDS) expect(text, `${format}: ${words}`).toContain(words);
      // Nine chapters with a note each, and one in the resources.
      expect(text.split('Author note').length - 1, format).toBe(10);
    }
    expect(draft.pdfInfo.title).toBe('Draft – Loose Watercolor Landscapes');
    // The running heads are letter-spaced: pdftotext reads spaces into them.
    expect(draft.pdfText.replace(/\s+/g, '')).toContain('DRAFT–WHYLOOSEPAINTINGWORKS');
    expect(draft.coreXml).toContain('<dc:title>Draft – Loose Watercolor Landscapes</dc:title>');
    expect(draft.docxText).toContain('DRAFT – LOOSE WATERCOLOR LANDSCAPES');
    expect(draft.opf).toContain('<dc:title>Draft – Loose Watercolor Landscapes</dc:title>');
    // DOCX draws each note as a box of one cell holding the label and the note.
    expect(draft.documentXml).toMatch(
      /<w:tc>(?:(?!<\/w:tc>).)*<w:pStyle w:val="AuthorNoteLabel"\/>(?:(?!<\/w:tc>).)*Add a photo of your own/s,
    );
  });

  it("carry the book's title, author and description as their metadata", () => {
    const { title, author, description } = input;
    expect(forSale.pdfInfo).toMatchObject({ title, author, subject: description });
    for (const element of [`<dc:title>${title}</dc:title>`, `<dc:creator>${author}</dc:creator>`])
      expect(forSale.coreXml).toContain(element);
    expect(forSale.coreXml).toContain(`<dc:description>${description}</dc:description>`);
    expect(forSale.coreXml).toContain(`<dc:subject>${description}</dc:subject>`);
    expect(forSale.opf).toContain(`<dc:title>${title}</dc:title>`);
    expect(forSale.opf).toContain(`<dc:creator id="creator">${author}</dc:creator>`);
    expect(forSale.opf).toContain(`<dc:description>${description}</dc:description>`);
  });

  it('print each section heading once: no heading repeats it before the first paragraph', () => {
    const chapters = input.sections.slice(1, 10).map(({ heading, markdown }) => {
      const [, number, title] = heading.match(/^Chapter (\d+): (.+)$/)!;
      // The first paragraph's opening words, after the heading the markdown repeats.
      const opening = markdown.split('\n\n')[1]!.slice(0, 40);
      return { number, title: title!, opening };
    });
    const { pdf, docx, epub } = texts(forSale);
    for (const { number, title, opening } of chapters) {
      expect(pdf).toContain(`Chapter ${number} ${title} ${opening}`);
      expect(docx).toContain(`Chapter ${number}: ${title} ${opening}`);
      expect(epub).toContain(`Chapter ${number} ${title} ${opening}`);
    }
  });

  it('add a copyright page after the title page, with the ISBN only when the book has one', async () => {
    const notice = '© 2026 Mira Okafor. All rights reserved.';
    const rights = 'No part of this book may be reproduced';
    const pages = pdfPages(forSale.pdf);
    expect(flat(pages[1]!)).toContain('Loose Watercolor Landscapes');
    expect(flat(pages[2]!)).toContain(notice);
    expect(flat(pages[2]!)).toContain(rights);
    for (const text of Object.values(texts(forSale))) {
      expect(text).toContain(notice);
      expect(text).not.toContain('ISBN');
    }
    const withIsbn = await renderAll({ ...input, isbn: '978-1-4028-9462-6', sections: input.sections.slice(0, 1) });
    for (const text of Object.values(texts(withIsbn))) expect(text).toContain('ISBN 978-1-4028-9462-6');
  });

  it("open a numbered chapter with a small label above its title, and list it as 'Chapter 3: …'", () => {
    const entry = 'Chapter 3: Colour Mixing Basics';
    const [contents] = pdfPages(forSale.pdf).filter((page) => page.includes('Contents'));
    expect(flat(contents!)).toContain(entry);
    expect(flat(contents!)).toMatch(/Introduction [ .]+\u2060?1 /);
    const opener = pdfPages(forSale.pdf).find((page) => page.includes('Colour Mixing') && !page.includes('Contents'));
    const lines = opener!
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.slice(0, 3)).toEqual(['Chapter 3', 'Colour Mixing', 'Basics']);
    expect(Buffer.from(forSale.pdf).toString('latin1')).toContain(`/Title (${entry})`);

    const heading = forSale.documentXml.match(
      /<w:p><w:pPr><w:pStyle w:val="Heading1"\/>(?:(?!<\/w:p>).)*Colour(?:(?!<\/w:p>).)*<\/w:p>/s,
    )![0];
    expect(heading).toMatch(/<w:rStyle w:val="ChapterLabel"\/><\/w:rPr><w:t xml:space="preserve">Chapter 3<\/w:t>/);
    expect(heading).toMatch(
      /<w:vanish\/><\/w:rPr><w:t xml:space="preserve">:<\/w:t>.*<w:br\/><w:t xml:space="preserve">Colour Mixing Basics/s,
    );
    expect(forSale.documentXml).toMatch(new RegExp(`<w:t xml:space="preserve">${entry}</w:t>.*PAGEREF`, 's'));

    const chapter = zipText(
      forSale.epub,
      zipEntries(forSale.epub).find((entry) => entry.includes('Colour-Mixing'))!,
    );
    expect(chapter).toContain('<h1><span class="chapter-label">Chapter 3</span> Colour Mixing Basics</h1>');
    expect(zipText(forSale.epub, 'OEBPS/toc.xhtml')).toMatch(new RegExp(`>${entry}\\s*</a>`));
    const introduction = zipEntries(forSale.epub).find((entry) => entry.endsWith('_Introduction.xhtml'))!;
    expect(zipText(forSale.epub, introduction)).toContain('<h1>Introduction</h1>');
  });

  it('draw task lists as boxes, open and ticked, in fonts the files carry', () => {
    for (const [format, text] of Object.entries(texts(forSale))) {
      expect(text, format).toMatch(/☐ ?A round brush, size 10/);
      expect(text, format).toMatch(/☑\uFE0E? ?A jar of clean water/);
      expect(text, format).not.toContain('[ ]');
      expect(text, format).not.toContain('[x]');
    }
    for (const { name } of pdfInfo(forSale.pdf).fonts)
      expect(name).toMatch(/^[A-Z]{6}\+(SourceSerif4|PlayfairDisplay|Inter|JetBrainsMono|Noto\w+)-/);
    expect(zipText(forSale.docx, 'word/fontTable.xml')).toMatch(/w:name="Source Serif 4".*w:embedRegular/s);
    expect(zipEntries(forSale.epub)).toContain('OEBPS/fonts/SourceSerif4-Regular.ttf');
    expect(zipText(forSale.epub, 'OEBPS/style.css')).toMatch(
      /@font-face \{ font-family: "Book Symbols"; src: url\("fonts\/SourceSerif4-Regular.ttf"\)/,
    );
  });

  it('print a chapter title with Typst or XML syntax as the very text typed, and the EPUB still validates', async () => {
    const hostile = '#set page(paper: "a4") <b>&amp;</b> $x$ * ]';
    const files = await renderAll(
      bookInput({
        cover: null,
        sections: [{ heading: `Chapter 3: ${hostile}`, markdown: 'Text.' }],
      }),
    );
    for (const [format, text] of Object.entries(texts(files))) expect(text, format).toContain(hostile);
    expect(files.pdfInfo.pageSizes[0]).toEqual({ width: 432, height: 648 });
    expect(flat(files.pdfText)).toContain(`Chapter 3 ${hostile} Text.`);
    expect(files.documentXml).toContain('&lt;b&gt;&amp;amp;&lt;/b&gt;');
    expect(epubcheck(files.epub)).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
  }, 60_000);

  it('leave out characters no XML file holds, stored before the fields refused them, and stay valid', async () => {
    const files = await renderAll(
      bookInput({
        cover: null,
        title: 'Bread\uFFFE Basics',
        sections: [{ heading: 'Chapter 1: Flour\uFFFF Water', markdown: 'Mix\uFDD0 and \uD800wait.\u0007' }],
      }),
    );
    for (const [format, text] of Object.entries(texts(files))) {
      expect(text, format).toContain('Flour Water');
      expect(text, format).toContain('Mix and wait.');
      expect(text, format).not.toMatch(/[\uFFFE\uFFFF\uFDD0\uD800]/);
    }
    expect(files.coreXml).toContain('Bread Basics');
    expect(epubcheck(files.epub)).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
  }, 60_000);

  it('pass epubcheck as a draft copy too', () => {
    expect(epubcheck(draft.epub)).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
