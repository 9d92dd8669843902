import { z } from 'zod';
import { DOCUMENTS_STATUSES, PROJECT_STATUSES } from '../catalog.js';

/**
 * A project's two sets of files (docs/decisions/0037-draft-and-sale-copies.md): the copy for sale, without the author
 * notes, and the draft copy, with them.
 */
export const DOCUMENT_COPIES = ['sale', 'draft'] as const;
export type DocumentCopy = (typeof DOCUMENT_COPIES)[number];

/** What a start of the files does with a cover that disagrees with the book: redraw it first, or keep it. */
export const COVER_CHOICES = ['redraw', 'keep'] as const;
export type CoverChoice = (typeof COVER_CHOICES)[number];

/**
 * POST /api/projects/:id/documents: which copy to generate. A draft copy carries the author notes, boxed, with "Draft"
 * in its running heads and metadata; by default the copy for sale, which leaves them out
 * (docs/decisions/0027-author-notes.md). No body at all, or an empty one, is the default.
 */
export const generateDocumentsInput = z.object({
  draft: z.boolean({ error: 'draft must be true or false' }).default(false),
  /**
   * While the cover prints another title, subtitle or author than the book (docs/decisions/0036-cover-follows-the-plan.md):
   * `redraw` it with the book's words first, or `keep` it as it is, the creator's choice. Left out while they differ,
   * the start is refused (409), so no file's cover disagrees with its title page unasked.
   */
  cover: z.enum(COVER_CHOICES, { error: `cover must be one of ${COVER_CHOICES.join(', ')}` }).optional(),
});
export type GenerateDocumentsInput = z.input<typeof generateDocumentsInput>;

/** POST /api/projects/:id/documents: generation has started; GET on the same path follows it to its outcome. */
export const documentGenerationStarted = z.object({ documentsStatus: z.literal('generating') });
export type DocumentGenerationStarted = z.output<typeof documentGenerationStarted>;

/**
 * A project's draft copy, beside its copy for sale (docs/decisions/0037-draft-and-sale-copies.md): how it stands, why
 * its last generation failed (null unless failed), and where its files are downloaded (null unless completed).
 */
export const draftCopy = z.object({
  documentsStatus: z.enum(DOCUMENTS_STATUSES),
  documentsError: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  docxUrl: z.string().nullable(),
  epubUrl: z.string().nullable(),
});
export type DraftCopy = z.output<typeof draftCopy>;

/**
 * GET /api/projects/:id/documents: how the project's documents stand, read while they are being generated.
 * documentsStatus is the copy for sale's: a project whose copy for sale was made is ready; documentsError says why
 * its last generation failed. draftCopy is the draft copy's.
 */
export const documentStatus = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  documentsStatus: z.enum(DOCUMENTS_STATUSES),
  documentsError: z.string().nullable(),
  draftCopy,
});
export type DocumentStatus = z.output<typeof documentStatus>;
