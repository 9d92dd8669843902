import { unzipSync } from 'fflate';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { aceViolations } from '../../../../../tests/support/ace-check.js';
import { bookInput, twelveSectionBook } from '../../../../../tests/support/book-fixtures.js';
import { epubcheck, zipEntries, zipText } from '../../../../../tests/support/document-tools.js';
import { renderCoverShape } from '../../covers/draw/cover-shapes.js';
import { buildBookModel } from '../book-model.js';
import { renderEpub } from './render-epub.js';

const epub = await renderEpub(buildBookModel(bookInput()));
const entries = zipEntries(epub);
const opf = zipText(epub, 'OEBPS/content.opf');

describe('renderEpub', () => {
  it('passes epubcheck with no errors or warnings', () => {
    expect(epubcheck(epub)).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
  }, 60_000);

  it('has a cover image, a navigation document and one chapter per section, in order', () => {
    expect(entries).toContain('OEBPS/cover.png');
    expect(opf).toContain('<meta name="cover" content="image_cover"/>');
    expect(opf).toContain('<item id="image_cover" href="cover.png" media-type="image/png" properties="cover-image"/>');
    const nav = zipText(epub, 'OEBPS/toc.xhtml');
    expect(nav).toContain('<nav id="toc" epub:type="toc" role="doc-toc" aria-labelledby="toc-title">');
    expect([...nav.matchAll(/<a href="[^"]+">([^<]+?)\s*<\/a>/g)].map((m) => m[1])).toEqual([
      'Getting Started',
      'The Sunday Session',
      'Storing Meals',
    ]);
    const chapter = zipText(
      epub,
      entries.find((entry) => entry.includes('Getting-Started'))!,
    );
    expect(chapter).toContain('<section epub:type="chapter" role="doc-chapter"><h1>Getting Started</h1>');
    expect(chapter).toContain('<h2>Plan the Week</h2>');
    expect(chapter).toContain('<th style="text-align: right">Cost</th>');
    expect(chapter).toContain('<blockquote><p>Cook once, eat all week.</p></blockquote>');
    expect(chapter).toContain(
      '<pre><code>const total = items.reduce((sum, item) =&gt; sum + item.price, 0);</code></pre>',
    );
    expect(chapter).toMatch(/<ul><li><p>Pick three recipes<\/p>\s*<ul><li><p>One with rice/);
  });

  it('shows the cover at the ebook shape as a JPEG when the book has one, and still validates', async () => {
    const { bytes } = await renderCoverShape(
      { title: 'Prep Once, Eat All Week', author: 'Dana Example', style: 'bold', colorScheme: 'teal and coral' },
      'ebook',
    );
    const shaped = await renderEpub(buildBookModel(bookInput({ ebookCover: bytes })));
    const files = unzipSync(shaped);
    expect(Object.keys(files)).not.toContain('OEBPS/cover.png');
    expect(zipText(shaped, 'OEBPS/content.opf')).toContain(
      '<item id="image_cover" href="cover.jpeg" media-type="image/jpeg" properties="cover-image"/>',
    );
    const image = new mupdf.Image(files['OEBPS/cover.jpeg']!);
    expect([image.getWidth(), image.getHeight()]).toEqual([1600, 2560]);
    expect(files['OEBPS/cover.jpeg']!.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(epubcheck(shaped)).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
  }, 60_000);

  it('opens with a title page and a copyright page, and carries title, author, language and description', () => {
    expect(zipText(epub, 'OEBPS/title-page.xhtml')).toContain(
      '<p class="subtitle">A meal prep system for busy parents</p>',
    );
    expect(zipText(epub, 'OEBPS/copyright.xhtml')).toContain('<p>&#xA9; 2026 Dana Example. All rights reserved.</p>');
    expect(opf.indexOf('href="title-page.xhtml"')).toBeLessThan(opf.indexOf('href="copyright.xhtml"'));
    expect(opf).toContain('<dc:title>Prep Once, Eat All Week</dc:title>');
    expect(opf).toContain('<dc:creator id="creator">Dana Example</dc:creator>');
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain(
      '<dc:description>Four weeks of family dinners cooked in one Sunday session.</dc:description>',
    );
  });

  it('declares its accessibility as stores read it, and claims conformance for the copy for sale', () => {
    const metas = [...opf.matchAll(/<meta property="([^"]+)">([^<]*)<\/meta>/g)].map(([, property, value]) => [
      property,
      value,
    ]);
    expect(metas.filter(([property]) => /^(schema|dcterms:conformsTo|a11y)/.test(property!))).toEqual([
      ['schema:accessMode', 'textual'],
      ['schema:accessModeSufficient', 'textual'],
      ['schema:accessibilityFeature', 'structuralNavigation'],
      ['schema:accessibilityFeature', 'tableOfContents'],
      ['schema:accessibilityFeature', 'readingOrder'],
      ['schema:accessibilityHazard', 'none'],
      ['schema:accessibilitySummary', expect.stringContaining('The contents link every chapter')],
      ['dcterms:conformsTo', 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA'],
      ['a11y:certifiedBy', 'Dana Example'],
    ]);
    expect(opf).toContain('prefix="a11y: http://www.idpf.org/epub/vocab/package/a11y/#');
    expect(opf).toMatch(/<dc:identifier id="BookId">urn:uuid:[0-9a-f-]{36}<\/dc:identifier>/);
    const landmarks = zipText(epub, 'OEBPS/toc.xhtml').match(/<nav epub:type="landmarks".*?<\/nav>/s)![0];
    expect(landmarks).toContain('<a epub:type="toc" href="#toc">Contents</a>');
    expect(landmarks).toMatch(/<a epub:type="bodymatter" href="2_Getting-Started.xhtml">/);
  });

  it('lists the contents by the sections own labels, numbered once, and sets text a phone reads without gaps', async () => {
    const book = await renderEpub(buildBookModel(twelveSectionBook({ cover: null })));
    const nav = zipText(book, 'OEBPS/toc.xhtml');
    const entries = [...nav.matchAll(/<li><a href="[^"]+">([^<]+)<\/a><\/li>/g)].map((m) => m[1]);
    expect(entries.slice(0, 4)).toEqual([
      'Introduction',
      'Chapter 1: Why Loose Painting Works',
      'Chapter 2: Tools and Set-Up',
      'Chapter 3: Colour Mixing Basics',
    ]);
    expect(nav).toContain('<ol class="contents">');
    const css = zipText(book, 'OEBPS/style.css');
    expect(css).toMatch(/^nav ol\.contents \{ list-style: none;/m);
    // The EPUB 2 contents of older readers: the same labels, no numbers before them.
    const ncxLabels = [...zipText(book, 'OEBPS/toc.ncx').matchAll(/<text>([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(ncxLabels).toContain('Chapter 2: Tools and Set-Up');
    expect(ncxLabels.filter((label) => /^\d/.test(label!))).toEqual([]);
    // Ragged right in a phone's column, justified once it is wide; hyphenated in the language every document names.
    expect(css).toMatch(/^p \{[^}]*text-align: left; hyphens: auto;/m);
    expect(css).toMatch(/^@media \(min-width: 36em\) \{ p \{ text-align: justify; \} \}$/m);
    expect(css).toMatch(/^h1, h2, h3 \{[^}]*hyphens: manual;/m);
    for (const entry of zipEntries(book).filter((name) => name.endsWith('.xhtml')))
      expect(zipText(book, entry), entry).toContain('xml:lang="en" lang="en"');
  });

  it('identifies a book by its ISBN, and a draft copy says it makes no conformance claim, valid all the same', async () => {
    const draft = await renderEpub(
      buildBookModel(bookInput({ isbn: '978-1-4028-9462-6', draft: true, sections: bookInput().sections.slice(0, 1) })),
    );
    const draftOpf = zipText(draft, 'OEBPS/content.opf');
    expect(draftOpf).toContain('<dc:identifier id="BookId">urn:isbn:9781402894626</dc:identifier>');
    expect(zipText(draft, 'OEBPS/toc.ncx')).toContain('<meta name="dtb:uid" content="urn:isbn:9781402894626" />');
    expect(draftOpf).toContain('This is a draft copy: it makes no conformance claim.');
    expect(draftOpf).not.toContain('dcterms:conformsTo');
    expect(draftOpf).not.toContain('a11y:certifiedBy');
    expect(epubcheck(draft)).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
  }, 60_000);

  it('passes DAISY Ace with no violations', async () => {
    expect(await aceViolations(epub)).toEqual([]);
  }, 180_000);

  it('wraps headings and the contents between words, and only a word wider than the screen inside itself', async () => {
    const long = 'W'.repeat(200);
    const book = await renderEpub(
      buildBookModel(
        bookInput({ title: long, cover: null, sections: [{ heading: `Chapter 3: ${long}`, markdown: long }] }),
      ),
    );
    const css = zipText(book, 'OEBPS/style.css');
    // Inherited by every heading, the contents and the title page: a break inside a word only where it cannot fit.
    expect(css).toMatch(/^body \{[^}]*overflow-wrap: break-word; word-wrap: break-word;/m);
    expect(css).toMatch(/^th, td \{ overflow-wrap: anywhere; \}$/m);
    expect(css).not.toMatch(/word-break|^h1, h2, h3[^{]*\{[^}]*overflow-wrap/m);
    const nav = zipText(book, 'OEBPS/toc.xhtml');
    expect(nav).toContain('href="style.css"');
    expect(nav).toContain(`Chapter 3: ${long}`);
  });

  it('names a book without an author Anonymous, describes one without a description by its title, starts lists where the markdown does, and still validates', async () => {
    const bare = await renderEpub(
      buildBookModel(
        bookInput({
          title: 'Tom & Jerry <Cook>',
          subtitle: ' ',
          author: '',
          description: '',
          cover: null,
          sections: [{ heading: 'A "quoted" <heading>', markdown: '3. three\n4. four' }],
        }),
      ),
    );
    const bareOpf = zipText(bare, 'OEBPS/content.opf');
    expect(bareOpf).toContain('<dc:description>Tom &amp; Jerry &lt;Cook&gt;</dc:description>');
    expect(bareOpf).toContain('<dc:creator id="creator">Anonymous</dc:creator>');
    expect(zipText(bare, 'OEBPS/title-page.xhtml')).not.toContain('subtitle');
    expect(zipEntries(bare)).not.toContain('OEBPS/cover.png');
    const chapter = zipText(
      bare,
      zipEntries(bare).find((entry) => entry.startsWith('OEBPS/2_'))!,
    );
    expect(chapter).toContain('<ol style="counter-reset: list-item 2">');
    expect(epubcheck(bare)).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
