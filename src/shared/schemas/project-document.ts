import { z } from 'zod';

/** POST /api/projects/:id/documents: generation has started; the project page polls the project for the outcome. */
export const documentGenerationStarted = z.object({ pdfStatus: z.literal('generating') });
export type DocumentGenerationStarted = z.output<typeof documentGenerationStarted>;
