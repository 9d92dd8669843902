import { asModelAnswer } from '../../../shared/markdown-asides.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookInput, COVER_PNG } from '../../../../tests/support/book-fixtures.js';
import { pdfText, zipEntries } from '../../../../tests/support/document-tools.js';
import { readPdf } from '../render/read-back/read-pdf.js';
import { RENDER_PACE } from '../../limits.js';
import { diskStorage } from '../storage/backends/disk-storage.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { documentKey, type StoredFormat } from '../book-model/stored-documents.js';
import { renderDocuments } from './render-documents.js';
import type { BookSource } from './render-request.js';

const COVER_KEY = 'covers/owner/cover.png';

/** The fixture book as a project gives it: its text, and its cover stored under COVER_KEY. */
function bookSource(fields: Partial<BookSource> = {}): BookSource {
  const { cover: _cover, ebookCover: _ebookCover, ...text } = bookInput();
  return { ...text, backCover: text.description, coverKey: COVER_KEY, coverArtKey: null, ...fields };
}

describe('renderDocuments', () => {
  let dir: string;
  let storage: FileStorage;
  const fileKey = (format: StoredFormat) => documentKey('owner', 'book', 'generation', format);
  const stored = async (format: StoredFormat) => {
    const file = await storage.open(fileKey(format));
    return file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : null;
  };
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'infoforge-render-test-'));
    storage = diskStorage(dir);
    await storage.save(COVER_KEY, COVER_PNG);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the cover from storage and stores the PDF, DOCX and EPUB', async () => {
    await renderDocuments(bookSource(), { storage, fileKey }, new AbortController().signal);

    const pdf = (await stored('pdf'))!;
    // The cover fills the first page, which has no text; the title page follows.
    expect(pdfText(pdf)).toMatch(/^\fPrep Once, Eat All Week\n/);
    expect(zipEntries((await stored('docx'))!)).toContain('word/document.xml');
    expect(zipEntries((await stored('epub'))!)).toContain('OEBPS/cover.png');
  }, 60_000);

  const design = {
    title: 'Prep Once, Eat All Week',
    authorName: 'Dana Levi',
    style: 'professional',
    colorScheme: 'navy and gold',
  } as const;
  const printEdition = {
    ebookCoverDesign: design,
    print: { trim: '6x9', paper: 'white', bleed: false, notesPages: true },
    coverDesign: design,
  } as const;

  it('draws the ebook cover, the book and the wrap cover, each part in a child of its own', async () => {
    const made = await renderDocuments(bookSource(printEdition), { storage, fileKey }, new AbortController().signal);

    // An ebook has no fillable PDF.
    expect(made).toEqual({ print: { pageCount: 24 }, fillableFields: null, modelAnswers: null });
    expect(await stored('fillable')).toBeNull();
    // The ebook-shape cover the first child drew is the EPUB's; the stored 2:3 cover stays the PDF's first page, with
    // the words its picture prints under it, then the title page.
    expect(zipEntries((await stored('epub'))!)).toContain('OEBPS/cover.jpeg');
    expect(pdfText((await stored('pdf'))!)).toMatch(/^Prep Once, Eat All Week\nDana Levi\n\fPrep Once, Eat All Week\n/);
    expect(readPdf((await stored('print'))!).pageCount).toBe(24);
    // The wrap cover's spine is 24 pages of white paper wide.
    const wrap = readPdf((await stored('wrap-cover'))!);
    expect(wrap.pageSizes[0]!.width / 72).toBeCloseTo(0.125 + 6 + 24 * 0.002252 + 6 + 0.125, 2);
  }, 120_000);

  it('refuses the print edition when its wrap cover cannot be drawn, and removes the interior already stored', async () => {
    // Art too small to print the front at 300 DPI: the wrap cover's child refuses it, after the book's stored the interior.
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 1024, 1536], false);
    pixmap.clear(128);
    await storage.save('covers/owner/art.png', pixmap.asPNG());

    const { print } = await renderDocuments(
      bookSource({ ...printEdition, coverArtKey: 'covers/owner/art.png' }),
      { storage, fileKey },
      new AbortController().signal,
    );

    expect(print).toEqual({ refused: expect.stringMatching(/^The cover's image is 1024×1536 pixels/) as string });
    expect(await stored('print')).toBeNull();
    expect(await stored('wrap-cover')).toBeNull();
    for (const format of ['pdf', 'docx', 'epub'] as const) expect(await stored(format)).not.toBeNull();
  }, 120_000);

  it("makes a workbook's copy for sale fillable too, with a field where it is written or ticked in, and its answer key; not its draft", async () => {
    const workbook = bookSource({
      productType: 'workbook',
      sections: [
        {
          heading: 'Chapter 1: Start',
          markdown: `- [ ] Clear a shelf\n- [x] Buy jars\n\nWhy? ${'\\_'.repeat(20)}\n\n${asModelAnswer('Jars keep it dry.')}`,
        },
      ],
    });
    const made = await renderDocuments(workbook, { storage, fileKey }, new AbortController().signal);

    // The box to tick and the answer line; the box the book shows ticked is an example.
    expect(made).toEqual({ print: null, fillableFields: 2, modelAnswers: 1 });
    const fillable = (await stored('fillable'))!;
    expect(readPdf(fillable).annotations.filter((subtype) => subtype === 'Widget')).toHaveLength(2);
    expect(pdfText(fillable)).toBe(pdfText((await stored('pdf'))!));
    // The answer: in the answer key and at the back of the teacher's edition, not in the buyer's PDF.
    expect(pdfText((await stored('pdf'))!)).not.toContain('Jars keep it dry.');
    expect(pdfText((await stored('answer-key'))!)).toContain('Jars keep it dry.');
    expect(pdfText((await stored('teachers-edition'))!)).toMatch(/Why\?[\s\S]*Answer Key[\s\S]*Jars keep it dry\./);

    for (const format of ['fillable', 'answer-key', 'teachers-edition'] as const) await storage.remove(fileKey(format));
    const draft = await renderDocuments(
      { ...workbook, draft: true },
      { storage, fileKey },
      AbortSignal.timeout(60_000),
    );
    expect(draft).toMatchObject({ fillableFields: null, modelAnswers: null });
    for (const format of ['fillable', 'answer-key', 'teachers-edition'] as const)
      expect(await stored(format)).toBeNull();
  }, 120_000);

  it('renders without a cover when the stored one is gone', async () => {
    await renderDocuments(
      bookSource({ coverKey: 'covers/owner/gone.png' }),
      { storage, fileKey },
      AbortSignal.timeout(60_000),
    );
    expect(pdfText((await stored('pdf'))!)).toMatch(/^Prep Once/);
    expect(zipEntries((await stored('epub'))!)).not.toContain('OEBPS/cover.png');
  }, 60_000);

  it("fails with the child's own words when it cannot render the book, and stores nothing", async () => {
    await expect(
      renderDocuments(bookSource({ year: 2026.5 }), { storage, fileKey }, new AbortController().signal),
    ).rejects.toThrow(/year/);
    expect(await stored('pdf')).toBeNull();
  });

  it('fails with the storage error when a file cannot be stored, and stops the child', async () => {
    const refusing: FileStorage = {
      ...storage,
      save: () => Promise.reject(new Error('disk full')),
    };
    await expect(
      renderDocuments(bookSource(), { storage: refusing, fileKey }, new AbortController().signal),
    ).rejects.toThrow('disk full');
  }, 60_000);

  it('fails naming the section that held it when the render runs past its budget, and stores nothing', async () => {
    const fine = bookSource();
    // A chapter of 450,000 characters of prose takes Typst many seconds to lay out, past a budget of three.
    const prose = 'Feed the starter twice a day, equal weights of flour and water, and keep it somewhere warm. ';
    const sections = [...fine.sections, { heading: 'Chapter 3: Stars', markdown: prose.repeat(5_000) }];
    const render = renderDocuments({ ...fine, sections }, { storage, fileKey }, new AbortController().signal, {
      ...RENDER_PACE.long,
      budgetMs: 3_000,
    });
    await expect(render).rejects.toThrow(
      'The files could not be made in time: "Chapter 3: Stars" is too complex to typeset',
    );
    expect(await stored('pdf')).toBeNull();
  }, 60_000);

  it('stops the child when aborted mid-render: the files not yet made are never stored', async () => {
    const abort = new AbortController();
    const abortingAfterPdf: FileStorage = {
      ...storage,
      async save(key, bytes) {
        await storage.save(key, bytes);
        abort.abort();
      },
    };
    await expect(renderDocuments(bookSource(), { storage: abortingAfterPdf, fileKey }, abort.signal)).rejects.toThrow();
    expect(await stored('pdf')).not.toBeNull();
    expect(await stored('epub')).toBeNull();
  }, 60_000);
});
