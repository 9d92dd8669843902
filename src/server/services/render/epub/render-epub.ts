import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { EPub, type Options } from 'epub-gen-memory';
import { isbnCharacters, isValidIsbn } from '../../../../shared/schemas/book-plan.js';
import { fontFile } from '../book-fonts.js';
import { BOOK_LANGUAGE, type BookModel, type BookSection, contentsEntry } from '../book-model.js';
import { copyrightLines, metadataTitle } from '../printed-text.js';
import { accessibilityMetadata, type PackageMeta } from './accessibility-metadata.js';
import { blocksToHtml, escapeHtml } from './blocks-to-html.js';
import { NAVIGATION_DOCUMENT, NCX_DOCUMENT, PACKAGE_DOCUMENT } from './package-templates.js';

/**
 * The book's body face, carried in the file so every reader draws the task boxes (☐, ☑) readers' own fonts may lack.
 * A file: URL, which epub-gen-memory reads from disk, never a download.
 */
const BOX_FONT = { filename: 'SourceSerif4-Regular.ttf', url: pathToFileURL(fontFile('body')).href };

const CSS = `
body { font-family: Georgia, "Source Serif 4", serif; line-height: 1.55; margin: 0 5%; overflow-wrap: break-word; word-wrap: break-word; }
h1 { font-size: 1.9em; line-height: 1.2; margin: 2.5em 0 1.2em; color: #1f2a44; }
h2 { font-size: 1.35em; margin: 1.8em 0 0.6em; color: #1f2a44; }
h3 { font-size: 1.12em; margin: 1.5em 0 0.5em; color: #1f2a44; }
h1, h2, h3 { font-family: "Inter", Helvetica, Arial, sans-serif; page-break-after: avoid; break-after: avoid; hyphens: manual; -webkit-hyphens: manual; text-wrap: balance; }
/* Ragged right on a phone's narrow column, where even hyphenated justified lines open wide gaps; justified, and
   hyphenated in the book's language, once the column is wide enough. A reading system without media queries keeps
   the ragged right. */
p { margin: 0 0 0.8em; text-align: left; hyphens: auto; -webkit-hyphens: auto; widows: 2; orphans: 2; }
@media (min-width: 36em) { p { text-align: justify; } }
a { color: #2f5d8a; }
blockquote { margin: 1.2em 0; padding: 0.4em 1em; border-left: 3px solid #2f5d8a; background: #f6f7fa; font-style: italic; }
pre { background: #f4f6f9; border-left: 3px solid #c5ccd8; padding: 0.6em 0.8em; white-space: pre-wrap; overflow-wrap: break-word; font-size: 0.85em; }
code { font-family: "Courier New", monospace; background: #eef1f5; }
pre code { background: none; }
table { border-collapse: collapse; width: 100%; margin: 1.2em 0; font-size: 0.9em; }
th { background: #1f2a44; color: #ffffff; text-align: left; padding: 0.4em 0.6em; vertical-align: top; }
td { border-bottom: 1px solid #d9dee7; padding: 0.4em 0.6em; vertical-align: top; }
tr:nth-child(even) td { background: #f3f5f9; }
hr { border: none; border-top: 1px solid #5d6575; width: 25%; margin: 1.6em auto; }
nav ol.contents { list-style: none; padding: 0; margin: 0; }
nav ol.contents li { margin: 0 0 0.7em; padding-left: 1em; text-indent: -1em; line-height: 1.35; }
nav ol.contents a { text-decoration: none; }
.title-page { text-align: center; margin-top: 30%; }
.title-page h1 { margin: 0 0 0.6em; font-family: Georgia, serif; font-size: 2.2em; }
.title-page .subtitle { font-style: italic; color: #5d6575; text-align: center; }
.title-page .author { margin-top: 3em; letter-spacing: 0.14em; text-transform: uppercase; text-align: center; }
.title-page h1, .title-page p { hyphens: none; -webkit-hyphens: none; }
/* Headings and the contents wrap between words; only a word wider than the screen (a pasted link, a 200-letter title)
   breaks inside itself. A table cell may also shrink below such a word, so the table stays within the screen. */
th, td { overflow-wrap: anywhere; }
.copyright { margin-top: 40%; font-size: 0.8em; color: #5d6575; }
.copyright p { text-align: left; hyphens: none; -webkit-hyphens: none; }
.chapter-label { display: block; font-size: 0.5em; font-weight: 600; letter-spacing: 0.06em; color: #2f5d8a; margin-bottom: 0.5em; }
.lead-in { page-break-after: avoid; break-after: avoid; }
@font-face { font-family: "Book Symbols"; src: url("fonts/${BOX_FONT.filename}"); }
.task-box { font-family: "Book Symbols", "Source Serif 4", "Segoe UI Symbol", "DejaVu Sans", serif; font-style: normal; }
ul > li.task { list-style-type: none; }
ul > li.task .task-box { display: inline-block; width: 1em; margin-left: -1.25em; }
.author-note { margin: 1.2em 0; padding: 0.5em 0.9em; border: 1px solid #c89b3c; border-radius: 3px; background: #fdf8ec; }
.author-note-label { font-family: "Inter", Helvetica, Arial, sans-serif; font-size: 0.75em; font-weight: 600; letter-spacing: 0.08em; color: #8a6414; margin-bottom: 0.4em; }
`;

