import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveContentInput, savedContent, type SavedContent } from '../../shared/schemas/content.js';
import { saveCoverInput, savedCover, type SavedCover } from '../../shared/schemas/cover.js';
import { saveIdeaInput, savedIdea, type SavedIdea } from '../../shared/schemas/idea.js';
import { saveNicheInput, savedNiche, type SavedNiche } from '../../shared/schemas/niche.js';
import { savedItemList } from '../../shared/schemas/saved-item.js';
import { saveTitleInput, savedTitle, type SavedTitle } from '../../shared/schemas/title.js';
import { apiFetch, apiResponse } from './api-client';

/**
 * The five kinds of saved item, each served by `/api/<kind>` with the same list, get, create, update and delete.
 * A save body is what the server's schema accepts (a stored generation request is sent as it was sent).
 */
interface SavedItemKinds {
  niches: { item: SavedNiche; input: z.input<typeof saveNicheInput> };
  ideas: { item: SavedIdea; input: z.input<typeof saveIdeaInput> };
  titles: { item: SavedTitle; input: z.input<typeof saveTitleInput> };
  content: { item: SavedContent; input: z.input<typeof saveContentInput> };
  covers: { item: SavedCover; input: z.input<typeof saveCoverInput> };
}

export type SavedItemKind = keyof SavedItemKinds;
export type SavedItemOf<Kind extends SavedItemKind> = SavedItemKinds[Kind]['item'];
export type SaveInputOf<Kind extends SavedItemKind> = SavedItemKinds[Kind]['input'];

/** The response schema of each kind's items. */
const SAVED_ITEM_SCHEMAS: { [Kind in SavedItemKind]: z.ZodType<SavedItemOf<Kind>> } = {
  niches: savedNiche,
  ideas: savedIdea,
  titles: savedTitle,
  content: savedContent,
  covers: savedCover,
};

/** The key every query of one kind starts with; invalidating it refreshes the list and each item. */
export const savedItemsKey = (kind: SavedItemKind) => [kind] as const;

export function savedItemsQueryOptions<Kind extends SavedItemKind>(kind: Kind) {
  return queryOptions({
    queryKey: [...savedItemsKey(kind), 'list'],
    queryFn: async ({ signal }) => {
      const body = await apiFetch(`/api/${kind}`, savedItemList(SAVED_ITEM_SCHEMAS[kind]), { signal });
      return body.items;
    },
  });
}

/**
 * The user's saved items of one kind, newest first: undefined while loading, and empty if the list
 * could not be loaded (its error is toasted), so a form can always fall back to manual entry.
 */
export function useSavedItems<Kind extends SavedItemKind>(kind: Kind): SavedItemOf<Kind>[] | undefined {
  const { data, isError } = useQuery(savedItemsQueryOptions(kind));
  return isError ? [] : data;
}

export function savedItemQueryOptions<Kind extends SavedItemKind>(kind: Kind, id: string) {
  return queryOptions({
    queryKey: [...savedItemsKey(kind), 'item', id],
    queryFn: ({ signal }) => apiFetch(`/api/${kind}/${encodeURIComponent(id)}`, SAVED_ITEM_SCHEMAS[kind], { signal }),
    meta: { silent: true },
  });
}

/** Creates the item, or replaces the one with `id`. */
export function saveItem<Kind extends SavedItemKind>(kind: Kind, input: SaveInputOf<Kind>, id?: string) {
  const schema = SAVED_ITEM_SCHEMAS[kind];
  return id
    ? apiFetch(`/api/${kind}/${encodeURIComponent(id)}`, schema, { method: 'PUT', body: input })
    : apiFetch(`/api/${kind}`, schema, { method: 'POST', body: input });
}

export function deleteItem(kind: SavedItemKind, id: string) {
  return apiResponse(`/api/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
