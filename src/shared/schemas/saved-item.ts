import { z } from 'zod';
import { isoDateTime } from './fields.js';

/** What every saved item carries besides its own fields (spec §3). */
export const savedItemFields = {
  id: z.uuid(),
  projectId: z.uuid().nullable(),
  createdAt: isoDateTime,
};

/** GET /api/<kind>: the user's items, newest first. */
export const savedItemList = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item) });

/** GET /api/<kind>/count. */
export const savedItemCount = z.object({ count: z.number().int().nonnegative() });