/**
 * The book as an EPUB 3: cover, navigation, a title page, a copyright page, one chapter per section, with the
 * accessibility metadata stores read and the roles assistive technology reads. Only local data goes in.
 */
export async function renderEpub(book: BookModel): Promise<Buffer> {
  const subtitle = book.subtitle.trim() ? `\n<p class="subtitle">${escapeHtml(book.subtitle)}</p>` : '';
  const titlePage = `<section epub:type="titlepage" class="title-page"><h1>${escapeHtml(book.title)}</h1>${subtitle}
<p class="author">${escapeHtml(book.author)}</p></section>`;
  const copyrightPage = `<section epub:type="copyright-page" class="copyright">${copyrightLines(book)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}</section>`;
  // An empty creator or description fails epubcheck: a book without an author is Anonymous, one without a description
  // is described by its title.
  const author = book.author.trim() || 'Anonymous';
  const options: Options & PackageVariables = {
    title: metadataTitle(book),
    author,
    publisher: author,
    description: book.description.trim() || book.title,
    cover: epubCover(book),
    lang: BOOK_LANGUAGE,
    tocTitle: 'Contents',
    numberChaptersInTOC: false,
    prependChapterTitles: false,
    css: CSS,
    fonts: [BOX_FONT],
    contentOPF: PACKAGE_DOCUMENT,
    tocXHTML: NAVIGATION_DOCUMENT,
    tocNCX: NCX_DOCUMENT,
    ignoreFailedDownloads: false,
    verbose: false,
    identifier: isValidIsbn(book.isbn) ? `urn:isbn:${isbnCharacters(book.isbn)}` : `urn:uuid:${randomUUID()}`,
    rights: copyrightLines(book)[0]!,
    modified: `${new Date().toISOString().slice(0, 19)}Z`,
    accessibility: accessibilityMetadata(book, author),
  };
  const epub = new EPub(options, [
    { title: book.title, content: titlePage, excludeFromToc: true, beforeToc: true, filename: 'title-page.xhtml' },
    { title: 'Copyright', content: copyrightPage, excludeFromToc: true, beforeToc: true, filename: 'copyright.xhtml' },
    ...book.sections.map((section) => ({
      title: contentsEntry(section),
      content: `<section epub:type="chapter" role="doc-chapter">${chapterHeading(section)}
${blocksToHtml(section.blocks)}</section>`,
    })),
  ]);
  return epub.genEpub();
}

/** The EPUB's cover file: the ebook-shape JPEG when the book has one, else the cover's PNG as it is. */
function epubCover({ ebookCover, cover }: BookModel): File | undefined {
  if (ebookCover) return new File([ebookCover], 'cover.jpeg', { type: 'image/jpeg' });
  return cover ? new File([cover], 'cover.png', { type: 'image/png' }) : undefined;
}

/** What package-templates.ts reads beyond epub-gen-memory's own options. */
type PackageVariables = { identifier: string; rights: string; modified: string; accessibility: PackageMeta[] };

/** A section's heading: its label ('Chapter 3') on a line of its own above its title. */
function chapterHeading({ label, title }: BookSection): string {
  const labelled = label ? `<span class="chapter-label">${escapeHtml(label)}</span> ` : '';
  return `<h1>${labelled}${escapeHtml(title)}</h1>`;
}
