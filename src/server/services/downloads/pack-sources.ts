import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { fileNamePart } from '../../../shared/file-name-part.js';
import { withoutAsides } from '../../../shared/markdown-asides.js';
import { hasSources, SOURCES_LABEL } from '../../../shared/schemas/license.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { artMimeType } from '../covers/cover-files.js';
import { documentFileName, bookFileName } from '../documents/document-file-name.js';
import { openProjectDocument } from '../documents/document-files.js';
import { loadBookSource } from '../documents/load-book-source.js';
import { readProjectLicense } from '../license/project-license.js';

const SALE = { draft: false };

export const NO_SOURCES =
  "This product's license does not let its buyers edit it, so its editable sources are not part of it: choose a license that does.";

const ART_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const readAll = async (body: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(body).arrayBuffer());

/** What the buyer is told of each of the sources, in the order the ZIP holds them. */
interface SourceNames {
  docx: string;
  cover: boolean;
  art: string | null;
  design: boolean;
}

function sourcesReadme(title: string, names: SourceNames): string {
  return [
    `${title}: the editable sources, to make the product your own`,
    '',
    names.docx,
    '  The whole text, ready to edit in Word, Google Docs, Pages or LibreOffice: put your name, links and',
    '  examples in, then save it as a PDF or EPUB, or upload it to your store.',
    '',
    'Markdown/',
    '  Each section as plain text with its headings and lists marked, in reading order: paste it into a blog, an',
    '  email sequence, a course platform or any editor that reads Markdown.',
    '',
    ...(names.cover
      ? [
          'Cover/Cover.png',
          '  The cover as it was made.',
          ...(names.art
            ? [`Cover/${names.art}`, '  The picture under its title, without the words: set your own title on it.']
            : []),
          ...(names.design
            ? [
                'Cover/Cover design.json',
                '  What the cover was drawn from (title, author, style and colours): give it to your designer, or',
                '  change it and draw the cover again.',
              ]
            : []),
          '',
        ]
      : []),
    'What you may do with them is in the license file that came with the product.',
  ].join('\r\n');
}

/**
 * A licensed product's editable sources as one ZIP (docs/decisions/0079-plr-license.md), for a license that lets its
 * buyers edit it: the DOCX of its files for sale, each section as Markdown as the files print it (no author notes,
 * no model answers), the cover's PNG, the art under it and the design it was drawn from, and a README; stored as they are, so
 * the ZIP costs the main thread no compression. Served by the
 * same rule as the files: only while the copy for sale is completed, so its text is the files' text; another user's
 * project is a 404.
 */
export async function packSources(db: Kysely<Database>, storage: FileStorage, userId: string, projectId: string) {
  const { license } = await readProjectLicense(db, userId, projectId);
  if (!hasSources(license)) throw new AppError('NOT_FOUND', NO_SOURCES);
  const docx = await openProjectDocument(db, storage, userId, projectId, 'docx', 'sale');
  const book = await loadBookSource(db, userId, projectId, { draft: false });
  const names: SourceNames = { docx: bookFileName(book.title, 'docx', SALE), cover: false, art: null, design: false };
  const entries: Record<string, Uint8Array> = { [names.docx]: await readAll(docx.file.body) };
  const digits = String(book.sections.length).length;
  for (const [index, section] of book.sections.entries()) {
    const number = String(index + 1).padStart(Math.max(2, digits), '0');
    entries[`Markdown/${number} ${fileNamePart(section.heading)}.md`] = strToU8(
      `# ${section.heading}\n\n${withoutAsides(section.markdown)}\n`,
    );
  }
  const cover = book.coverKey === null ? null : await storage.open(book.coverKey);
  if (cover) {
    names.cover = true;
    entries['Cover/Cover.png'] = await readAll(cover.body);
    const art = book.coverArtKey === null ? null : await storage.open(book.coverArtKey);
    if (art) {
      const bytes = await readAll(art.body);
      names.art = `Cover art.${ART_EXTENSIONS[artMimeType(Buffer.from(bytes))] ?? 'png'}`;
      entries[`Cover/${names.art}`] = bytes;
    }
    if (book.ebookCoverDesign) {
      names.design = true;
      entries['Cover/Cover design.json'] = strToU8(`${JSON.stringify(book.ebookCoverDesign, null, 2)}\n`);
    }
  }
  entries['README.txt'] = strToU8(sourcesReadme(book.title, names));
  return {
    bytes: zipSync(entries, { level: 0 }),
    contentType: 'application/zip',
    disposition: documentFileName(book.title, 'zip', { ...SALE, label: SOURCES_LABEL }),
  };
}
