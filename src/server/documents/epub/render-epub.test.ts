import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../tests/support/book-fixtures.js';
import { epubcheck, zipEntries, zipText } from '../../../../tests/support/document-tools.js';
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
    expect(opf).toContain('<item id="image_cover" href="cover.png" media-type="image/png" />');
    const nav = zipText(epub, 'OEBPS/toc.xhtml');
    expect(nav).toContain('epub:type="toc"');
    expect([...nav.matchAll(/<a href="[^"]+">([^<]+?)\s*<\/a>/g)].map((m) => m[1])).toEqual([
      'Getting Started',
      'The Sunday Session',
      'Storing Meals',
    ]);
    const chapter = zipText(
      epub,
      entries.find((entry) => entry.includes('Getting-Started'))!,
    );
    expect(chapter).toContain('<h1>Getting Started</h1>');
    expect(chapter).toContain('<h2>Plan the Week</h2>');
    expect(chapter).toContain('<th style="text-align: right">Cost</th>');
    expect(chapter).toContain('<blockquote><p>Cook once, eat all week.</p></blockquote>');
    expect(chapter).toContain(
      '<pre><code>const total = items.reduce((sum, item) =&gt; sum + item.price, 0);</code></pre>',
    );
    expect(chapter).toMatch(/<ul><li><p>Pick three recipes<\/p>\s*<ul><li><p>One with rice/);
  });

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

  it('wraps a word wider than the screen in its headings, contents, tables, title page and text', async () => {
    const long = 'W'.repeat(200);
    const book = await renderEpub(
      buildBookModel(
        bookInput({ title: long, cover: null, sections: [{ heading: `Chapter 3: ${long}`, markdown: long }] }),
      ),
    );
    const css = zipText(book, 'OEBPS/style.css');
    expect(css).toMatch(/^h1, h2, h3, nav li, th, td, \.title-page p \{ overflow-wrap: anywhere; \}$/m);
    expect(css).toMatch(/^body \{[^}]*overflow-wrap: break-word;/m);
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
