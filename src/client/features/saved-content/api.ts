import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api/api-client';
import { failureMessage } from '@/lib/api/failure-message';
import { dashboardKey, projectsKey, refreshAfterDelete, savedCardsKey } from '@/lib/api/query-keys';
import { deleteItem } from '@/lib/saved-items/saved-items';
import { projectApi } from '@shared/api/projects';
import { savedCardApi } from '@shared/api/saved-cards';
import type { SavedItemKind } from '@shared/schemas/saved-item';

const firstPage: string | undefined = undefined;
const nextPage = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

/** My Saved Content's cards of one kind (or all), searched on the server, a page at a time. */
export function savedCardsQueryOptions(kind: SavedItemKind | undefined, search: string) {
  return infiniteQueryOptions({
    queryKey: [...savedCardsKey, { kind, search }],
    queryFn: ({ pageParam, signal }) =>
      apiFetch(savedCardApi.list, { signal, query: { kind, search, cursor: pageParam } }),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
  });
}

/** The user's projects, searched by title, a page at a time. */
export function projectsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...projectsKey, 'list', { search }],
    queryFn: ({ pageParam, signal }) => apiFetch(projectApi.list, { signal, query: { search, cursor: pageParam } }),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
  });
}

/** What a card deletes: a saved item of a kind, or a project. */
export type DeleteTarget = { kind: SavedItemKind; id: string } | { kind: 'projects'; id: string };

function deleteTarget(target: DeleteTarget) {
  if (target.kind === 'projects') {
    return apiFetch(projectApi.remove, { params: { id: target.id } });
  }
  return deleteItem(target.kind, target.id);
}

/** Deletes a card's item, refreshes the lists, then says so ('Deleted successfully' or the server's message). */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTarget,
    onSuccess: async (_response, target) => {
      if (target.kind === 'projects') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: projectsKey }),
          queryClient.invalidateQueries({ queryKey: dashboardKey }),
        ]);
      } else {
        await refreshAfterDelete(queryClient, target.kind, target.id);
      }
      // Said once the card is gone from the lists.
      toast.success('Deleted successfully');
    },
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
    },
  });
}
