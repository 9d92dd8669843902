import { z } from 'zod';

/** GET /api/ai: the AI provider in use. */
export const aiStatus = z.object({
  provider: z.string(),
  model: z.string(),
  offline: z.boolean(),
});
