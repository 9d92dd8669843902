import {
  ANSWER_KEY_FORMATS,
  DOCUMENT_FORMATS,
  type DocumentFormat,
} from '../../src/server/services/book-model/stored-documents.js';
import type { DocumentRenderer } from '../../src/server/services/documents/generate-documents-job.js';
import type { RenderStorage } from '../../src/server/services/documents/render-documents.js';
import { hasWorkbookFiles } from '../../src/shared/fillable-pdf.js';
import { countAsides } from '../../src/shared/markdown-asides.js';

/** What a stand-in renderer does once its book is "rendered": stores `bytes(format)` as each file, as the real one does. */
export async function storeRendered({ storage, fileKey }: RenderStorage, bytes: (format: DocumentFormat) => string) {
  for (const format of DOCUMENT_FORMATS) await storage.save(fileKey(format), Buffer.from(bytes(format)));
}

/** The page count the stand-in gives every print interior: KDP's fewest. */
export const STAND_IN_PRINT_PAGES = 24;

/** The fields the stand-in gives every fillable PDF. */
export const STAND_IN_FILLABLE_FIELDS = 3;

/**
 * The renderer of a test whose subject is not the files (docs/testing.md): it stores each file a generation makes,
 * a line naming its format and the book's title, at once and in this process; a fillable PDF of
 * STAND_IN_FILLABLE_FIELDS fields for a workbook's or course's copy for sale, and its answer key and teacher's edition
 * when its sections hold model answers; a licensed product's license file, naming the license's preset; and a print
 * interior of
 * STAND_IN_PRINT_PAGES pages (with its wrap cover when the request carries the cover's design) when the request asks
 * for the print edition. A test that reads the files renders them for real (`renders: 'real'`).
 */
export const standInRenderer: DocumentRenderer = async (book, target) => {
  const line = (format: string) => `stand-in ${format} of "${book.title}"`;
  await storeRendered(target, line);
  const fillable = hasWorkbookFiles(book);
  if (fillable) await target.storage.save(target.fileKey('fillable'), Buffer.from(line('fillable')));
  const fillableFields = fillable ? STAND_IN_FILLABLE_FIELDS : null;
  const answers = fillable
    ? book.sections.reduce((sum, section) => sum + countAsides(section.markdown, 'answer'), 0)
    : 0;
  for (const format of answers > 0 ? ANSWER_KEY_FORMATS : [])
    await target.storage.save(target.fileKey(format), Buffer.from(line(format)));
  const license = book.license ?? { preset: 'none' };
  if (!book.draft && license.preset !== 'none')
    await target.storage.save(target.fileKey('license'), Buffer.from(`${line('license')} sold with ${license.preset}`));
  const made = { fillableFields, modelAnswers: answers > 0 ? answers : null };
  if (book.print === null || book.print === undefined) return { print: null, ...made };
  await target.storage.save(target.fileKey('print'), Buffer.from(line('print')));
  if (book.coverDesign) await target.storage.save(target.fileKey('wrap-cover'), Buffer.from(line('wrap-cover')));
  return { print: { pageCount: STAND_IN_PRINT_PAGES }, ...made };
};
