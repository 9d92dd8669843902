import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_VALUES, type ProductType } from '../../../../shared/catalog.js';
import { bookInput } from '../../../../../tests/support/book-fixtures.js';
import { pdfInfo, pdfPages, pdfRender, pdfText } from '../../../../../tests/support/document-tools.js';
import { buildBookModel } from '../book-model.js';
import { renderPdf } from './render-pdf.js';

const pdf = renderPdf(buildBookModel(bookInput()));
const pages = pdfPages(pdf);
const flat = (text: string) => text.replace(/\s+/g, ' ');
const lines = (page: string) =>
  page
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('renderPdf', () => {
  it('opens with a full-page cover, then the title page, the copyright page and the contents', () => {
    expect(lines(pages[0]!)).toEqual([]);
    expect(flat(pages[1]!)).toContain('Prep Once, Eat All Week');
    expect(flat(pages[1]!)).toContain('A meal prep system for busy parents');
    expect(pages[1]!.replace(/\s+/g, '')).toContain('DANAEXAMPLE');
    expect(lines(pages[2]!)[0]).toBe('© 2026 Dana Example. All rights reserved.');
    expect(lines(pages[3]!)[0]).toBe('Contents');
  });

  it('sets the title page without hyphenation, and leaves out a subtitle the book does not have', () => {
    const title = 'Extraordinarily Comprehensive Breadmaking Encyclopaedia';
    const page = pdfPages(renderPdf(buildBookModel(bookInput({ title, subtitle: '', cover: null }))))[1]!;
    expect(page).not.toMatch(/[\u00ad-]\s*\n/);
    expect(lines(page).join(' ').replace(/\s+/g, '')).toBe(`${title}DANAEXAMPLE`.replace(/\s+/g, ''));
  });

  it('shows every section and its text in order, one section per page run', () => {
    const body = flat(pages.slice(4).join(' '));
    const expected = [
      'Getting Started',
      'Opening paragraph with bold words, slanted words, struck words and inline() code.',
      'Plan the Week',
      'Pick three recipes',
      'One with beans',
      'Wash the produce',
      'Cook once, eat all week.',
      'Chili 45 $12',
      'const total = items.reduce((sum, item) => sum + item.price, 0);',
      'Store and Label',
      'Closing paragraph of the section,',
      'after a hard line break.',
      'The Sunday Session',
      'Batch-cook in ninety minutes.',
      'Storing Meals',
      'Label every box with the date.',
    ];
    const positions = expected.map((text) => body.indexOf(text));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const heading of ['The Sunday Session', 'Storing Meals']) {
      expect(pages.find((page) => lines(page)[0] === heading)).toBeDefined();
    }
  });

  it('lists each section in the contents with dot leaders and the page number where it starts', () => {
    const toc = lines(pages[3]!).slice(1);
    expect(toc).toHaveLength(3);
    for (const entry of toc) {
      const [, heading, folio] = entry.match(/^(.+?)\s*(?:\.\s*){5,}\u2060?(\d+)$/u) ?? [];
      expect(heading).toBeDefined();
      const opening = pages.find((page) => lines(page)[0] === heading);
      expect(lines(opening!).at(-1)).toBe(folio);
    }
  });

  it('heads even pages with the book title and odd ones with the section title, and opening pages with neither', () => {
    const heads = pages.slice(4).map((page) => {
      const [first] = lines(page);
      return { folio: Number(lines(page).at(-1)), head: first!.replace(/\s+/g, '') };
    });
    expect(heads.map(({ folio }) => folio)).toEqual(heads.map((_, i) => i + 1));
    const section = (head: string) => ['GettingStarted', 'TheSundaySession', 'StoringMeals'].includes(head);
    const opening = heads.filter(({ head }) => section(head)).map(({ folio }) => folio);
    expect(opening).toHaveLength(3);
    for (const { folio, head } of heads.filter(({ head }) => !section(head)))
      expect(head).toBe(folio % 2 === 0 ? 'PREPONCE,EATALLWEEK' : 'STORINGMEALS');
    // The long last section runs over both kinds of page.
    expect(new Set(heads.map(({ head }) => head))).toEqual(
      new Set(['GettingStarted', 'TheSundaySession', 'StoringMeals', 'PREPONCE,EATALLWEEK', 'STORINGMEALS']),
    );
  });

  it('keeps a label on the page of the list it introduces, wherever the page ends', () => {
    const split: number[] = [];
    for (let filler = 14; filler <= 30; filler++) {
      const markdown = [
        ...Array.from({ length: filler }, (_, i) => `Line ${i + 1} of the filler.`),
        'You will need:',
        '- A large stock pot\n- Freezer bags',
      ].join('\n\n');
      const book = buildBookModel(bookInput({ cover: null, sections: [{ heading: 'Kit', markdown }] }));
      const bodyPages = pdfPages(renderPdf(book));
      const pageOf = (text: string) => bodyPages.findIndex((page) => page.includes(text));
      if (pageOf('You will need:') !== pageOf('A large stock pot')) split.push(filler);
    }
    expect(split).toEqual([]);
  }, 30_000);

  it('carries title, author and description metadata and a bookmark per heading', () => {
    expect(pdfInfo(pdf)).toMatchObject({
      title: 'Prep Once, Eat All Week',
      author: 'Dana Example',
      subject: 'Four weeks of family dinners cooked in one Sunday session.',
    });
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('/Outlines');
    for (const heading of ['Getting Started', 'Plan the Week', 'The Sunday Session', 'Storing Meals']) {
      expect(raw).toContain(`/Title (${heading})`);
    }
  });

  it('embeds only the shipped fonts', () => {
    const { fonts } = pdfInfo(pdf);
    expect(fonts.length).toBeGreaterThan(3);
    for (const { name, embedded } of fonts) {
      expect(name).toMatch(
        /^[A-Z]{6}\+(SourceSerif4|PlayfairDisplay|Inter|JetBrainsMono|NotoSansHebrew|NotoSansArabic|NotoEmoji)-/,
      );
      expect(embedded).toBe(true);
    }
  });

  it('trims reading products to 6×9 in and worksheet products to US Letter', () => {
    const sizes = Object.fromEntries(
      PRODUCT_TYPE_VALUES.map((productType) => {
        const [size] = pdfInfo(renderPdf(buildBookModel(bookInput({ productType, cover: null })))).pageSizes;
        return [productType, `${size!.width} x ${size!.height}`];
      }),
    );
    expect(sizes).toEqual({
      ebook: '432 x 648',
      guide: '432 x 648',
      plr: '432 x 648',
      workbook: '612 x 792',
      template: '612 x 792',
      course: '612 x 792',
    });
  });

  it('sets a typographic cover when the project has no cover image', () => {
    const plain = pdfPages(renderPdf(buildBookModel(bookInput({ cover: null }))));
    expect(flat(plain[0]!)).toContain('Prep Once, Eat All Week');
  });

  it('keeps emoji, Hebrew and Arabic through the fallback fonts, and sets code in a monospaced face', () => {
    const input = bookInput();
    const sections = [
      {
        heading: 'Around the World 🌍',
        markdown: 'Say shalom: שלום עולם, and salaam: مرحبا بالعالم 🎉\n\n```\nlet x = 1;\n```',
      },
    ];
    const book = renderPdf(buildBookModel({ ...input, cover: null, sections }));
    const text = pdfText(book);
    expect(text).toContain('🌍');
    expect(text).toContain('🎉');
    expect(text).toContain('שלום');
    expect(text).toContain('let x = 1;');
    const fonts = pdfInfo(book)
      .fonts.map(({ name }) => name)
      .join('\n');
    for (const family of ['NotoEmoji', 'NotoSansHebrew', 'NotoSansArabic', 'JetBrainsMono'])
      expect(fonts).toContain(family);
  });

  it("fails with Typst's reason when the book cannot be typeset", () => {
    const broken = buildBookModel(bookInput({ cover: new Uint8Array([1, 2, 3]) }));
    expect(() => renderPdf(broken)).toThrow(/^The PDF could not be typeset: .+/);
  });
});

