import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { bookFileName, documentFileName } from '../documents/document-file-name.js';
import { fileNaming, openProjectDocument } from '../documents/document-files.js';
import { ANSWER_KEY_FORMATS, DOCUMENT_FORMATS, PRINT_FORMATS } from '../book-model/stored-documents.js';
import { findProject } from '../book-model/find-project.js';
import { readPrintEdition } from '../print/print-settings.js';
import { readProjectLicense } from '../license/project-license.js';
import { packSources } from './pack-sources.js';
import { hasSources, SOURCES_LABEL } from '../../../shared/schemas/license.js';
import { readAiDisclosure } from '../ai-disclosure/read-ai-disclosure.js';
import { readListing } from '../book-model/read-listing.js';
import { renderProjectCoverShape } from '../covers/render-project-cover-shape.js';
import { bookFilesReadme, type BookFileNames } from './book-files-readme.js';
import { COVER_SHAPE_LABELS } from './open-cover-shape.js';
import { LISTING_FILES, listingJson, listingMarkdown } from './listing-files.js';
import { COURSE_KIT_FILES } from '../../../shared/course-kit.js';
import { COURSE_KIT_WRITERS } from '../products/course/course-kit-files.js';
import { readyCourseKitFiles } from '../course-kit/write-kit-file-on-thread.js';
import { readCourseModules } from '../course-kit/read-course-modules.js';
import { moduleName } from '../products/course/course-quizzes.js';
import { readProjectDeckTheme } from '../covers/project-deck-theme.js';
import { TEMPLATES_LABEL, templatePackOf } from '../template-pack/make-template-file.js';
import { writeEditionOnThread } from '../editions/write-edition-on-thread.js';

const SALE = { draft: false };

/**
 * The owner's copy for sale as one ZIP: each file named after the book, the ebook cover (the 1600×2560 JPEG the EPUB
 * carries) when the cover has a design to draw it from, the print interior and wrap cover too when the print edition
 * is made, the listing with its AI disclosure as listing.md and listing.json when the project has a saved one
 * (docs/decisions/0059-listing-in-files.md), a course's kit (its lesson pages, slide decks, SCORM package and quiz
 * bank) made from its plan as saved and its modules as written
 * (docs/decisions/0073-course-plan.md), a template pack's templates in the ZIP a store sells
 * (docs/decisions/0078-template-pack.md), a workbook's or course's fillable PDF, answer key and teacher's edition when
 * its files have them (docs/decisions/0076-fillable-pdf.md, 0077-answer-key.md), a licensed product's license file
 * and, when it lets buyers edit it, its editable sources (docs/decisions/0079-plr-license.md), and a README.txt saying which store takes which and which trim, paper and
 * bleed the print files were made for. Served by the same rule as each file alone: only while the copy is completed
 * (docs/decisions/0023-stale-documents-are-not-served.md), so the cover and print settings are those the files were
 * made from (changing either makes them out of date); another user's project is a 404. The files are stored as they
 * are: PDF, DOCX, EPUB and JPEG are compressed already.
 */
export async function packBookFiles(db: Kysely<Database>, storage: FileStorage, userId: string, projectId: string) {
  const edition = await readPrintEdition(db, userId, projectId);
  const printed = edition.pdfUrl === null ? [] : PRINT_FORMATS;
  const project = await findProject(db, userId, projectId);
  const fillable = project.fillable_fields === null ? [] : (['fillable'] as const);
  const answerKey = project.model_answers === null ? [] : ANSWER_KEY_FORMATS;
  const { license } = await readProjectLicense(db, userId, projectId);
  const licensed = license.preset === 'none' ? [] : (['license'] as const);
  const opened = [];
  for (const format of [...DOCUMENT_FORMATS, ...fillable, ...answerKey, ...licensed, ...printed])
    opened.push({ format, ...(await openProjectDocument(db, storage, userId, projectId, format, 'sale')) });
  const { plan, kind } = await readBookPlan(db, userId, projectId);
  const names: BookFileNames = { pdf: '', docx: '', epub: '' };
  const entries: Record<string, Uint8Array> = {};
  for (const { format, file } of opened) {
    const { extension, name } = fileNaming(format, 'sale');
    names[format] = bookFileName(plan.title, extension, name);
    entries[names[format]] = new Uint8Array(await new Response(file.body).arrayBuffer());
  }
  const ebookCover = await renderProjectCoverShape(db, storage, userId, projectId, 'ebook');
  if (ebookCover) {
    names['ebook-cover'] = bookFileName(plan.title, 'jpg', { ...SALE, label: COVER_SHAPE_LABELS.ebook });
    entries[names['ebook-cover']] = ebookCover.bytes;
  }
  const course = kind === 'course' ? await readCourseModules(db, userId, projectId) : null;
  const deckTheme = () => readProjectDeckTheme(db, userId, projectId, plan);
  const courseKit = course
    ? (await readyCourseKitFiles({ projectId, ...course, deckTheme })).map(({ format, bytes }) => {
        const name = bookFileName(plan.title, COURSE_KIT_WRITERS[format].extension, {
          ...SALE,
          label: COURSE_KIT_FILES[format].label,
        });
        entries[name] = bytes;
        return { name, where: COURSE_KIT_FILES[format].where };
      })
    : null;
  const templatePack =
    kind === 'templates' ? { name: bookFileName(plan.title, 'zip', { ...SALE, label: TEMPLATES_LABEL }) } : null;
  if (templatePack)
    entries[templatePack.name] = await writeEditionOnThread({
      kind: 'templates',
      file: { file: 'pack', pack: templatePackOf(plan, license) },
    });
  const listing = await readListing(db, userId, projectId);
  const text = new TextEncoder();
  if (listing.saved) {
    const disclosure = await readAiDisclosure(db, userId, projectId);
    entries[LISTING_FILES.markdown] = text.encode(listingMarkdown(plan.title, listing, disclosure));
    entries[LISTING_FILES.json] = text.encode(listingJson(listing, disclosure));
  }
  if (hasSources(license)) {
    const sources = await packSources(db, storage, userId, projectId);
    names.sources = bookFileName(plan.title, 'zip', { ...SALE, label: SOURCES_LABEL });
    entries[names.sources] = sources.bytes;
  }
  entries['README.txt'] = text.encode(
    bookFilesReadme(plan.title, names, {
      listing: listing.saved ? LISTING_FILES : null,
      courseKit,
      templatePack,
      templateModules: (course?.modules ?? []).flatMap((module, index) =>
        module?.template ? [moduleName({ number: index + 1, title: plan.chapters[index]?.title ?? '' })] : [],
      ),
      printedFor: printed.length > 0 ? edition.settings : null,
      resold: license.preset !== 'none' && license.rights.sell,
    }),
  );
  return { bytes: zipSync(entries, { level: 0 }), disposition: documentFileName(plan.title, 'zip', SALE) };
}
