import { describe, expect, it } from 'vitest';
import { bookInput, HOSTILE_MARKDOWN, HOSTILE_TRACES } from '../../../../tests/support/book-fixtures.js';
import { epubcheck, pdfText, zipEntries, zipText } from '../../../../tests/support/document-tools.js';
import { buildBookModel } from './book-model.js';
import { renderDocx } from './docx/render-docx.js';
import { renderEpub } from './epub/render-epub.js';
import { renderPdf } from './pdf/render-pdf.js';

const book = buildBookModel(
  bookInput({ cover: null, sections: [{ heading: 'Untrusted <b>Heading</b>', markdown: HOSTILE_MARKDOWN }] }),
);

/** Every text entry of a zip, concatenated: markup, metadata and relationships alike. */
const zipContents = (zip: Uint8Array) =>
  zipEntries(zip)
    .filter((entry) => /\.(xml|xhtml|html|opf|ncx|rels|css)$/.test(entry))
    .map((entry) => zipText(zip, entry))
    .join('\n');

describe('hostile markdown', () => {
  it('reaches no PDF as a link, an image or markup, and its words still show', () => {
    const pdf = renderPdf(book);
    const raw = Buffer.from(pdf).toString('latin1');
    const text = pdfText(pdf);
    for (const trace of HOSTILE_TRACES) {
      expect(raw).not.toContain(trace);
      expect(text).not.toContain(trace);
    }
    expect(text.replace(/\s+/g, ' ')).toContain('Before after.');
    expect(text).toContain('a tracking pixel');
    expect(text).toContain('Untrusted <b>Heading</b>');
  });

  it('reaches no DOCX as a link, an image or markup, and its words still show', async () => {
    const docx = await renderDocx(book);
    const contents = zipContents(docx);
    for (const trace of HOSTILE_TRACES) expect(contents).not.toContain(trace);
    expect(zipEntries(docx).some((entry) => entry.startsWith('word/media/'))).toBe(false);
    expect(contents).toContain('a tracking pixel');
    expect(contents).toContain('Untrusted &lt;b&gt;Heading&lt;/b&gt;');
  });

  it('reaches no EPUB as a link, an image or markup, its words still show, and it validates', async () => {
    const epub = await renderEpub(book);
    const contents = zipContents(epub);
    for (const trace of HOSTILE_TRACES) expect(contents).not.toContain(trace);
    expect(zipEntries(epub).some((entry) => /\.(png|jpe?g|gif|svg)$/.test(entry))).toBe(false);
    expect(contents).toContain('a tracking pixel');
    expect(contents).toContain('Untrusted &lt;b&gt;Heading&lt;/b&gt;');
    expect(epubcheck(epub)).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
  }, 60_000);

  // Before docs/decisions/0045-bounded-markdown.md these failed (Typst's show rules and Word's list levels ran out) or
  // held the worker for minutes (the parser pairs emphasis markers in time that grows with the square of their number).
  it.each([
    ['1,000 nested quotes', `${'>'.repeat(1_000)} The deepest quote.`],
    [
      'a list 440 deep',
      Array.from({ length: 440 }, (_, level) => `${'  '.repeat(level)}- Level ${level + 1}`).join('\n'),
    ],
    ['100 KB of stars between letters', 'a*'.repeat(50_000)],
  ])(
    'renders %s in all three formats in moments, every word kept',
    async (_name, markdown) => {
      const started = performance.now();
      const deep = buildBookModel(bookInput({ cover: null, sections: [{ heading: 'Deep', markdown }] }));
      const text = pdfText(renderPdf(deep)).replace(/\s+/g, '');
      await renderDocx(deep);
      await renderEpub(deep);
      expect(performance.now() - started).toBeLessThan(30_000);
      const last = markdown.replace(/\s+/g, '').slice(-12);
      expect(text).toContain(last);
    },
    60_000,
  );
});
