import { z } from 'zod';
import { LIMITS, PAGE_SIZE } from '../limits.js';
import { isoDateTime, plainText } from './fields.js';

/** What every saved item carries besides its own fields (docs/product-rules.md R18). */
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

/** How many characters of a long text a card shows. */
export const EXCERPT_LENGTH = 150;

/**
 * The query of every paged list: a case-insensitive search on the item's name or title (docs/product-rules.md R45),
 * the `nextCursor` of the page before (opaque), and the page size.
 */
export const listQuery = z.object({
  search: plainText('Search', LIMITS.name)
    .optional()
    .transform((value) => value || undefined),
  cursor: z.string().max(200, 'This list position is not valid').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(PAGE_SIZE.max, `Limit must be at most ${PAGE_SIZE.max}`)
    .default(PAGE_SIZE.default),
});
export type ListQuery = z.output<typeof listQuery>;
export type ListQueryParams = z.input<typeof listQuery>;

/** One page of a list, newest first; `nextCursor` asks for the page after it and is null on the last one. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** GET /api/<kind>/count. */
export const savedItemCount = z.object({ count: z.number().int().nonnegative() });

/** The kinds of saved item My Saved Content lists besides projects. */
export const SAVED_ITEM_KINDS = ['niches', 'ideas', 'titles', 'content', 'covers'] as const;
export const savedItemKind = z.enum(SAVED_ITEM_KINDS, { error: 'Unknown kind of saved item' });
export type SavedItemKind = z.output<typeof savedItemKind>;

/** One card of My Saved Content: its kind, a title, a short description, and a cover's image. */
export const savedCard = z.object({
  kind: savedItemKind,
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type SavedCard = z.output<typeof savedCard>;

/** GET /api/saved-items: the cards of one kind, or of every kind when `kind` is left out. */
export const savedCardsQuery = listQuery.extend({ kind: savedItemKind.optional() });
export type SavedCardsQueryParams = z.input<typeof savedCardsQuery>;
export const savedCardPage = pageOf(savedCard);
