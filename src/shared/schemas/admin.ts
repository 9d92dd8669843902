import { z } from 'zod';
import { LIMITS } from '../limits.js';

export const listUsersQuery = z.object({
  search: z.string().trim().max(LIMITS.fullName, `Search must be at most ${LIMITS.fullName} characters`).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;
