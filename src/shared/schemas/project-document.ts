import { z } from 'zod';
import { DOCUMENTS_STATUSES, PROJECT_STATUSES } from '../catalog.js';

/**
 * POST /api/projects/:id/documents: what to generate. A draft copy carries the author notes, boxed, with "Draft" in
 * its running heads and metadata; by default the files leave them out (docs/decisions/0027-author-notes.md). No body
 * at all is the default.
 */
export const generateDocumentsInput = z.object({
  draft: z.boolean({ error: 'draft must be true or false' }).default(false),
});
export type GenerateDocumentsInput = z.input<typeof generateDocumentsInput>;

/** POST /api/projects/:id/documents: generation has started; GET on the same path follows it to its outcome. */
export const documentGenerationStarted = z.object({ documentsStatus: z.literal('generating') });
export type DocumentGenerationStarted = z.output<typeof documentGenerationStarted>;

/**
 * GET /api/projects/:id/documents: how the project's documents stand, read while they are being generated. A
 * project whose documents were made is ready; documentsError says why the last generation failed.
 */
export const documentStatus = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  documentsStatus: z.enum(DOCUMENTS_STATUSES),
  documentsError: z.string().nullable(),
});
export type DocumentStatus = z.output<typeof documentStatus>;
