import { z } from 'zod';

/** GET /api/<kind>/:id/usage: the owner's projects that use one saved item, newest first. */
export const itemUsage = z.object({
  projects: z.array(z.object({ id: z.uuid(), title: z.string() })),
});
export type ItemUsage = z.output<typeof itemUsage>;
