import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../../tests/support/book-fixtures.js';
import { zipEntries, zipText } from '../../../../../tests/support/document-tools.js';
import { rgbaPng } from '../../../../../tests/support/png-bytes.js';
import { buildBookModel } from '../book-model.js';
import { renderDocx } from './render-docx.js';

const docx = await renderDocx(buildBookModel(bookInput()));
const documentXml = zipText(docx, 'word/document.xml');
const paragraphs = [...documentXml.matchAll(/<w:p>(.*?)<\/w:p>|<w:p [^>]*>(.*?)<\/w:p>/gs)].map((m) => m[1] ?? m[2]!);
const styled = (style: string) =>
  paragraphs
    .filter((p) => p.includes(`<w:pStyle w:val="${style}"/>`))
    .map((p) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => unescapeXml(t[1]!)).join(''));
const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
  );

describe('renderDocx', () => {
  it('gives each section one Heading 1, in order, and subheadings Heading 2 and 3', () => {
    expect(styled('Heading1')).toEqual(['Getting Started', 'The Sunday Session', 'Storing Meals']);
    expect(styled('Heading2')).toEqual(['Plan the Week']);
    expect(styled('Heading3')).toEqual(['Store and Label']);
  });

  it('defines Heading 1–3 with outline levels, so the navigation pane shows the outline', () => {
    const styles = zipText(docx, 'word/styles.xml');
    for (const [level, outline] of [
      [1, 0],
      [2, 1],
      [3, 2],
    ]) {
      const style = styles.match(new RegExp(`<w:style [^>]*w:styleId="Heading${level}".*?</w:style>`, 's'))?.[0];
      expect(style).toContain(`<w:name w:val="Heading ${level}"/>`);
      expect(style).toContain(`<w:outlineLvl w:val="${outline}"/>`);
    }
  });

  it('opens with the cover on its own page, then the title page and a contents field Word updates', () => {
    expect(zipEntries(docx).filter((entry) => entry.startsWith('word/media/'))).toHaveLength(1);
    expect(paragraphs[0]).toContain('<w:drawing>');
    expect(paragraphs[0]).toContain('<w:sectPr>');
    expect(styled('Title')).toEqual(['Prep Once, Eat All Week']);
    expect(styled('Subtitle')).toEqual(['A meal prep system for busy parents']);
    expect(styled('BookAuthor')).toEqual(['DANA EXAMPLE']);
    expect(documentXml).toContain('<w:instrText xml:space="preserve">TOC \\h \\o &quot;1-1&quot;</w:instrText>');
    expect(zipText(docx, 'word/settings.xml')).toContain('<w:updateFields/>');
  });

  it("holds the contents' entries before any field is updated, each linked to its chapter's heading", () => {
    // What Word and LibreOffice show until the reader updates fields: the field's cached result, one TOC 1 paragraph
    // per chapter. Its page numbers are left empty: only the reader's own layout can say them.
    expect(styled('TOC1')).toEqual(['Getting Started', 'The Sunday Session', 'Storing Meals']);
    const anchors = paragraphs
      .filter((p) => p.includes('<w:pStyle w:val="TOC1"/>'))
      .map((p) => /<w:hyperlink [^>]*w:anchor="([^"]+)"/.exec(p)?.[1]);
    const headings = paragraphs.filter((p) => p.includes('<w:pStyle w:val="Heading1"/>'));
    expect(anchors).toHaveLength(headings.length);
    anchors.forEach((anchor, index) => expect(headings[index]).toContain(`<w:bookmarkStart w:name="${anchor}"`));
  });

  /** The text of the header or footer part a section refers to for a kind of page. */
  function partText(section: string, part: 'header' | 'footer', type: 'default' | 'even' | 'first') {
    const id = section.match(new RegExp(`<w:${part}Reference w:type="${type}" r:id="(\\w+)"/>`))?.[1];
    if (!id) return null;
    const rels = zipText(docx, 'word/_rels/document.xml.rels');
    const target = rels.match(new RegExp(`Id="${id}"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="${id}"`))!;
    return zipText(docx, `word/${target[1] ?? target[2]}`).replace(/<[^>]+>/g, '');
  }

  it('starts each section on a page of its own, numbered from 1, headed by the book title on even pages and its own title on odd ones, and not on its opening page', () => {
    // The cover, the title page, the copyright page, the contents, then one section per chapter.
    const [, , copyright, , first, ...rest] = [...documentXml.matchAll(/<w:sectPr>.*?<\/w:sectPr>/gs)].map((m) => m[0]);
    expect(copyright).toContain('<w:vAlign w:val="bottom"/>');
    expect(rest).toHaveLength(2);
    expect(first).toContain('<w:pgNumType w:start="1"/>');
    expect(zipText(docx, 'word/settings.xml')).toContain('<w:evenAndOddHeaders/>');
    for (const section of [first!, ...rest]) expect(section).toContain('<w:titlePg/>');
    expect(partText(first!, 'header', 'first')).toBe('');
    expect(partText(first!, 'header', 'even')).toBe('PREP ONCE, EAT ALL WEEK');
    expect(partText(first!, 'footer', 'default')).toMatch(/PAGE/);
    expect(partText(first!, 'footer', 'even')).toMatch(/PAGE/);
    expect([first!, ...rest].map((section) => partText(section, 'header', 'default'))).toEqual([
      'GETTING STARTED',
      'THE SUNDAY SESSION',
      'STORING MEALS',
    ]);
    // Later chapters inherit the even pages' head, the opening pages' and the footers, so a buyer edits them once.
    for (const section of rest) {
      expect(section).not.toMatch(/w:type="(even|first)"/);
      expect(section).not.toContain('footerReference');
    }
  });

  it('sets the copyright page after the title page, a label before a list kept with it, and tasks as boxes', async () => {
    expect(styled('Copyright')).toEqual([
      '© 2026 Dana Example. All rights reserved.',
      expect.stringMatching(/^No part of this book may be reproduced/),
    ]);
    const tasks = await renderDocx(
      buildBookModel(
        bookInput({
          cover: null,
          sections: [{ heading: 'Kit', markdown: 'You will need:\n\n- [ ] A pot\n- [x] A pan' }],
        }),
      ),
    );
    const xml = zipText(tasks, 'word/document.xml');
    expect(xml).toMatch(/<w:keepNext\/>(?:(?!<\/w:p>).)*You will need:/s);
    expect(xml).toMatch(
      /<w:t xml:space="preserve">☐<\/w:t><\/w:r><w:r><w:tab\/><\/w:r><w:r><w:t xml:space="preserve">A pot/,
    );
    expect(xml).toContain('<w:t xml:space="preserve">☑</w:t>');
    expect(xml).not.toContain('[ ]');
  });

  it('sets tables in the text width with hairlines between rows and columns sized by their content', () => {
    const table = documentXml.match(/<w:tbl>.*?<\/w:tblGrid>/s)![0];
    expect(table).not.toMatch(/<w:(left|right|insideV) w:val="single"/);
    const columns = [...table.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((m) => Number(m[1]));
    const [meal, minutes, cost] = columns as [number, number, number];
    expect(columns.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(6480);
    expect(meal).toBeGreaterThan(0);
    expect(minutes).toBeGreaterThan(cost);
  });

  it('writes lists (nested and numbered), tables, code and quotes', () => {
    expect(documentXml).toMatch(/<w:ilvl w:val="1"\/>/);
    const numbering = zipText(docx, 'word/numbering.xml');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    expect(documentXml).toContain('<w:tblHeader/>');
    expect(documentXml).toContain('<w:t xml:space="preserve">$12</w:t>');
    expect(styled('CodeBlock')).toEqual(['const total = items.reduce((sum, item) => sum + item.price, 0);']);
    expect(styled('BookQuote')).toEqual(['Cook once, eat all week.']);
    expect(documentXml).toContain('w:rStyle w:val="InlineCode"');
  });

  it('carries the title, author and description and embeds its fonts', () => {
    const core = zipText(docx, 'docProps/core.xml');
    expect(core).toContain('<dc:title>Prep Once, Eat All Week</dc:title>');
    expect(core).toContain('<dc:creator>Dana Example</dc:creator>');
    expect(core).toContain(
      '<dc:description>Four weeks of family dinners cooked in one Sunday session.</dc:description>',
    );
    // Every face the text is set in travels in the file, so no reader's office suite draws it in another; code is
    // set in Courier New, which every office suite has (LibreOffice in its metric twin, Liberation Mono).
    const fontTable = zipText(docx, 'word/fontTable.xml');
    const named = new Set(
      [zipText(docx, 'word/styles.xml'), documentXml].flatMap((xml) =>
        [...xml.matchAll(/<w:rFonts w:ascii="([^"]+)"/g)].map((m) => m[1]!),
      ),
    );
    expect([...named].sort()).toEqual(['Courier New', 'Inter', 'Source Serif 4']);
    for (const font of ['Inter', 'Source Serif 4'])
      expect(fontTable).toMatch(
        new RegExp(`<w:font w:name="${font}">(?:(?!</w:font>).)*<w:embedRegular (?:(?!</w:font>).)*<w:embedBold `, 's'),
      );
  });

  it('sizes pages by product type and starts numbered lists where the markdown does', async () => {
    const letter = await renderDocx(
      buildBookModel(
        bookInput({ productType: 'workbook', cover: null, sections: [{ heading: 'A', markdown: '4. four\n5. five' }] }),
      ),
    );
    const xml = zipText(letter, 'word/document.xml');
    expect(xml).toContain('<w:pgSz w:w="12240" w:h="15840"');
    expect(documentXml).toContain('<w:pgSz w:w="8640" w:h="12960"');
    expect(zipText(letter, 'word/numbering.xml')).toContain('<w:start w:val="4"/>');
    expect(zipEntries(letter).some((entry) => entry.startsWith('word/media/'))).toBe(false);
  });

  it('fits a cover far narrower or taller than the page inside it, where covering the page passes the longest drawing', async () => {
    // 16 × 8,000 pixels: covering a 6 × 9 in page would draw it 3,000 inches tall, past the 2³¹ − 1 EMUs Word opens.
    const xml = zipText(await renderDocx(buildBookModel(bookInput({ cover: rgbaPng(16, 8000) }))), 'word/document.xml');
    const [, cx, cy] = /<wp:extent cx="(\d+)" cy="(\d+)"\/>/.exec(xml)!;
    // The page's height (9 in at 914,400 EMUs an inch), to the pixel the drawing is rounded up to.
    expect(Number(cy)).toBeGreaterThan(9 * 914_400 - 9_525);
    expect(Number(cy)).toBeLessThanOrEqual(9 * 914_400 + 9_525);
    expect(Number(cx)).toBeLessThan(6 * 914_400);
  });

  it('refuses a cover that is not a PNG', async () => {
    await expect(renderDocx(buildBookModel(bookInput({ cover: new Uint8Array(40) })))).rejects.toThrow(
      'The cover is not a PNG image',
    );
  });
});
