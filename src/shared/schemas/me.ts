import { z } from 'zod';

/** GET /api/me: the signed-in user. */
export const currentUser = z.object({
  id: z.string().min(1),
  email: z.string(),
  fullName: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.output<typeof currentUser>;
