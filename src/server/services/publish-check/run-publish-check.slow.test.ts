import { Resvg } from '@resvg/resvg-js';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../tests/support/book-fixtures.js';
import { zipEntries, zipText } from '../../../../tests/support/document-tools.js';
import { type PlacedWord, writtenPdf } from '../../../../tests/support/written-pdfs.js';
import { zipEntry } from '../render/read-back/read-zip.js';
import { buildBookModel } from '../render/book-model.js';
import { renderDocx } from '../render/docx/render-docx.js';
import { renderEpub } from '../render/epub/render-epub.js';
import { renderPdf } from '../render/pdf/render-pdf.js';
import { wrapCoverSize } from '../../../shared/kdp-paperback.js';
import type { PrintPaper } from '../../../shared/schemas/print-edition.js';
import { PT } from '../render/read-back/read-pdf.js';
import type { PublishFiles } from './publish-files.js';
import { runPublishCheck } from './run-publish-check.js';

const book = buildBookModel(bookInput());
const ebook = { pdf: renderPdf(book), docx: await renderDocx(book), epub: await renderEpub(book) };
const coverOf = (width: number, height: number) =>
  new Uint8Array(
    new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`).render().asPng(),
  );
const fullCoverEpub = await renderEpub(buildBookModel(bookInput({ cover: coverOf(1600, 2560) })));

/** The ebook edition's files, with `extra` (a print interior, a wrap cover, other bytes) in place. */
const filesOf = (extra: Partial<PublishFiles> = {}): PublishFiles => ({
  pdf: { name: 'The PDF', bytes: ebook.pdf },
  docx: { name: 'The DOCX', bytes: ebook.docx },
  epub: { name: 'The EPUB', bytes: ebook.epub },
  ...extra,
});

/**
 * A print interior written page by page at a trim: on each page a line at `inside` inches from the binding (the
 * left edge of odd pages, the right of even ones) and a folio, 0.75" from the top and bottom.
 */
function interior(pages: number, { trim = [6, 9], inside = 0.5 }: { trim?: [number, number]; inside?: number } = {}) {
  const [width, height] = [trim[0] * PT, trim[1] * PT];
  const lineWidth = 60;
  return writtenPdf(
    Array.from({ length: pages }, (_, index) => {
      const recto = index % 2 === 0;
      const x = recto ? inside * PT : width - inside * PT - lineWidth;
      const words: PlacedWord[] = [
        { text: 'Chapter text', x, y: 0.75 * PT + 10 },
        { text: String(index + 1), x: width / 2, y: height - 0.75 * PT },
      ];
      return { width, height, words };
    }),
  );
}

const wrapCover = (
  pages: number,
  paper: PrintPaper,
  offBy = 0,
  trim = { width: 6, height: 9 },
  words: PlacedWord[] = [],
) => {
  const size = wrapCoverSize(trim, pages, paper);
  return writtenPdf([{ width: (size.width + offBy) * PT, height: size.height * PT, words }]);
};

const destination = (files: PublishFiles, id: string) => runPublishCheck(files).find((found) => found.id === id);
const failed = (files: PublishFiles, id: string) =>
  Object.fromEntries(
    (destination(files, id)?.rules ?? []).filter(({ passed }) => !passed).map(({ rule, change }) => [rule, change]),
  );

describe('the publish check', () => {
  it('checks the ebook stores and the listing stores, and leaves KDP Paperback out until a print interior is made', () => {
    const results = runPublishCheck(filesOf({ epub: { name: 'The EPUB', bytes: fullCoverEpub } }));
    expect(results.map(({ id }) => id)).toEqual([
      'kdp-ebook',
      'apple-books',
      'kobo',
      'google-play',
      'gumroad',
      'payhip',
      'etsy',
    ]);
    expect(results.filter(({ passed }) => !passed)).toEqual([]);
    for (const { rules } of results) for (const rule of rules) expect(rule.source).not.toBe('');
  });

  it('fails every store while the PDF’s cover shows another book than its title page, read from the file', () => {
    const withCover = (coverWords: string[]) => ({
      pdf: { name: 'The PDF', bytes: renderPdf(buildBookModel(bookInput({ coverWords }))) },
    });
    const agreeing = filesOf(
      withCover(['Prep Once, Eat All Week', 'A meal prep system for busy parents', 'DANA EXAMPLE']),
    );
    const rule = 'The cover shows the title page’s title and author';
    const results = runPublishCheck(agreeing);
    expect(results).toHaveLength(7);
    for (const { id } of results) expect(failed(agreeing, id)[rule], id).toBeUndefined();

    const other = filesOf(withCover(['Inside Budgeting', 'Dana Example']));
    for (const { id } of runPublishCheck(other))
      expect(failed(other, id)[rule], id).toBe(
        'The cover shows “Inside Budgeting / Dana Example”; the title page says “Prep Once, Eat All Week / A meal ' +
          'prep system for busy parents / DANA EXAMPLE”. Redraw the cover on the project page, then generate the ' +
          'files again.',
      );
  });

  it('fails every store while the files are titled a template draft by the built-in writer, naming the file', async () => {
    const template = buildBookModel(bookInput({ title: 'Salt & Light', templateText: true }));
    const marked = {
      pdf: renderPdf(template),
      docx: await renderDocx(template),
      epub: await renderEpub(template),
    };
    const rule = "Real text, not the built-in writer's template draft";
    const change = (file: string) =>
      `${file} is titled "Draft – template text – Salt & Light": its text is a template draft by the built-in ` +
      'writer. For real text, edit the parts in your own words, or connect an AI provider (the AI_PROVIDER lines ' +
      'of the README, e.g. a local Ollama) and rewrite them. Then generate the files again.';
    const all = filesOf({
      pdf: { name: 'The PDF', bytes: marked.pdf },
      docx: { name: 'The DOCX', bytes: marked.docx },
      epub: { name: 'The EPUB', bytes: marked.epub },
      printInterior: { name: 'The print interior', bytes: interior(24) },
      wrapCover: { name: 'The wrap cover', bytes: wrapCover(24, 'white'), paper: 'white' },
    });
    const results = runPublishCheck(all);
    expect(results).toHaveLength(8);
    for (const { id, passed } of results) {
      expect(passed, id).toBe(false);
      expect(failed(all, id)[rule], id).toBe(change('The PDF'));
    }
    // Each file is read for itself: one marked file is enough, and it is the one named.
    for (const [format, name] of [
      ['docx', 'The DOCX'],
      ['epub', 'The EPUB'],
    ] as const) {
      const one = filesOf({ [format]: { name, bytes: marked[format] } });
      expect(failed(one, 'etsy'), format).toEqual({ [rule]: change(name) });
    }
    // The database's flag is not what is read: the same book's files without the mark pass the rule.
    expect(failed(filesOf(), 'etsy')).toEqual({});
  });

  it('fails a cover too small for the ebook stores, saying the size it has and the size to make', () => {
    expect(failed(filesOf(), 'kdp-ebook')).toEqual({
      'A cover image at least 1000 px on its short side':
        'The cover is 600 × 800 px; make one at least 1000 px on its short side (ideally 1600 × 2560).',
    });
    expect(Object.keys(failed(filesOf(), 'apple-books'))).toEqual(['A cover image at least 1400 px on its short side']);
  });

  it('fails an EPUB without accessibility metadata for Apple Books, Kobo and Google Play, naming what is missing', () => {
    const entries = Object.fromEntries(zipEntries(fullCoverEpub).map((name) => [name, zipEntry(fullCoverEpub, name)!]));
    const opf = zipText(fullCoverEpub, 'OEBPS/content.opf');
    entries['OEBPS/content.opf'] = strToU8(opf.replace(/<meta property="schema:access[^\n]*\n/g, ''));
    const bare = zipSync(entries);
    const files = filesOf({ epub: { name: 'The EPUB', bytes: bare } });
    for (const store of ['apple-books', 'kobo', 'google-play']) {
      const [change] = Object.values(failed(files, store));
      expect(change).toMatch(/^The EPUB does not state schema:accessMode, schema:accessModeSufficient, /);
      expect(change).toContain('schema:accessibilitySummary');
    }
    expect(destination(files, 'kdp-ebook')?.passed).toBe(true);
  });

  it('fails a broken EPUB for every ebook store', () => {
    const files = filesOf({ epub: { name: 'The EPUB', bytes: zipSync({ 'hello.txt': strToU8('hi') }) } });
    for (const store of ['kdp-ebook', 'apple-books', 'kobo', 'google-play'])
      expect(failed(files, store)['A valid EPUB']).toMatch(/^Make the EPUB again: The first entry must be "mimetype"/);
  });

  it('fails a file over 20 MB for Etsy only', () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    const files = filesOf({ pdf: { name: 'The PDF', bytes: big } });
    expect(failed(files, 'etsy')).toEqual({
      'Each file at most 20 MB': 'The PDF is 21.0 MB: shrink it under 20 MB (smaller images, fewer pages).',
    });
    expect(destination(files, 'gumroad')?.passed).toBe(true);
    expect(destination(files, 'payhip')?.passed).toBe(true);
  });

  it('passes a KDP paperback interior of 24 pages at 6×9 with its wrap cover', () => {
    const files = filesOf({
      printInterior: { name: 'The print interior', bytes: interior(24) },
      wrapCover: { name: 'The wrap cover', bytes: wrapCover(24, 'white'), paper: 'white' },
    });
    expect(failed(files, 'kdp-paperback')).toEqual({});
    expect(destination(files, 'kdp-paperback')?.passed).toBe(true);
  });

  it("fails today's ebook PDF as a paperback interior: too few pages, bookmarks and links", () => {
    const files = filesOf({ printInterior: { name: 'The PDF', bytes: ebook.pdf } });
    const failures = failed(files, 'kdp-paperback');
    expect(failures['Between 24 and 828 pages']).toBe(
      'The interior has 9 pages; KDP prints at least 24. Add 15 pages of content or notes.',
    );
    expect(failures['No bookmarks']).toBe('Remove the 5 bookmarks: use the print interior, not the ebook PDF.');
    expect(failures['No annotations or links']).toMatch(/^Remove the \d+ annotations \(Link\)/);
    expect(failures['Every font embedded']).toBeUndefined();
    expect(failures['Every page the size of one KDP trim']).toBeUndefined();
  });

  it('measures the gutter against the band of the page count', () => {
    const narrow = filesOf({ printInterior: { name: 'Interior', bytes: interior(24, { inside: 0.3 }) } });
    expect(failed(narrow, 'kdp-paperback')[Object.keys(failed(narrow, 'kdp-paperback'))[0]!]).toBe(
      'Page 1: text comes 0.3" from the binding; KDP asks at least 0.375" for 24 pages. Widen the inside margin.',
    );
    // 0.45" is enough up to 150 pages, not for 151.
    const rule = 'Margins: the gutter by page count, and at least 0.25" outside, top and bottom (0.375" with bleed)';
    expect(
      failed(filesOf({ printInterior: { name: 'I', bytes: interior(150, { inside: 0.45 }) } }), 'kdp-paperback')[rule],
    ).toBeUndefined();
    expect(
      failed(filesOf({ printInterior: { name: 'I', bytes: interior(151, { inside: 0.45 }) } }), 'kdp-paperback')[rule],
    ).toBe('Page 1: text comes 0.45" from the binding; KDP asks at least 0.5" for 151 pages. Widen the inside margin.');
  });

  it('fails a trim KDP does not print', () => {
    const files = filesOf({ printInterior: { name: 'Interior', bytes: interior(24, { trim: [6.2, 9] }) } });
    expect(failed(files, 'kdp-paperback')['Every page the size of one KDP trim']).toMatch(
      /^The pages measure 6\.2" × 9"/,
    );
  });

  it('holds the wrap cover to the page count and paper within 0.0625"', () => {
    const rule = 'Wrap cover as wide as back, spine and front with bleed, within 0.0625"';
    const check = (offBy: number, paper: PrintPaper = 'cream') =>
      failed(
        filesOf({
          printInterior: { name: 'Interior', bytes: interior(300) },
          wrapCover: { name: 'Cover', bytes: wrapCover(300, paper, offBy), paper },
        }),
        'kdp-paperback',
      )[rule];
    expect(check(0.05)).toBeUndefined();
    expect(check(-0.1)).toBe(
      'The cover is 12.9" × 9.25"; 300 pages on cream paper need 13" × 9.25". Make the cover again for this page count.',
    );
    // A white-paper cover of 300 pages is 0.074" narrower than a cream one.
    expect(
      failed(
        filesOf({
          printInterior: { name: 'Interior', bytes: interior(300) },
          wrapCover: { name: 'Cover', bytes: wrapCover(300, 'white'), paper: 'cream' },
        }),
        'kdp-paperback',
      )[rule],
    ).toMatch(/^The cover is 12\.926" × 9\.25"; 300 pages on cream paper need 13" × 9\.25"/);
  });

  it('allows spine text only from 80 pages, and then clear of the folds', () => {
    const rule = 'Spine text only from 80 pages, 0.0625" clear of each fold';
    // The spine starts after the bleed and the back: 6.125" from the sheet's left edge.
    const check = (pages: number, x: number, text = 'Bread') =>
      failed(
        filesOf({
          printInterior: { name: 'Interior', bytes: interior(pages) },
          wrapCover: {
            name: 'Cover',
            bytes: wrapCover(pages, 'white', 0, undefined, [{ text, x: x * PT, y: 4 * PT }]),
            paper: 'white',
          },
        }),
        'kdp-paperback',
      )[rule];
    // 79 pages of white paper make a spine 0.178" wide.
    expect(check(79, 6.15, 'B')).toBe(
      'The spine carries "B", but KDP allows spine text only from 80 pages and this book has 79. Leave the spine blank.',
    );
    expect(check(79, 1)).toBeUndefined();
    expect(check(400, 6.125 + 0.3)).toBeUndefined();
    expect(check(400, 6.13)).toBe('The spine\'s "Bread" comes within 0.0625" of a fold. Set the spine text smaller.');
  });
});
