import { z } from 'zod';
import { isoDateTime } from './fields.js';

/** What every saved item carries besides its own fields (spec §3). */
export const savedItemFields = {
  id: z.uuid(),
  projectId: z.uuid().nullable(),
  createdAt: isoDateTime,
};

/**
 * Sent with a save: one key per generated result, so a repeated submit (a double-click, a retry after a lost
 * answer) returns the item the first one created instead of saving a copy.
 */
export const saveKey = z.uuid({ error: 'The save key must be a UUID' });

/** The id of the saved item another one was generated from (its niche, idea or title), or none. */
export const sourceId = (label: string) => z.uuid({ error: `${label} not found` }).nullable();

/** GET /api/<kind>: the user's items, newest first. */
export const savedItemList = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item) });

/** GET /api/<kind>/count. */
export const savedItemCount = z.object({ count: z.number().int().nonnegative() });
