import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { savedItemApi, type SavedItemEndpoints } from '@shared/api/saved-items';
import type { ContentSummary, saveContentInput, SavedContent } from '@shared/schemas/content';
import type { IdeaSummary, saveIdeaInput, SavedIdea } from '@shared/schemas/idea';
import type { NicheSummary, saveNicheInput, SavedNiche } from '@shared/schemas/niche';
import type { CoverSummary, saveCoverInput, SavedCover } from '@shared/schemas/cover';
import { PAGE_SIZE } from '@shared/limits';
import type { SavedItemKind } from '@shared/schemas/saved-item';
import type { saveTitleInput, SavedTitle, TitleSummary } from '@shared/schemas/title';
import { apiFetch } from '@/lib/api/api-client';
import { loadFailureOf, type LoadFailure } from '@/lib/api/load-failure';
import { savedItemsKey } from '@/lib/api/query-keys';

export type { SavedItemKind };

/**
 * The kinds of saved item, each served by `/api/<kind>`: pages of summaries, and the whole item by id.
 * A save body is what the server's schema accepts (a stored generation request is sent as it was sent).
 */
interface SavedItemKinds {
  niches: { item: SavedNiche; summary: NicheSummary; input: z.input<typeof saveNicheInput> };
  ideas: { item: SavedIdea; summary: IdeaSummary; input: z.input<typeof saveIdeaInput> };
  titles: { item: SavedTitle; summary: TitleSummary; input: z.input<typeof saveTitleInput> };
  content: { item: SavedContent; summary: ContentSummary; input: z.input<typeof saveContentInput> };
  covers: { item: SavedCover; summary: CoverSummary; input: z.input<typeof saveCoverInput> };
}

export type SavedItemOf<Kind extends SavedItemKind> = SavedItemKinds[Kind]['item'];
export type SummaryOf<Kind extends SavedItemKind> = SavedItemKinds[Kind]['summary'];
export type SaveInputOf<Kind extends SavedItemKind> = SavedItemKinds[Kind]['input'];

/** Each kind's endpoints, seen through the kind's types, so a call of a kind chosen at run time is typed by it. */
const KIND_ENDPOINTS: { [Kind in SavedItemKind]: SavedItemEndpoints<SavedItemOf<Kind>, SummaryOf<Kind>, unknown> } =
  savedItemApi;

/** The summaries of one kind, newest first, as many pages as have been asked for (each as big as a page may be). */
export function savedItemsQueryOptions<Kind extends SavedItemKind>(kind: Kind) {
  return infiniteQueryOptions({
    queryKey: [...savedItemsKey(kind), 'list'],
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      apiFetch(KIND_ENDPOINTS[kind].list, { signal, query: { limit: PAGE_SIZE.max, cursor: pageParam } }),
    initialPageParam: undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Reading older pages of a list on request. */
export interface MorePages {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export interface SavedItemPages<Kind extends SavedItemKind> extends MorePages {
  /** Undefined while the first page loads, and when it could not be read (then `failure` says why). */
  items: SummaryOf<Kind>[] | undefined;
  failure: LoadFailure | undefined;
}

/** The user's saved items of one kind as summaries, newest first, with the means to read older pages. */
export function useSavedItemPages<Kind extends SavedItemKind>(kind: Kind): SavedItemPages<Kind> {
  const query = useInfiniteQuery(savedItemsQueryOptions(kind));
  return {
    items: query.data?.pages.flatMap((page) => page.items),
    failure: loadFailureOf(query),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/**
 * The user's newest saved items of one kind as summaries: undefined while loading, and empty if the list
 * could not be loaded, so a form can always fall back to manual entry.
 */
export function useSavedItems<Kind extends SavedItemKind>(kind: Kind): SummaryOf<Kind>[] | undefined {
  const { items, failure } = useSavedItemPages(kind);
  return items ?? (failure ? [] : undefined);
}

/**
 * The user's saved items of one kind as `useSavedItems` reads them, with the item a link names among them: a link
 * from My Saved Content or a project may name an item older than the pages read. A linked item that cannot be read
 * (deleted since) is reported in a toast, in the server's words, and left out.
 */
export function useSavedItemsWithLinked<Kind extends SavedItemKind>(
  kind: Kind,
  linkedId: string | undefined,
): (SummaryOf<Kind> | SavedItemOf<Kind>)[] | undefined {
  const items = useSavedItems(kind);
  const readLinked = linkedId !== undefined && items !== undefined && !items.some((item) => item.id === linkedId);
  const { data: linked } = useQuery({ ...savedItemQueryOptions(kind, linkedId ?? ''), meta: {}, enabled: readLinked });
  return readLinked && linked ? [...items, linked] : items;
}

/** One whole item by id. */
export function savedItemQueryOptions<Kind extends SavedItemKind>(kind: Kind, id: string) {
  return queryOptions({
    queryKey: [...savedItemsKey(kind), 'item', id],
    queryFn: ({ signal }) => apiFetch(KIND_ENDPOINTS[kind].read, { params: { id }, signal }),
    meta: { silent: true },
  });
}

/** Creates the item, or replaces the one with `id`. */
export function saveItem<Kind extends SavedItemKind>(kind: Kind, input: SaveInputOf<Kind>, id?: string) {
  return id
    ? apiFetch(KIND_ENDPOINTS[kind].update, { params: { id }, body: input })
    : apiFetch(KIND_ENDPOINTS[kind].create, { body: input });
}

export function deleteItem(kind: SavedItemKind, id: string) {
  return apiFetch(KIND_ENDPOINTS[kind].remove, { params: { id } });
}
