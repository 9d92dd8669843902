import { z } from 'zod';
import { PDF_STATUSES, PROJECT_STATUSES } from '../catalog.js';

/** POST /api/projects/:id/documents: generation has started; GET on the same path follows it to its outcome. */
export const documentGenerationStarted = z.object({ pdfStatus: z.literal('generating') });
export type DocumentGenerationStarted = z.output<typeof documentGenerationStarted>;

/**
 * GET /api/projects/:id/documents: how the project's documents stand, read while they are being generated. A
 * project whose documents were made is ready; pdfError says why the last generation failed.
 */
export const documentStatus = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  pdfStatus: z.enum(PDF_STATUSES),
  pdfError: z.string().nullable(),
});
export type DocumentStatus = z.output<typeof documentStatus>;
