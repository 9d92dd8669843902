import { queryOptions } from '@tanstack/react-query';
import { savedItemApi } from '@shared/api/saved-items';
import { apiFetch } from '@/lib/api/api-client';
import type { SavedItemKind } from './saved-items';

/**
 * The projects that use one saved item, read afresh each time something asks (a delete's confirmation opens) and
 * forgotten once nothing shows them. Kept apart from the kind's own queries, so refreshing those after the delete
 * does not read the usage of the item just deleted.
 */
export function itemUsageQueryOptions(kind: SavedItemKind, id: string) {
  return queryOptions({
    queryKey: ['item-usage', kind, id],
    queryFn: ({ signal }) => apiFetch(savedItemApi[kind].usage, { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
}