describe('the cover page', () => {
  /** A white cover of that size inside a red frame 30 px wide: cropping any side cuts its frame off. */
  const framedCover = (width: number, height: number) =>
    new Uint8Array(
      new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#ffffff"/>` +
          `<rect x="15" y="15" width="${width - 30}" height="${height - 30}" fill="none" stroke="#ff0000" stroke-width="30"/></svg>`,
      )
        .render()
        .asPng(),
    );

  /** Page 1 drawn at 40 DPI: width, height and a reader of one pixel's colour. */
  function firstPage(pdf: Uint8Array) {
    const { width, height, pixels } = pdfRender(pdf, 0, 40);
    const isRed = (x: number, y: number) => {
      const at = (y * width + x) * 3;
      return pixels[at]! > 200 && pixels[at + 1]! < 80 && pixels[at + 2]! < 80;
    };
    return { width, height, isRed };
  }

  /** Whether the frame shows on all four sides: red on both halves of the middle row and of the middle column. */
  function frameWhole(pdf: Uint8Array) {
    const { width, height, isRed } = firstPage(pdf);
    const row = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
    const midX = Math.floor(width / 2);
    const midY = Math.floor(height / 2);
    return {
      left: row(0, midX).some((x) => isRed(x, midY)),
      right: row(midX, width).some((x) => isRed(x, midY)),
      top: row(0, midY).some((y) => isRed(midX, y)),
      bottom: row(midY, height).some((y) => isRed(midX, y)),
    };
  }

  const whole = { left: true, right: true, top: true, bottom: true };
  const coverPdf = (productType: ProductType, cover: Uint8Array) =>
    renderPdf(buildBookModel(bookInput({ productType, cover, sections: [] })));

  it('fills a 6×9 page edge to edge with a 2:3 cover', () => {
    const { width, height, isRed } = firstPage(coverPdf('ebook', framedCover(1600, 2400)));
    expect([isRed(1, height >> 1), isRed(width - 2, height >> 1), isRed(width >> 1, 1)]).toEqual([true, true, true]);
    expect(isRed(width >> 1, height - 2)).toBe(true);
  });

  it.each([
    ['a 3:4 cover on a 6×9 page', 'ebook', 1600, 2133],
    ['a 2:3 cover on a Letter page', 'workbook', 1600, 2400],
    ['a 3:4 cover on a Letter page', 'course', 1600, 2133],
  ] as const)('shows all of %s, its frame uncropped', (_, productType, width, height) => {
    expect(frameWhole(coverPdf(productType, framedCover(width, height)))).toEqual(whole);
  });
});
